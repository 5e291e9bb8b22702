package parse

import (
	"context"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// treeDepth returns the deepest element nesting under n.
func treeDepth(n *html.Node) int {
	d := 0
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		d = max(d, treeDepth(c))
	}
	if n.Type == html.ElementNode {
		d++
	}
	return d
}

// Pages nested past the parser's 512 levels parse flattened: every text
// stays, in order, and the tree is within the limit.
func TestFlattenDeepPages(t *testing.T) {
	cases := []struct{ name, page string }{
		{"unclosed divs", "<p>first</p>" + strings.Repeat("<div>", 5_000) + "<p>deep text</p><img src=a.png alt=pic>"},
		{"unclosed fonts per row", strings.Repeat("<font size=2>row text ", 3_000)},
		{"nested lists", strings.Repeat("<ul><li>an item of the list ", 2_000)},
		{"nested tables", strings.Repeat("<table><tr><td>cell ", 1_000)},
		{"quotes in replies", strings.Repeat("<blockquote><p>reply</p>", 2_000) + strings.Repeat("</blockquote>", 2_000) + "<p>after</p>"},
	}
	lim := Limits{MaxDepth: HTMLMaxDepth, MaxNodes: 1_200_000, BytesPerNode: DefaultBytesPerNode}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc, err := ParseContext(context.Background(), []byte(c.page), "", lim)
			if err != nil {
				t.Fatal(err)
			}
			if d := treeDepth(doc); d > HTMLMaxDepth {
				t.Errorf("depth %d", d)
			}
			if got, wantText := textOf(doc), textOfPage(c.page); got != wantText {
				t.Errorf("text changed:\n got %.120q…\nwant %.120q…", got, wantText)
			}
			if strings.Contains(c.page, "<img") && !strings.Contains(render(doc), "<img") {
				t.Error("the image was dropped")
			}
		})
	}
}

// A lower MaxDepth flattens more: the tree stays within it.
func TestFlattenToConfiguredDepth(t *testing.T) {
	page := "<html><body>" + strings.Repeat("<div>", 40) + "<p>deep</p></body></html>"
	doc, err := Parse([]byte(page), "", Limits{MaxDepth: 20})
	if err != nil {
		t.Fatal(err)
	}
	if d := treeDepth(doc); d > 20 {
		t.Errorf("depth %d over MaxDepth 20", d)
	}
	if !strings.Contains(textOf(doc), "deep") {
		t.Error("the text was dropped")
	}
}

// Flattening keeps what is not nesting: raw text stays raw (a script's
// code is no page text), and a page within keep is returned as it was.
func TestFlattenKeeps(t *testing.T) {
	page := strings.Repeat("<div>", 50) + "<script>var x = '<span>';</script><style>p{}</style><p>t</p>" + strings.Repeat("</div>", 50)
	if got := string(flatten([]byte(page), 100)); got != page {
		t.Errorf("a page within keep changed:\n%q", got)
	}
	got := string(flatten([]byte(page), 10))
	for _, kept := range []string{"<script>var x = '<span>';</script>", "<style>p{}</style>", "t"} {
		if !strings.Contains(got, kept) {
			t.Errorf("%q lost in %q", kept, got)
		}
	}
	if n := strings.Count(got, "<div>"); n != 10 {
		t.Errorf("%d <div> start tags kept, want 10", n)
	}
	if n := strings.Count(got, "</div>"); n != 10 {
		t.Errorf("%d </div> end tags kept, want the 10 that close kept ones", n)
	}
	// The dropped divs' run, the dropped <p>'s start and its end.
	if n := strings.Count(got, "<br>"); n != 3 {
		t.Errorf("%d line breaks, want 3: one a run of dropped block tags", n)
	}
	if got := string(flatten([]byte(strings.Repeat("<span>", 20)+"x"), 10)); got != strings.Repeat("<span>", 10)+"x" {
		t.Errorf("inline tags flattened to %q, want dropped without a trace", got)
	}
}

// textOf is the text of doc's body, white space collapsed.
func textOf(doc *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode && (n.Parent == nil || n.Parent.Data != "script" && n.Parent.Data != "style") {
			b.WriteString(n.Data)
			b.WriteByte(' ')
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return strings.Join(strings.Fields(b.String()), " ")
}

// textOfPage is the text of a tag-only page: what lies between its tags.
func textOfPage(page string) string {
	var b strings.Builder
	in := false
	for _, r := range page {
		switch {
		case r == '<':
			in = true
			b.WriteByte(' ')
		case r == '>':
			in = false
		case !in:
			b.WriteRune(r)
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

func render(doc *html.Node) string {
	var b strings.Builder
	_ = html.Render(&b, doc)
	return b.String()
}
