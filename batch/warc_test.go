package batch

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"

	"folio/extractor"
	"folio/internal/warcwrite"
)

// mixedWARC has a warcinfo, a request, three HTML pages (one in Latin-1,
// declared by the HTTP header only), an image, a 404 and a redirect.
func mixedWARC(w *warcwrite.Writer) {
	w.Warcinfo()
	w.Record("request", "https://a.example/one", "application/http; msgtype=request",
		[]byte("GET /one HTTP/1.1\r\nHost: a.example\r\n\r\n"))
	w.Response("https://a.example/one", "text/html; charset=utf-8", article("First page", "en", "gardening", 6))
	latin := []byte(strings.ReplaceAll(string(article("Café crème", "fr", "cuisine", 6)), "é", "\xe9"))
	latin = bytes.ReplaceAll(latin, []byte("è"), []byte("\xe8"))
	w.Response("https://b.example/deux", "text/html; charset=ISO-8859-1", latin)
	w.Response("https://a.example/logo.png", "image/png", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"))
	w.HTTPResponse("https://a.example/gone", 404, map[string]string{"Content-Type": "text/html"}, article("Not found", "en", "absence", 1))
	w.HTTPResponse("https://a.example/old", 301, map[string]string{"Location": "/one"}, nil)
	w.Response("https://c.example/three", "application/xhtml+xml", article("Third page", "de", "astronomy", 6))
}

func TestWARCInput(t *testing.T) {
	for _, gz := range []bool{false, true} {
		name := map[bool]string{false: "crawl.warc", true: "crawl.warc.gz"}[gz]
		t.Run(name, func(t *testing.T) {
			path := warcFile(t, name, gz, mixedWARC)
			rows, st := runJob(t, []string{path}, nil, Options{Ordered: true})
			if len(rows) != 3 {
				t.Fatalf("got %d rows, want the 3 HTML pages: %+v", len(rows), rows)
			}
			if st.Skipped != 5 {
				t.Errorf("skipped %d records, want 5 (warcinfo, request, image, 404, 301)", st.Skipped)
			}
			want := []string{"https://a.example/one", "https://b.example/deux", "https://c.example/three"}
			for i, r := range rows {
				if r.URL != want[i] || r.Error != "" || r.Empty != "" {
					t.Errorf("row %d: url %q error %q empty %q", i, r.URL, r.Error, r.Empty)
				}
				checkOffset(t, path, r, gz)
			}
			if rows[0].RecordID != warcwrite.ID(3) || rows[0].Title != "First page" || rows[0].Language != "en" {
				t.Errorf("first row: id %q title %q language %q", rows[0].RecordID, rows[0].Title, rows[0].Language)
			}
			if rows[1].Title != "Café crème" || !strings.Contains(rows[1].Text, "cuisine") {
				t.Errorf("Latin-1 page decoded as %q (charset from the HTTP header)", rows[1].Title)
			}
			if !strings.Contains(rows[0].Markdown, "gardening") || strings.Contains(rows[0].Markdown, "Copyright") {
				t.Errorf("first page markdown:\n%s", rows[0].Markdown)
			}
		})
	}
}

// checkOffset reads the file at a row's offset and expects a record start.
func checkOffset(t *testing.T, path string, r Row, gz bool) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.Seek(r.Offset, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	var rd io.Reader = f
	if gz {
		zr, err := gzip.NewReader(f)
		if err != nil {
			t.Fatalf("offset %d of %s is not a gzip member: %v", r.Offset, r.URL, err)
		}
		rd = zr
	}
	head := make([]byte, 200)
	n, _ := io.ReadFull(rd, head)
	if !bytes.HasPrefix(head[:n], []byte("WARC/1.1")) || !bytes.Contains(head[:n], []byte(r.RecordID)) {
		t.Errorf("offset %d of %s does not start its record: %q", r.Offset, r.URL, head[:n])
	}
}

// TestWARCBadRecords is the robustness target: binary records, a
// 50 MB page, a 100,000-level nesting page and a truncated final record.
// Every good record comes out (the nesting page read flattened, its text
// kept), the bad ones are reported in their rows, and the job succeeds.
func TestWARCBadRecords(t *testing.T) {
	deep := []byte(strings.Repeat("<div>", 100_000) + "deep text" + strings.Repeat("</div>", 100_000))
	huge := append(article("Huge", "en", "size", 1), bytes.Repeat([]byte("<p>filler words here</p>"), 50<<20/24)...)
	binary := bytes.Repeat([]byte{0x00, 0xff, 0x10, 0x80, 'P', 'K', 0x03, 0x04}, 4096)
	path := warcFile(t, "bad.warc", false, func(w *warcwrite.Writer) {
		w.Warcinfo()
		w.Response("https://ok.example/1", "text/html", article("Good one", "en", "rivers", 5))
		w.Response("https://bad.example/binary", "text/html", binary)
		w.Response("https://bad.example/huge", "text/html", huge)
		w.Response("https://bad.example/deep", "text/html", deep)
		w.Record("resource", "https://bad.example/blob", "application/octet-stream", binary)
		w.Response("https://ok.example/2", "text/html", article("Good two", "en", "mountains", 5))
		w.Raw([]byte("WARC/1.1\r\nWARC-Type: response\r\nWARC-Record-ID: <urn:uuid:truncated>\r\n" +
			"WARC-Target-URI: https://bad.example/cut\r\nContent-Type: application/http; msgtype=response\r\n" +
			"Content-Length: 5000\r\n\r\nHTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n<html><body><p>cut sho"))
	})
	rows, st := runJob(t, []string{path}, nil, Options{Ordered: true})
	got := byURL(rows)
	for _, r := range rows {
		t.Logf("%s @%d: error %q empty %q", r.URL, r.Offset, r.Error, r.Empty)
	}
	for _, u := range []string{"https://ok.example/1", "https://ok.example/2"} {
		if r := got[u]; r.Error != "" || !strings.Contains(r.Text, "Paragraph") {
			t.Errorf("%s: error %q, text %q", u, r.Error, r.Text)
		}
	}
	if r := got["https://bad.example/binary"]; !strings.Contains(r.Empty, "not HTML") {
		t.Errorf("binary page: empty %q error %q, want a not-HTML report", r.Empty, r.Error)
	}
	if r := got["https://bad.example/huge"]; !strings.Contains(r.Error, ErrTooLarge.Error()) {
		t.Errorf("50 MB page: error %q, want %v", r.Error, ErrTooLarge)
	}
	if r := got["https://bad.example/deep"]; r.Error != "" || !strings.Contains(r.Text, "deep text") {
		t.Errorf("100,000-level page: error %q, text %q, want its text read flattened", r.Error, r.Text)
	}
	if r := got["https://bad.example/cut"]; !strings.Contains(r.Error, ErrTruncated.Error()) {
		t.Errorf("truncated record: %+v, want %v", r, ErrTruncated)
	}
	if len(rows) != 6 || len(st.Inputs) != 0 {
		t.Errorf("%d rows, input errors %v; want 6 rows and none", len(rows), st.Inputs)
	}
}

func TestWARCTruncatedGzipMember(t *testing.T) {
	path := warcFile(t, "cut.warc.gz", true, func(w *warcwrite.Writer) {
		w.Response("https://ok.example/1", "text/html", article("Good", "en", "lakes", 4))
		w.Response("https://ok.example/2", "text/html", article("Cut", "en", "seas", 40))
	})
	data, _ := os.ReadFile(path)
	if err := os.WriteFile(path, data[:len(data)-300], 0o644); err != nil {
		t.Fatal(err)
	}
	rows, _ := runJob(t, []string{path}, nil, Options{Ordered: true})
	if len(rows) != 2 || rows[0].Error != "" || !strings.Contains(rows[1].Error, "truncated") {
		t.Fatalf("rows: %+v", rows)
	}
}

// A final record cut inside its HTTP header cannot be told to be a page
// or not: it is reported as truncated, not skipped as non-HTML.
func TestWARCCutInsideHTTPHeader(t *testing.T) {
	for _, cut := range []string{"HTTP/1.1 200 OK\r\n", "HTTP/1.1 200 OK\r\nServ", "HTTP/1.1 200 OK\r\n\r\n<p>"} {
		for _, gz := range []bool{false, true} {
			path := warcFile(t, "head.warc", gz, func(w *warcwrite.Writer) {
				w.Response("https://ok.example/1", "text/html", article("Good", "en", "lakes", 4))
				w.Raw([]byte("WARC/1.1\r\nWARC-Type: response\r\nWARC-Target-URI: https://ok.example/cut\r\n" +
					"Content-Type: application/http; msgtype=response\r\nContent-Length: 900\r\n\r\n" + cut))
			})
			rows, st := runJob(t, []string{path}, nil, Options{Ordered: true})
			if len(rows) != 2 || rows[0].Error != "" || rows[1].URL != "https://ok.example/cut" || !strings.Contains(rows[1].Error, "truncated") {
				t.Fatalf("cut after %q, gz %v: rows %+v, stats %v", cut, gz, rows, st)
			}
		}
	}
}

func TestWARCContentEncodings(t *testing.T) {
	page := article("Zipped", "en", "compression", 4)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(page)
	zw.Close()
	chunked := []byte("10\r\n" + string(page[:16]) + "\r\n")
	chunked = append(chunked, []byte(strconv.FormatInt(int64(len(page)-16), 16)+"\r\n")...)
	chunked = append(append(chunked, page[16:]...), []byte("\r\n0\r\n\r\n")...)
	path := warcFile(t, "enc.warc", false, func(w *warcwrite.Writer) {
		w.HTTPResponse("https://z.example/gzip", 200, map[string]string{"Content-Type": "text/html", "Content-Encoding": "gzip"}, gz.Bytes())
		w.HTTPResponse("https://z.example/chunked", 200, map[string]string{"Content-Type": "text/html", "Transfer-Encoding": "chunked"}, chunked)
		w.HTTPResponse("https://z.example/odd", 200, map[string]string{"Content-Type": "text/html", "Content-Encoding": "compress"}, page)
	})
	got := byURL(mustRows(t, path))
	for _, u := range []string{"https://z.example/gzip", "https://z.example/chunked"} {
		if r := got[u]; r.Title != "Zipped" || r.Error != "" {
			t.Errorf("%s: title %q error %q", u, r.Title, r.Error)
		}
	}
	if r := got["https://z.example/odd"]; !strings.Contains(r.Error, "unsupported Content-Encoding") {
		t.Errorf("unknown encoding: error %q", r.Error)
	}
}

func mustRows(t *testing.T, path string) []Row {
	t.Helper()
	rows, _ := runJob(t, []string{path}, nil, Options{Ordered: true})
	return rows
}

// The rows of batch are what the extractor gives page by page.
func TestWARCMatchesExtract(t *testing.T) {
	pages := [][]byte{article("One", "en", "bees", 3), article("Two", "en", "ants", 9), []byte("<p>tiny</p>"), nil}
	path := warcFile(t, "same.warc.gz", true, func(w *warcwrite.Writer) {
		for i, p := range pages {
			w.Response("https://s.example/"+string(rune('a'+i)), "text/html", p)
		}
	})
	rows, _ := runJob(t, []string{path}, nil, Options{Workers: 3})
	got := byURL(rows)
	for i, p := range pages {
		u := "https://s.example/" + string(rune('a'+i))
		res, err := extractor.Extract(p, extractor.WithURL(u), extractor.WithContentType("text/html"))
		if err != nil {
			t.Fatal(err)
		}
		if r := got[u]; r.Markdown != res.Markdown || r.Text != res.Text || r.Empty != res.Empty {
			t.Errorf("%s: batch and Extract differ:\n%q\n%q", u, r.Markdown, res.Markdown)
		}
	}
}

func TestOpenErrors(t *testing.T) {
	_, st := runJob(t, []string{"/no/such/file.warc"}, nil, Options{})
	if len(st.Inputs) != 1 || !errors.Is(st.Inputs[0], os.ErrNotExist) {
		t.Errorf("missing input: %v", st.Inputs)
	}
}
