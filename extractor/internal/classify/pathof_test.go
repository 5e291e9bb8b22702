package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// pathOfSlow is PathOf before it wrote into one buffer.
func pathOfSlow(n *html.Node) string {
	var parts []string
	for p := n; p != nil && p.Type == html.ElementNode; p = p.Parent {
		s := p.Data
		if id := dom.Attr(p, "id"); id != "" {
			s += "#" + id
		} else if cls := strings.Fields(dom.Attr(p, "class")); len(cls) > 0 {
			s += "." + cls[0]
		}
		parts = append(parts, s)
		if p.DataAtom == atom.Body {
			break
		}
	}
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return strings.Join(parts, ">")
}

func TestPathOf(t *testing.T) {
	page := `<html><body class="home"><div id="page"><main class="  \u00a0site-main\tx">` +
		`<section class=""><article class="post&#xa0;entry" id=""><p class="a\xffb c">x</p>` +
		strings.Repeat("<div>", 40) + "<span>deep</span>" + strings.Repeat("</div>", 40) +
		`</article></section></main></div></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		if got, want := PathOf(n), pathOfSlow(n); got != want {
			t.Errorf("PathOf = %q, want %q", got, want)
		}
		checked++
	}
	if checked < 40 {
		t.Fatalf("checked %d elements", checked)
	}
}
