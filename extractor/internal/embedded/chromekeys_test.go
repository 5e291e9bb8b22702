package embedded

import (
	"strings"
	"testing"

	"folio/extractor/internal/parse"
)

func TestChromeKey(t *testing.T) {
	for key, want := range map[string]bool{
		"footerV1": true, "footer": true, "site_menu": true, "localeMismatchModal": true,
		"SEOData": true, "cookieBanner": true, "config": true, "navigationV1": true,
		"description": false, "sections": false, "details": false, "menuItem": true,
		"headline": false, "footnotes": false, "pageModel": false, "": false, "modalities": false,
	} {
		if got := chromeKey(key); got != want {
			t.Errorf("chromeKey(%q) = %v, want %v", key, got, want)
		}
	}
}

// TestNextDataSkipsChrome: the layout's text that page props carry first
// (a footer's blurb, a discount's terms under the site's config) is not
// the page's; the product's description after it is.
func TestNextDataSkipsChrome(t *testing.T) {
	footer := "The Customer Happiness Team is your go-to when you need a recommendation, a return, or just a reason to smile. Seriously, reach out."
	terms := "Requires purchase of multiple items from the same product category. Qualifying quantities differ between product categories."
	page := `<html><head><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{
"footerV1":{"happinessModule":{"text":"` + footer + `"}},
"config":{"mix_and_match":{"sections":[{"content":{"value":"` + terms + `"}}]}},
"sections":[{"description":"` + longBody + `"}]}}}</script></head><body></body></html>`
	got := text(Content(mustParse(t, page), parse.Limits{}))
	if !strings.Contains(got, "new library wing") {
		t.Fatalf("the description is missing: %q", got)
	}
	for _, chrome := range []string{"Happiness", "Qualifying"} {
		if strings.Contains(got, chrome) {
			t.Errorf("chrome %q kept: %q", chrome, got)
		}
	}
}
