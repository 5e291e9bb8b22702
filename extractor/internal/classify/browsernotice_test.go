package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// An outdated-browser notice at the top of a short product page is not
// content, whether hidden or not; the product stays.
func TestBrowserNotice(t *testing.T) {
	notice := `<div class="upgradeBrowserWrapper" style="display:none"><h3>Please update your browser to take advantage of the latest ` +
		`technology security enhancements to ensure your shopping experience is as safe as it is enjoyable:</h3>` +
		`<div class="browsers"><div class="browser"><img alt="Google Chrome" src="chrome.jpg"><a href="https://www.google.com/chrome/">Google Chrome</a></div>` +
		`<div class="browser"><img alt="Firefox" src="firefox.jpg"><a href="https://www.mozilla.org/firefox/">Firefox</a></div></div></div>`
	doc, err := html.Parse(strings.NewReader(`<html><head><title>Roadcase</title>` +
		`<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Roadcase"}</script></head><body>` +
		`<div class="page">` + notice + `<div class="app"><div class="name"><h1>P1 Retro Roadcase for 4 Units</h1></div>` +
		`<div class="details"><p>Expected availability: 2-4 weeks</p></div>` +
		`<div class="qa"><h2>Roadcase Q&amp;A</h2><p>Be the first to ask a question</p></div>` +
		`</div></div></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	got := mainText(Classify(doc, Options{URL: "https://shop.example/c/product/1825729-REG/roadcase.html"}))
	if strings.Contains(got, "update your browser") {
		t.Errorf("content %q holds the outdated-browser notice", got)
	}
	if !strings.Contains(got, "Expected availability") {
		t.Errorf("content %q lacks the product", got)
	}
}
