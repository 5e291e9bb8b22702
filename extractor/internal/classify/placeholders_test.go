package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

func TestDropPlaceholders(t *testing.T) {
	prose := strings.Repeat(`<p>The wallet holds up to twelve cards and stays slim in a front pocket, with an aluminium frame that resists scratches.</p>`, 4)
	page := `<html><head><title>Wallet</title></head><body><main><h1>Wallet</h1>` + prose +
		`<div class="tab"><h3>Specs</h3><p><span>  Lorem   ipsum</span> dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.</p></div>` +
		`<div class="card"><p>The frame is <em>lorem ipsum</em> free: this sentence only quotes the phrase and stays.</p></div>` +
		`</main></body></html>`
	got := classifiedText(t, page, "https://shop.example/products/wallet")
	if strings.Contains(got, "dolor sit amet") {
		t.Errorf("placeholder paragraph kept: %.200q", got)
	}
	for _, want := range []string{"twelve cards", "only quotes the phrase", "Specs"} {
		if !strings.Contains(got, want) {
			t.Errorf("lost %q: %.300q", want, got)
		}
	}
}

func TestUnitOpening(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<p>
	  <b>Lorem</b>
	  ipsum dolor sit amet, consectetur adipiscing elit</p>`))
	if err != nil {
		t.Fatal(err)
	}
	p := dom.FindBody(doc).FirstChild
	var buf [16]byte
	if got := string(unitOpening(buf[:0], p)); got != "Lorem ipsum dolo" {
		t.Errorf("unitOpening = %q, want %q", got, "Lorem ipsum dolo")
	}
	var opening [placeholderOpeningLen]byte
	if !placeholderUnit(&opening, p) {
		t.Error("placeholderUnit = false for a Lorem ipsum paragraph")
	}
}

// TestPlaceholderUnitCutShort: a unit whose text goes on past the
// opening read has its last word cut ("Duis aute irure dolor in
// reprehenderit i|n voluptate"), and that piece is not read as a word.
func TestPlaceholderUnitCutShort(t *testing.T) {
	const text = "Duis aute irure dolor in reprehenderit in voluptate velit esse"
	doc, err := html.Parse(strings.NewReader("<p>" + text + "</p>"))
	if err != nil {
		t.Fatal(err)
	}
	var buf [placeholderOpeningLen]byte
	if !placeholderUnit(&buf, dom.FindBody(doc).FirstChild) {
		t.Errorf("placeholderUnit(%q) = false, want true", text)
	}
}

// TestPlaceholderPage: a page whose text is all placeholder (a template's
// demo) keeps it; the text is all it shows.
func TestPlaceholderPage(t *testing.T) {
	lorem := strings.Repeat(`<p>Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor invidunt ut labore et dolore magna aliquyam erat.</p>`, 3)
	page := `<html><head><title>Demo</title></head><body><article><h1>Demo</h1>` + lorem +
		`<h2>Secondary header</h2>` + lorem + `</article></body></html>`
	got := classifiedText(t, page, "https://example.org/demo.html")
	if !strings.Contains(got, "sadipscing elitr") {
		t.Errorf("a page of placeholder text lost it: %.300q", got)
	}
}
