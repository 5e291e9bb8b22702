package dom

import "testing"

func TestDisplayButton(t *testing.T) {
	cases := []struct {
		html string
		want bool
	}{
		{`<button aria-disabled="true" type="button"><div aria-label="Available in 13 Colors">13 Colors</div></button>`, true},
		{`<button disabled><p>Sold out</p></button>`, true},
		{`<button type="button"><div>13 Colors</div></button>`, false},                                     // live
		{`<button aria-disabled="false"><div>13 Colors</div></button>`, false},                             // live
		{`<button disabled><div class="spinner"></div><span>Add to cart</span></button>`, false},           // a label as text
		{`<button disabled>Subscribe <div>now</div></button>`, false},                                      // text beside the block
		{`<button aria-disabled="true" aria-expanded="true"><div><h3>Step one</h3></div></button>`, false}, // a disclosure
		{`<button disabled><div></div></button>`, false},                                                   // nothing shown
	}
	for _, c := range cases {
		b := firstButton(t, c.html)
		if got := DisplayButton(b); got != c.want {
			t.Errorf("DisplayButton(%s) = %v, want %v", c.html, got, c.want)
		}
	}
}
