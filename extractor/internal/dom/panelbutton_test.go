package dom

import "testing"

func TestPanelButton(t *testing.T) {
	cases := []struct {
		html string
		want bool
	}{
		{`<div><button aria-expanded="false" aria-controls="a2">Can I return an item?</button><div id="a2">Yes, within thirty days.</div></div>`, true},
		{`<div><button aria-expanded="true" aria-controls="a2">Shipping</button>
		  <section id="a2">Two days.</section></div>`, true}, // whitespace between
		{`<div><button aria-expanded="false">Can I return an item?</button><div id="a2">Yes.</div></div>`, false},                                                                                                         // controls nothing named
		{`<div><button aria-controls="a2">Can I return an item?</button><div id="a2">Yes.</div></div>`, false},                                                                                                            // no disclosure state
		{`<div><button aria-expanded="false" aria-controls="nav">Menu</button><a href="/">Home</a><nav id="nav"></nav></div>`, false},                                                                                     // panel not next
		{`<div><div id="more">Long text.</div><button aria-expanded="false" aria-controls="more">Read more</button></div>`, false},                                                                                        // panel before it
		{`<div><button aria-expanded="false" aria-controls="a2">Can I</button> or not <div id="a2">Yes.</div></div>`, false},                                                                                              // text between
		{`<div><button aria-expanded="false" aria-controls="a2 a3">Both</button><div id="a2">Yes.</div></div>`, false},                                                                                                    // two panels
		{`<div><button aria-expanded="false" aria-controls="a2"><svg></svg></button><div id="a2">Yes.</div></div>`, false},                                                                                                // no text
		{`<div><button aria-expanded="false" aria-controls="a2">one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen</button><div id="a2">Yes.</div></div>`, false}, // a paragraph, not a header
	}
	for _, c := range cases {
		if got := PanelButton(firstButton(t, c.html)); got != c.want {
			t.Errorf("PanelButton(%s) = %v, want %v", c.html, got, c.want)
		}
	}
}
