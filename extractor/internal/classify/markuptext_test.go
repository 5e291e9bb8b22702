package classify

import "testing"

// TestMarkupUnits: escaped markup left as text (an ad's <noscript>
// fallback) is chrome before the content is chosen; markup in code and
// prose that names a tag are not.
func TestMarkupUnits(t *testing.T) {
	page := `<html><body><article><h1>Password manager</h1>` +
		`<p id="prose">The update adds one-time codes to the desktop version, which the mobile app has had for a year.</p>` +
		`<div id="ad">&lt;div&gt;&lt;a href="http://ads.example.net/jump/mac;sz=500x500;tile=1" target="_blank"&gt;&lt;img alt="" src="http://ads.example.net/ad/mac;sz=500x500" width="500" height="500"&gt;&lt;/a&gt;&lt;/div&gt;</div>` +
		`<p id="pixel"><a href="/x"><img src="/p.png" alt=""></a> <span id="px">&lt;img id="counter" src="/cgi/count/0.gif" width="1" height="1" alt=""&gt;</span></p>` +
		`<p id="names">Use <code>&lt;em&gt;</code> for stress and &lt;strong&gt; for importance, as the specification says.</p>` +
		`<pre id="pre">&lt;div class="card"&gt;&lt;a href="/item"&gt;Item&lt;/a&gt;&lt;/div&gt;</pre>` +
		`</article></body></html>`
	checkChrome(t, page, "ad", "pixel")
}

func TestMarkupDocument(t *testing.T) {
	for s, want := range map[string]bool{
		`<div><a href="http://x.net/a;b=1"><img src="http://x.net/i.gif"></a></div>`: true,
		` <img id="px" src="/c.gif" width="1" height="1" alt=""> `:                   true,
		`<b>Note:</b> the meeting moves to Thursday afternoon this week.`:            false, // ends in words
		`<3 this recipe, I make it every week >`:                                     false, // not a tag
		`<em>stress</em> and <strong>importance</strong> are two different things`:   false,
	} {
		if got := markupDocument(s); got != want {
			t.Errorf("markupDocument(%q) = %v, want %v", s, got, want)
		}
	}
}
