package batch

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"

	"folio/internal/warcwrite"
)

// readRecords reads every record of a WARC held in memory, failing on an
// input error or a source that does not end.
func readRecords(t *testing.T, data []byte) []Record {
	t.Helper()
	src := newWARCSource("test.warc", bytes.NewReader(data), nil, sourceOptions{maxBytes: DefaultMaxBytes})
	defer src.Close()
	var recs []Record
	for range 10_000 {
		r, err := src.Next()
		if err == io.EOF {
			return recs
		}
		if err != nil {
			t.Fatalf("input error after %d records: %v", len(recs), err)
		}
		recs = append(recs, r)
	}
	t.Fatal("the source did not end")
	return nil
}

func warcBytes(gz bool, fill func(w *warcwrite.Writer)) []byte {
	var buf bytes.Buffer
	w := warcwrite.New(&buf, gz)
	fill(w)
	return buf.Bytes()
}

// fivePages writes five HTML pages with a warcinfo and a request between.
func fivePages(w *warcwrite.Writer) {
	w.Warcinfo()
	for i, topic := range []string{"owls", "bats", "moths", "foxes", "hares"} {
		u := "https://night.example/" + topic
		if i == 2 {
			w.Record("request", u, "application/http; msgtype=request", []byte("GET / HTTP/1.1\r\n\r\n"))
		}
		w.Response(u, "text/html; charset=utf-8", article(topic, "en", topic, 3+i))
	}
}

// A WARC/1.0 record with LF line ends, a folded field, bracketed URI,
// lower-case names, a repeated field and a line without a colon; and an
// HTTP header with LF line ends, a folded Content-Type and no reason.
func TestWARCReaderLenientHeaders(t *testing.T) {
	page := "<html><body><p>Hello from 1.0</p></body></html>"
	block := "HTTP/1.0 200\nContent-type: text/html;\n  charset=utf-8\nX-Odd\n\n" + page
	rec := "WARC/1.0\nwarc-type: response\nWARC-Target-URI: <https://old.example/a>\nWARC-Record-ID:\n <urn:uuid:1>\n" +
		"no colon here\nContent-Length: " + strconv.Itoa(len(block)) + "\nWARC-Type: metadata\n\n" + block + "\n\n"
	for _, gz := range []bool{false, true} {
		data := warcBytes(gz, func(w *warcwrite.Writer) { w.Raw([]byte(rec)) })
		recs := readRecords(t, data)
		if len(recs) != 1 {
			t.Fatalf("gz %v: %d records", gz, len(recs))
		}
		r := recs[0]
		if r.Err != nil || r.URL != "https://old.example/a" || r.ID != "urn:uuid:1" || string(r.Data) != page ||
			r.ContentType != "text/html; charset=utf-8" {
			t.Errorf("gz %v: %+v", gz, r)
		}
	}
}

// A response record of another protocol than HTTP (Heritrix writes DNS
// lookups so) is skipped, not reported; one with no Content-Type is read.
func TestWARCReaderNotHTTP(t *testing.T) {
	page := "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n<p>typeless</p>"
	data := warcBytes(false, func(w *warcwrite.Writer) {
		w.Record("response", "dns:a.example", "text/dns", []byte("20260102030405\na.example. 300 IN A 192.0.2.1\n"))
		w.Raw([]byte("WARC/1.1\r\nWARC-Type: response\r\nWARC-Target-URI: https://a.example/\r\nContent-Length: " +
			strconv.Itoa(len(page)) + "\r\n\r\n" + page + "\r\n\r\n"))
	})
	src := newWARCSource("test.warc", bytes.NewReader(data), nil, sourceOptions{maxBytes: DefaultMaxBytes})
	r, err := src.Next()
	if err != nil || r.Err != nil || r.URL != "https://a.example/" || string(r.Data) != "<p>typeless</p>" {
		t.Fatalf("%+v %v", r, err)
	}
	if _, err := src.Next(); err != io.EOF || src.skipped != 1 {
		t.Errorf("after the page: %v, %d skipped; want EOF and the DNS record skipped", err, src.skipped)
	}
}

// A .warc.gz compressed as one gzip stream (not member by member) gives
// all its records, at the offset of the member they are in.
func TestWARCReaderOneMember(t *testing.T) {
	plain := warcBytes(false, fivePages)
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write(plain)
	zw.Close()
	recs := readRecords(t, buf.Bytes())
	want := readRecords(t, plain)
	if len(recs) != 5 || len(want) != 5 {
		t.Fatalf("%d records in one member, %d uncompressed; want 5", len(recs), len(want))
	}
	for i := range recs {
		if recs[i].Err != nil || recs[i].Offset != 0 || recs[i].ID != want[i].ID || !bytes.Equal(recs[i].Data, want[i].Data) {
			t.Errorf("record %d: %+v", i, recs[i])
		}
	}
}

// Garbage before, between and after records is passed over.
func TestWARCReaderGarbage(t *testing.T) {
	for _, gz := range []bool{false, true} {
		data := warcBytes(gz, func(w *warcwrite.Writer) {
			w.Response("https://g.example/1", "text/html", article("One", "en", "sand", 2))
		})
		junk := []byte("\r\n\x00junk WARC/ not at a line start\n")
		all := append(append(append(append([]byte{}, junk...), data...), junk...), data...)
		all = append(all, junk...)
		recs := readRecords(t, all)
		if len(recs) != 2 || recs[0].Err != nil || recs[1].Err != nil || recs[0].Offset != int64(len(junk)) ||
			recs[1].Offset != int64(2*len(junk)+len(data)) {
			t.Errorf("gz %v: %+v", gz, recs)
		}
	}
}

// Cutting a WARC anywhere never loses a record before the cut, reports at
// most the one record cut, and ends.
func TestWARCReaderCutAnywhere(t *testing.T) {
	for _, gz := range []bool{false, true} {
		data := warcBytes(gz, fivePages)
		full := readRecords(t, data)
		for cut := 0; cut < len(data); cut += 7 {
			recs := readRecords(t, data[:cut])
			bad := 0
			for i, r := range recs {
				if r.Err != nil {
					bad++
					if !errors.Is(r.Err, ErrTruncated) {
						t.Errorf("gz %v cut %d: record %d: %v, want truncated", gz, cut, i, r.Err)
					}
					continue
				}
				if i >= len(full) || r.ID != full[i].ID || !bytes.Equal(r.Data, full[i].Data) {
					t.Errorf("gz %v cut %d: record %d differs from the whole file's", gz, cut, i)
				}
			}
			if bad > 1 {
				t.Errorf("gz %v cut %d: %d records reported", gz, cut, bad)
			}
		}
	}
}

// Damaging one gzip member spoils its record alone.
func TestWARCReaderCorruptMember(t *testing.T) {
	data := warcBytes(true, fivePages)
	full := readRecords(t, data)
	third := full[2].Offset
	for _, at := range []int64{third + 12, third + 40, full[3].Offset - 10} {
		bad := bytes.Clone(data)
		bad[at] ^= 0x55
		recs := readRecords(t, bad)
		ok := 0
		for _, r := range recs {
			if r.Err == nil {
				if r.Offset == third {
					t.Errorf("byte %d flipped: the damaged record came out", at)
				}
				ok++
			} else if !errors.Is(r.Err, ErrBadRecord) && !errors.Is(r.Err, ErrTruncated) {
				t.Errorf("byte %d flipped: %v", at, r.Err)
			}
		}
		if ok != 4 {
			t.Errorf("byte %d flipped: %d good records, want 4: %+v", at, ok, recs)
		}
	}
}

// Flipping any byte of a plain WARC never hangs or panics, and a record
// two records away from the damage comes out unchanged.
func TestWARCReaderFlipAnywhere(t *testing.T) {
	data := warcBytes(false, fivePages)
	full := readRecords(t, data)
	for at := 0; at < len(data); at += 5 {
		bad := bytes.Clone(data)
		bad[at] ^= 0xff
		recs := readRecords(t, bad)
		if at < int(full[2].Offset) {
			last := full[len(full)-1]
			if r := recs[len(recs)-1]; r.Err != nil || r.ID != last.ID || !bytes.Equal(r.Data, last.Data) {
				t.Errorf("byte %d flipped: last record %+v", at, r.Err)
			}
		}
	}
}

func TestWARCReaderBadHeaders(t *testing.T) {
	good := warcBytes(false, func(w *warcwrite.Writer) {
		w.Response("https://h.example/ok", "text/html", article("Fine", "en", "clouds", 2))
	})
	for name, head := range map[string]string{
		"no length":   "WARC/1.1\r\nWARC-Type: response\r\n\r\n",
		"bad length":  "WARC/1.1\r\nWARC-Type: response\r\nContent-Length: -4\r\n\r\n",
		"old version": "WARC/0.17\r\nWARC-Type: response\r\nContent-Length: 0\r\n\r\n",
		"long line":   "WARC/1.1\r\nX-Long: " + strings.Repeat("x", warcLineBytes+10) + "\r\nContent-Length: 0\r\n\r\n",
	} {
		for _, gz := range []bool{false, true} {
			data := warcBytes(gz, func(w *warcwrite.Writer) { w.Raw([]byte(head)) })
			g := good
			if gz {
				g = warcBytes(true, func(w *warcwrite.Writer) { w.Raw(good) })
			}
			recs := readRecords(t, append(data, g...))
			if len(recs) != 2 || !errors.Is(recs[0].Err, ErrBadRecord) || recs[1].Err != nil || recs[1].URL != "https://h.example/ok" {
				t.Errorf("%s, gz %v: %+v", name, gz, recs)
			}
		}
	}
}

// FuzzWARCReader feeds the reader arbitrary bytes: it never panics, every
// call moves on, and it ends.
//
//	go test -run '^$' -fuzz FuzzWARCReader -fuzztime 60s ./batch/
func FuzzWARCReader(f *testing.F) {
	f.Add(warcBytes(false, fivePages))
	f.Add(warcBytes(true, fivePages))
	f.Add(warcBytes(false, mixedWARC))
	f.Add([]byte("WARC/1.0\nContent-Length: 3\n\nabc\n\nWARC/1.1\r\n\r\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, max := range []int64{DefaultMaxBytes, 64} {
			src := newWARCSource("fuzz.warc", bytes.NewReader(data), nil, sourceOptions{maxBytes: max})
			for n := 0; ; n++ {
				if n > len(data)+1 {
					t.Fatalf("%d records from %d bytes", n, len(data))
				}
				r, err := src.Next()
				if err != nil {
					break
				}
				if r.Err == nil && max > 0 && int64(len(r.Data)) > max {
					t.Fatalf("a %d-byte page past the %d-byte cap", len(r.Data), max)
				}
			}
		}
	})
}
