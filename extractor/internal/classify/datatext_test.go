package classify

import "testing"

// TestDataUnits: JSON documents left in the markup are chrome before the
// content is chosen; JSON in code and prose with brackets are not.
func TestDataUnits(t *testing.T) {
	page := `<html><body><article><h1>Home gym</h1>` +
		`<p id="prose">A home gym needs little room: a rack, a bench and a set of bands cover most exercises.</p>` +
		`<div id="tool"><span id="s1" hidden>{"layoutMobile":2,"layoutDesktop":4,"buttonText":"Buy now","products":["bands","bench"]}</span>` +
		`<span id="s2" hidden>{"layoutMobile":1,"buttonText":"Add to cart"}</span></div>` +
		`<div id="state" class="aok-hidden">[{"asin":"B0CXGXT6W8","title":"Resistance bands"},{"asin":"B0CYNFWD2R"}]</div>` +
		`<p id="api">The API answers <code id="code">{"coord":{"lon":-0.13,"lat":51.51}}</code> for London.</p>` +
		`<pre id="pre">{"coord":{"lon":-0.13,"lat":51.51},"weather":[{"main":"Rain"}]}</pre>` +
		`<p id="cite">[1] Sources are listed below, with "quotes": kept as they are.</p>` +
		`</article></body></html>`
	checkChrome(t, page, "s1", "s2", "state")
}

func TestJSONDocument(t *testing.T) {
	for s, want := range map[string]bool{
		`{"a":1}`:                 true,
		` [ {"a":1}, {"b":2} ] `:  true,
		`["x", {"a":1}]`:          true,
		`[1, 2, 3]`:               false, // no key
		`{"a":1`:                  false, // not valid
		`[citation needed]`:       false,
		`{a:1}`:                   false,
		`"just a quoted": string`: false,
	} {
		if got := jsonDocument(s); got != want {
			t.Errorf("jsonDocument(%q) = %v, want %v", s, got, want)
		}
	}
}
