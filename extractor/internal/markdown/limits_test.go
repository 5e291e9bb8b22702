package markdown_test

import (
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"folio/extractor/internal/markdown"
)

// TestHostileInputs covers the walker's share of bad input: huge tables and
// text nodes stay linear, the deepest nesting the parser allows renders,
// unclosed tags and invalid UTF-8 do not break the output contract.
func TestHostileInputs(t *testing.T) {
	cases := []struct {
		name  string
		src   func() string
		check func(t *testing.T, md string)
		limit time.Duration
	}{
		{"table 10000x100", func() string { return bigTable(10000, 100) }, func(t *testing.T, md string) {
			if n := strings.Count(md, "\n"); n != 10001 {
				t.Errorf("want 10001 lines (header, delimiter, 9999 rows), got %d", n)
			}
		}, 30 * time.Second},
		{"text node 1MB", func() string { return "<p>" + strings.Repeat("word_with*stars ", 1<<16) + "</p>" }, func(t *testing.T, md string) {
			if len(md) < 1<<20 {
				t.Errorf("text lost: %d bytes", len(md))
			}
		}, 5 * time.Second},
		{"nesting at the parser limit", func() string {
			return strings.Repeat("<div><blockquote><ul><li><em>", 100) + "deep <a href=/x>link</a>" + strings.Repeat("</em></li></ul></blockquote></div>", 100)
		}, func(t *testing.T, md string) {
			if !strings.Contains(md, "[link](") {
				t.Errorf("link lost at depth")
			}
		}, 5 * time.Second},
		{"unclosed tags", func() string { return "<ul><li>a<li>b<table><tr><td>c<pre>d<blockquote>e<h2>f" }, nil, time.Second},
		{"invalid utf-8", func() string { return "<p>a\xff\xfeb \x00 c</p>" }, nil, time.Second},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(c.src()))
			if err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			md, _ := markdown.Render([]*html.Node{doc}, markdown.Options{})
			t.Logf("render %v", time.Since(start))
			if d := time.Since(start); d > c.limit {
				t.Errorf("took %v, limit %v", d, c.limit)
			}
			if c.check != nil {
				c.check(t, md)
			}
			checkOutput(t, md, []*html.Node{doc})
		})
	}
}

func bigTable(rows, cols int) string {
	var b strings.Builder
	b.WriteString("<table>")
	for r := range rows {
		b.WriteString("<tr>")
		for range cols {
			if r == 0 {
				b.WriteString("<th>h</th>")
			} else {
				b.WriteString("<td>x</td>")
			}
		}
		b.WriteString("</tr>")
	}
	b.WriteString("</table>")
	return b.String()
}
