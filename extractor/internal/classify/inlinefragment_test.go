package classify

import "testing"

// TestTextFragment: a popup-classed link inside a sentence keeps its words;
// a popup box of its own, an icon's one letter and a link that is most of
// its paragraph are still chrome by their class words.
func TestTextFragment(t *testing.T) {
	page := `<html><body><article>` +
		`<p>I am a <a id="gloss" class="popup" href="#">rather elderly</a> man. The nature of my avocations for the last thirty years has brought me into contact.</p>` +
		`<p>A price of thirty dollars for the rental of the suit <span id="icon" class="popup-trigger">i</span></p>` +
		`<p><a id="cta" class="popup-link" href="#">Open the selector form now</a> here.</p>` +
		`<div id="box" class="popup"><p>Sign up for our letters and offers today, with many words in it.</p></div>` +
		`</article></body></html>`
	checkChrome(t, page, "icon", "cta", "box")
}
