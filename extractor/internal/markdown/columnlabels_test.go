package markdown

import (
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// TestColumnLabelsChosenRow renders the rows of a thread's layout table
// one by one, as the selection chooses them: the row of column labels
// writes nothing, a data table's header row still writes its labels.
func TestColumnLabelsChosenRow(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<table id="thread">` +
		`<tr><th>Author</th><th>Message</th></tr>` +
		`<tr><td><b>wren_at_dawn</b></td><td><table><tr><td>Posted: Tue Mar 16, 2006</td></tr>` +
		`<tr><td>The kiln reaches its top temperature with the lid propped open.</td></tr></table></td></tr></table>` +
		`<table id="glazes"><tr><th>Glaze</th><th>Cone</th></tr><tr><td>Celadon</td><td>10</td></tr></table>`))
	if err != nil {
		t.Fatal(err)
	}
	var rows []*html.Node
	var find func(*html.Node)
	find = func(n *html.Node) {
		if n.DataAtom == atom.Tr && n.FirstChild != nil && n.FirstChild.DataAtom == atom.Th {
			rows = append(rows, n)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			find(c)
		}
	}
	find(doc)
	if len(rows) != 2 {
		t.Fatalf("found %d header rows, want 2", len(rows))
	}
	if md, _ := Render(rows[:1], Options{}); md != "" {
		t.Errorf("the thread's column labels wrote %q", md)
	}
	if md, _ := Render(rows[1:], Options{}); !strings.Contains(md, "Glaze") || !strings.Contains(md, "Cone") {
		t.Errorf("a data table's header row wrote %q", md)
	}
}

// TestColumnLabelsManyChosenRows renders a table of thousands of rows of
// labels, each chosen as a block of its own: the table's verdict is read
// once, not once a row (quadratic: minutes at this size).
func TestColumnLabelsManyChosenRows(t *testing.T) {
	const n = 20000
	doc, err := html.Parse(strings.NewReader(`<table role="presentation">` +
		strings.Repeat(`<tr><th>Author</th><th>Message</th></tr>`, n) + `</table>`))
	if err != nil {
		t.Fatal(err)
	}
	var rows []*html.Node
	var find func(*html.Node)
	find = func(n *html.Node) {
		if n.DataAtom == atom.Tr {
			rows = append(rows, n)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			find(c)
		}
	}
	find(doc)
	start := time.Now()
	md, _ := Render(rows, Options{})
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("%d rows took %v", len(rows), d)
	}
	if md != "" {
		t.Errorf("the column labels wrote %d bytes", len(md))
	}
}
