package extractor

import (
	"errors"
	"math/rand"
	"strings"
	"testing"
	"unicode/utf8"
)

// Bad input gets a clear error or an empty result: never a panic or a hang.
func TestBadInput(t *testing.T) {
	bigText := strings.Repeat("word ", 200_000) // a 1 MB text node
	cases := []struct {
		name    string
		input   func() []byte
		wantErr error  // nil: must succeed
		want    string // a phrase the text must hold, when set
	}{
		{"empty", func() []byte { return nil }, nil, ""},
		{"whitespace", func() []byte { return []byte(" \n\t ") }, nil, ""},
		{"binary", func() []byte { return randomBytes(1 << 16) }, nil, ""},
		{"invalid utf-8", func() []byte { return []byte("<p>caf\xe9 \xff\xfe ok</p>") }, nil, "ok"},
		{"late invalid utf-8", func() []byte { return []byte("\xdb\xae\xff") }, nil, "\u06ee\ufffd"},
		{"declared utf-8, invalid bytes", func() []byte { return []byte("<meta charset=utf-8><p>caf\xe9 ok</p>") }, nil, "caf\ufffd ok"},
		{"unclosed tags", func() []byte { return []byte("<div><p>one<p>two<ul><li>three<li>four<table><tr><td>five") }, nil, "five"},
		{"deep nesting", func() []byte { return []byte(strings.Repeat("<div>", 100_000) + "deep x") }, nil, "deep x"},
		{"1 MB text node", func() []byte { return []byte("<p>" + bigText + "</p>") }, nil, "word word"},
		// Data nested millions deep: a walk that recursed per level would
		// overflow the goroutine's stack, a crash no recover catches.
		{"__NEXT_DATA__ nested 4M deep", func() []byte {
			return []byte(`<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">` + strings.Repeat("[", 4<<20))
		}, nil, ""},
		{"ld+json nested 1M deep", func() []byte {
			return []byte(`<script type="application/ld+json">` + strings.Repeat(`{"@type":"Article","a":`, 1<<20) + `</script><article><p>` +
				strings.Repeat("The council voted on a plan for river bridges. ", 10) + `</p></article>`)
		}, nil, "river bridges"},
		{"large table", func() []byte { return table(500, 100) }, nil, "r499c99"},
		{"a million cells", func() []byte { return table(10_000, 100) }, ErrTooManyNodes, ""},
		{"50 MB page", func() []byte { return []byte("<p>" + strings.Repeat("x", 50<<20) + "</p>") }, ErrTooLarge, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := Extract(c.input())
			if c.wantErr != nil {
				var le *LimitError
				if !errors.Is(err, c.wantErr) || !errors.As(err, &le) {
					t.Fatalf("err = %v, want %v as a *LimitError", err, c.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if !utf8.ValidString(res.Markdown) || !utf8.ValidString(res.Text) {
				t.Error("output is not valid UTF-8")
			}
			if c.want != "" && !strings.Contains(res.Text, c.want) {
				t.Errorf("text lacks %q: %.200q", c.want, res.Text)
			}
			if strings.TrimSpace(res.Markdown) == "" && res.Empty == "" {
				t.Error("empty output without a reason in Result.Empty")
			}
		})
	}
}

func TestLimitsAreConfigurable(t *testing.T) {
	page := []byte("<html><body>" + strings.Repeat("<div>", 40) + "<p>deep</p></body></html>")
	// Markup past MaxDepth is flattened, its text kept.
	res, err := Extract(page, WithLimits(Limits{MaxDepth: 20}), WithProfile(ProfileAll))
	if err != nil || !strings.Contains(res.Text, "deep") {
		t.Errorf("MaxDepth 20: err = %v, text %q, want the text flattened", err, res.Text)
	}
	_, err = Extract(page, WithLimits(Limits{MaxNodes: 10}))
	if !errors.Is(err, ErrTooManyNodes) {
		t.Errorf("MaxNodes 10: err = %v, want ErrTooManyNodes", err)
	}
	_, err = Extract(page, WithLimits(Limits{MaxBytes: 10}))
	if !errors.Is(err, ErrTooLarge) {
		t.Errorf("MaxBytes 10: err = %v, want ErrTooLarge", err)
	}
	if _, err := Extract(page, WithProfile("everything")); !errors.Is(err, ErrBadOption) {
		t.Errorf("unknown profile: err = %v, want ErrBadOption", err)
	}
	if _, err := Extract(page, WithURL("http://[::1")); !errors.Is(err, ErrBadOption) {
		t.Errorf("bad URL: err = %v, want ErrBadOption", err)
	}
	if _, err := ExtractReader(strings.NewReader(string(page)), WithLimits(Limits{MaxBytes: 10})); !errors.Is(err, ErrTooLarge) {
		t.Errorf("ExtractReader over MaxBytes: err = %v, want ErrTooLarge", err)
	}
}

func TestCharsets(t *testing.T) {
	latin1 := []byte("<html><head><meta charset=\"iso-8859-1\"></head><body><p>caf\xe9 cr\xe8me</p></body></html>")
	cases := []struct {
		name        string
		data        []byte
		contentType string
		want        string
	}{
		{"meta charset", latin1, "", "café crème"},
		{"http header wins over nothing", []byte("<p>caf\xe9</p>"), "text/html; charset=windows-1252", "café"},
		{"utf-8 bom", []byte("\xef\xbb\xbf<p>café</p>"), "", "café"},
		{"undeclared utf-8", []byte("<p>café</p>"), "", "café"},
		{"shift_jis", []byte("<meta charset=\"shift_jis\"><p>\x93\xfa\x96\x7b</p>"), "", "日本"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := Extract(c.data, WithContentType(c.contentType), WithProfile(ProfileAll))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(res.Text, c.want) {
				t.Errorf("text = %q, want it to hold %q", res.Text, c.want)
			}
		})
	}
}

func table(rows, cols int) []byte {
	var b strings.Builder
	b.WriteString("<table>")
	for r := 0; r < rows; r++ {
		b.WriteString("<tr>")
		for c := 0; c < cols; c++ {
			b.WriteString("<td>r")
			b.WriteString(itoa(r))
			b.WriteString("c")
			b.WriteString(itoa(c))
			b.WriteString("</td>")
		}
		b.WriteString("</tr>")
	}
	b.WriteString("</table>")
	return []byte(b.String())
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var d []byte
	for ; n > 0; n /= 10 {
		d = append([]byte{byte('0' + n%10)}, d...)
	}
	return string(d)
}

func randomBytes(n int) []byte {
	r := rand.New(rand.NewSource(1))
	b := make([]byte, n)
	r.Read(b)
	return b
}
