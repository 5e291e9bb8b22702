package extractor

import (
	"bytes"
	"compress/gzip"
	"strings"
	"testing"
)

func TestBinaryInputGivesAnEmptyResultWithAReason(t *testing.T) {
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("<p>compressed</p>"))
	zw.Close()
	cases := []struct {
		name  string
		data  []byte
		empty string // the Result.Empty wanted; "" means the page extracts
	}{
		{"random bytes", randomBytes(1 << 12), "input is binary data, not HTML"},
		{"png", append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), randomBytes(64)...), "input is image/png, not HTML"},
		{"pdf", []byte("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"), "input is application/pdf, not HTML"},
		{"gzip not unpacked", gz.Bytes(), "input is application/x-gzip, not HTML"},
		{"html", []byte("<!doctype html><title>t</title><p>words here</p>"), ""},
		{"text before the markup with a stray control byte",
			[]byte("\x01 stray byte\n" + strings.Repeat("<p>a paragraph of ordinary words.</p>\n", 100)), ""},
		{"utf-16 with a byte order mark", utf16LE("<p>wide words</p>"), ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := Extract(c.data)
			if err != nil {
				t.Fatal(err)
			}
			if c.empty == "" {
				if res.Empty != "" || strings.TrimSpace(res.Text) == "" {
					t.Fatalf("want content, got Empty=%q text=%q", res.Empty, res.Text)
				}
				return
			}
			if res.Empty != c.empty || res.Markdown != "" {
				t.Fatalf("Empty = %q, Markdown = %.60q; want Empty %q and no Markdown", res.Empty, res.Markdown, c.empty)
			}
		})
	}
}

func utf16LE(s string) []byte {
	b := []byte{0xff, 0xfe}
	for _, r := range s {
		b = append(b, byte(r), byte(r>>8))
	}
	return b
}
