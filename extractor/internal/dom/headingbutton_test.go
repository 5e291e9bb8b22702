package dom

import (
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

func TestHeadingButton(t *testing.T) {
	cases := []struct {
		html string
		want bool
	}{
		{`<h3><button aria-expanded="false" aria-controls="a1">Is it dishwasher safe?</button></h3>`, true},
		{`<h2 class="accordion-header"><button class="accordion-button" aria-expanded="true"><span>Specifications</span><svg></svg></button></h2>`, true},
		{`<div role="heading" aria-level="3"> <button aria-controls="p">Care</button> </div>`, true},
		{`<h3><button>Is it dishwasher safe?</button></h3>`, false},                                            // no panel: a control
		{`<div><button aria-expanded="false">Menu</button></div>`, false},                                      // not in a heading
		{`<h3>Sizes <button aria-expanded="false">Guide</button></h3>`, false},                                 // the heading says more
		{`<h3><span>Sizes</span><button aria-expanded="false">Guide</button></h3>`, false},                     // the heading says more
		{`<h3><div><button aria-expanded="false">Deep</button></div></h3>`, false},                             // not the heading's child
		{`<h3><button aria-expanded="false"><svg><path/></svg></button></h3>`, false},                          // no text
		{`<h3><button aria-expanded="false">Is it safe?</button><span aria-hidden="true">+</span></h3>`, true}, // an icon beside it
		{`<h3><button aria-expanded="false">Is it safe?</button><svg><title>Toggle</title></svg></h3>`, true},  // a drawn icon
		{`<h3><span><button aria-expanded="false">Is it safe?</button></span></h3>`, true},                     // one inline wrapper
		{`<h3><span><span><button aria-expanded="false">Is it safe?</button></span></span></h3>`, false},       // two
		{`<h3><span>Sizes<button aria-expanded="false">Guide</button></span></h3>`, false},                     // the wrapper says more
	}
	for _, c := range cases {
		b := firstButton(t, c.html)
		if got := HeadingButton(b); got != c.want {
			t.Errorf("HeadingButton(%s) = %v, want %v", c.html, got, c.want)
		}
	}
}

// firstButton parses src and returns its first <button>, in document order.
func firstButton(t *testing.T, src string) *html.Node {
	t.Helper()
	var b *html.Node
	var find func(*html.Node)
	find = func(n *html.Node) {
		for ; n != nil && b == nil; n = n.NextSibling {
			if n.DataAtom == atom.Button {
				b = n
				return
			}
			find(n.FirstChild)
		}
	}
	find(parse(t, src))
	if b == nil {
		t.Fatalf("no button in %s", src)
	}
	return b
}
