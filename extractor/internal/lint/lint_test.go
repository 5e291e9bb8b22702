package lint

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func parse(t *testing.T, s string) []*html.Node {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(s))
	if err != nil {
		t.Fatal(err)
	}
	return []*html.Node{doc}
}

func TestCheck(t *testing.T) {
	src := `<div><h2>Title</h2><p><a href="/a">one</a> and <a href="/b">two</a></p><pre>x</pre></div>`
	cases := []struct {
		name string
		md   string
		want []Rule
	}{
		{"good", "## Title\n\n[one](/a) and [two](/b)\n\n```\nx\n```\n", nil},
		// The known failure: deep indentation makes an indented code block
		// and kills the links, while the link text is still in the string.
		{"four-space links", "## Title\n\n    [one](/a) and [two](/b)\n\n```\nx\n```\n", []Rule{RuleLinksLost}},
		{"lost fence", "## Title\n\n[one](/a) and [two](/b)\n\nx\n", []Rule{RuleFenceCount}},
		{"heading level", "### Title\n\n[one](/a) and [two](/b)\n\n```\nx\n```\n", []Rule{RuleHeadings}},
		{"setext accident", "Title\n===\n\n[one](/a) and [two](/b)\n\n```\nx\n```\n", []Rule{RuleHeadings}},
	}
	nodes := parse(t, src)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := Check(c.md, nodes, nil, nil)
			if len(got) != len(c.want) {
				t.Fatalf("got %v, want rules %v", got, c.want)
			}
			for i := range got {
				if got[i].Rule != c.want[i] {
					t.Errorf("got %v, want %v", got[i], c.want[i])
				}
			}
		})
	}
}

func TestIndentedCodeWithoutPre(t *testing.T) {
	nodes := parse(t, `<div><div><a href="/x">deep</a></div></div>`)
	got := Check("    [deep](/x)\n", nodes, nil, nil)
	rules := map[Rule]bool{}
	for _, v := range got {
		rules[v.Rule] = true
	}
	if !rules[RuleIndentedCode] || !rules[RuleLinksLost] {
		t.Fatalf("want indented-code and links-lost, got %v", got)
	}
}

func TestSkippedAndDroppedSourceIgnored(t *testing.T) {
	nodes := parse(t, `<nav id="n"><a href="/n">nav</a></nav><button><a href="/b">b</a></button><a href="javascript:void(0)">js</a><a href="/e"></a><p>text</p>`)
	skip := func(n *html.Node) bool {
		for _, a := range n.Attr {
			if a.Key == "id" && a.Val == "n" {
				return true
			}
		}
		return false
	}
	if got := Check("text\n", nodes, skip, nil); len(got) != 0 {
		t.Fatalf("want no violations, got %v", got)
	}
}

// TestHeadingsInGridCells: a heading that is a data table's cell is written
// inline in the pipe table, so it counts as no heading; the table's caption
// is written above the table and still counts, and so does a heading in a
// layout table's cell, which the walker unwraps.
func TestHeadingsInGridCells(t *testing.T) {
	nodes := parse(t, `<table><caption><h3>Plan</h3></caption>`+
		`<tr><td><h4>Item</h4></td><td><h4>Amount</h4></td></tr><tr><td>Oats</td><td>80g</td></tr></table>`+
		`<table><tr><td><h2>News</h2><p>The story.</p></td><td>Side</td></tr><tr><td>a</td><td>b</td></tr></table>`)
	want := Source(nodes, nil, nil).Headings
	if want != [7]int{2: 1, 3: 1} {
		t.Fatalf("source headings %v, want one h2 and one h3", want[1:])
	}
}
