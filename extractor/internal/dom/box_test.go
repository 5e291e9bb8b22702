package dom

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// firstElement parses s and returns its first <span> or <div>.
func firstElement(t *testing.T, s string) *html.Node {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(s))
	if err != nil {
		t.Fatal(err)
	}
	var found *html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil && found == nil; c = c.NextSibling {
			if c.Type == html.ElementNode && (c.Data == "span" || c.Data == "div") {
				found = c
				return
			}
			walk(c)
		}
	}
	walk(doc)
	if found == nil {
		t.Fatalf("no span or div in %s", s)
	}
	return found
}

func TestBoxOf(t *testing.T) {
	cases := []struct {
		in   string
		want Box
	}{
		{`<span>x</span>`, BoxInline},
		{`<span class="highlight">x</span>`, BoxInline},
		{`<span class="block text-sm">x</span>`, BoxApart},
		{`<span class="hidden md:block">x</span>`, BoxApart},
		{`<span class="!block">x</span>`, BoxApart},
		{`<span class="inline-block">x</span>`, BoxInlineBlock},
		{`<div class="flex items-center gap-1">x</div>`, BoxItems},
		{`<div class="d-md-flex">x</div>`, BoxItems},
		{`<span class="d-block">x</span>`, BoxApart},
		{`<span class="d-lg-inline-block">x</span>`, BoxInlineBlock},
		{`<span class="is-flex">x</span>`, BoxItems},
		{`<span class="d-none blocky flexbox">x</span>`, BoxInline},
		{"<span class=\"x\u00a0block\">x</span>", BoxInline}, // one class name: HTML splits at ASCII white space only
		{"<span class=\"x\fblock\">x</span>", BoxApart},
		{`<span style="display:inline-block;opacity:0">x</span>`, BoxInlineBlock},
		{`<span style="Display : Block !important">x</span>`, BoxApart},
		{`<span style="display:grid">x</span>`, BoxItems},
		{`<span style="--display:block; color:red">x</span>`, BoxInline},
		{`<span style="display:block; display:inline">x</span>`, BoxInline},
		{`<span class="block" style="display:inline">x</span>`, BoxInline}, // the inline style wins
		{`<span style="display:contents">x</span>`, BoxInline},
		{`<span style="display:none">x</span>`, BoxInline},
	}
	for _, c := range cases {
		if got := BoxOf(firstElement(t, c.in)); got != c.want {
			t.Errorf("BoxOf(%s) = %d, want %d", c.in, got, c.want)
		}
	}
}

func TestEdgeOf(t *testing.T) {
	cases := []struct {
		in   string
		want Edge
	}{
		{`<span style="display:inline-block">The product</span>`, EdgePhrase},
		{`<span style="display:inline-block">F</span>`, EdgeInline}, // a letter of an animated word, a drop cap
		{`<span style="display:inline-block"><b>a</b> <i>b</i></span>`, EdgePhrase},
		{`<span class="block">A</span>`, EdgeBox},
		{`<div class="grid"></div>`, EdgeBox},
		{`<span class="underline">word</span>`, EdgeInline},
	}
	for _, c := range cases {
		if got := EdgeOf(firstElement(t, c.in)); got != c.want {
			t.Errorf("EdgeOf(%s) = %d, want %d", c.in, got, c.want)
		}
	}
}

func TestEdgeParts(t *testing.T) {
	cases := []struct {
		e    Edge
		a, b rune
		want bool
	}{
		{EdgeInline, 'd', 'e', false},
		{EdgePhrase, 't', 'd', true},
		{EdgePhrase, 't', '$', false},
		{EdgeBox, 'e', '$', true},
		{EdgeBox, ':', 'O', true},      // "AUTHOR:" "Onie T."
		{EdgeBox, 'e', '\u2022', true}, // a bullet between items
		{EdgeBox, '(', 'A', false},     // "(" "AGPL-3.0" ")" as flex items of a badge
		{EdgeBox, '0', ')', false},
		{EdgeBox, 'o', ',', false},
		{EdgeBox, ' ', 'a', false},
		{EdgeBox, 'a', '\n', false},
	}
	for _, c := range cases {
		if got := c.e.Parts(c.a, c.b); got != c.want {
			t.Errorf("Edge(%d).Parts(%q, %q) = %v, want %v", c.e, c.a, c.b, got, c.want)
		}
	}
}

// TestBoxAllocs: the walker and the metadata text ask BoxOf and EdgeOf
// of many elements; they read attributes in place.
func TestBoxAllocs(t *testing.T) {
	n := firstElement(t, `<span class="text-sm md:inline-block font-bold" style="color:red; DISPLAY: inline-block">The product</span>`)
	c := firstElement(t, `<span class="text-sm md:inline-block font-bold">The product</span>`)
	if a := testing.AllocsPerRun(100, func() { BoxOf(n); EdgeOf(n); BoxOf(c); EdgeOf(c) }); a != 0 {
		t.Errorf("BoxOf and EdgeOf allocate %v times", a)
	}
}
