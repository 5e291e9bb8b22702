package metadata

import (
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// choicePage is a page whose h1 shares three words with its og:title and
// <title>, so chooseTitle takes the h1, while its address's slug spells
// the structured title.
const choicePage = `<html><head><title>Winter Garden Planting Guide for Small Yards | Acme</title>
<meta property="og:title" content="Winter Garden Planting Guide for Small Yards">
<meta property="og:site_name" content="Acme"></head>
<body><header><a href="/">Acme</a></header><main><h1>Planting a Winter Garden Today</h1><p>Text.</p></main></body></html>`

func readChoice(t *testing.T, page, addr string) Reading {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	var u *url.URL
	if addr != "" {
		u, _ = url.Parse(addr)
	}
	return Read(doc, u)
}

// TestTitleChoice checks what Read hands the extractor: the model's title
// before the content is known (the rule would take the h1), and the
// choice with its h1 element and the slug's evidence; without an address
// there is no choice (the model was fitted on pages with one).
func TestTitleChoice(t *testing.T) {
	r := readChoice(t, choicePage, "https://acme.example/guides/winter-garden-planting-guide-for-small-yards")
	c := r.TitleChoice
	if c == nil {
		t.Fatal("no title choice")
	}
	if got := c.title(nil, 0); got != "Planting a Winter Garden Today" {
		t.Errorf("rule title = %q, want the h1", got)
	}
	if r.Metadata.Title != c.structured {
		t.Errorf("Read's title = %q, want the structured title the slug spells", r.Metadata.Title)
	}
	if c.H1 == nil || c.H1.Data != "h1" {
		t.Errorf("H1 = %v, want the h1 element", c.H1)
	}
	if c.h1Title != "Planting a Winter Garden Today" || c.structured != "Winter Garden Planting Guide for Small Yards" {
		t.Errorf("choice = %q / %q", c.h1Title, c.structured)
	}
	if got := c.x[fSlugOverlap]; got < 0.5 {
		t.Errorf("slugOverlap = %.2f, want the slug to side with the structured title", got)
	}
	if got := c.x[fRuleTakesH1]; got != 1 {
		t.Errorf("ruleTakesH1 = %v, want 1", got)
	}
	if got := c.Title(true); got != c.structured {
		t.Errorf("committed model chooses %q, want the structured title the slug spells", got)
	}
	if r := readChoice(t, choicePage, ""); r.TitleChoice != nil {
		t.Error("a page without an address has a title choice")
	}
}

// TestTitleChoiceInContent checks that the content evidence reaches the
// model: a model that reads only inContent takes the structured title
// when the h1 is in the content and the h1 when it is not, and with no
// model the rule's choice stands.
func TestTitleChoiceInContent(t *testing.T) {
	c := readChoice(t, choicePage, "https://acme.example/guides/winter-garden-planting-guide-for-small-yards").TitleChoice
	m := &choiceModel{Mean: make([]float64, numChoiceFeatures), Scale: make([]float64, numChoiceFeatures), Weights: make([]float64, numChoiceFeatures+1)}
	for i := range m.Scale {
		m.Scale[i] = 1
	}
	m.Weights[fInContent], m.Weights[numChoiceFeatures] = 2, -1
	if c.takesStructured(m, 0) || !c.takesStructured(m, 1) {
		t.Error("inContent does not reach the model")
	}
	if c.takesStructured(nil, 1) {
		t.Error("without a model the rule (the h1) should stand")
	}
}

// TestTitleModelLoads checks that the committed model parses and lists
// the features in TitleChoice's order; a model that lists others is
// refused.
func TestTitleModelLoads(t *testing.T) {
	if titleModel == nil {
		t.Fatal("titlemodel.json does not load: TitleChoice would fall back to the rule")
	}
	if titleModel.Trained["heldOut"] == "" {
		t.Error("titlemodel.json does not say how it was trained")
	}
	bad := strings.Replace(string(titleModelJSON), `"slugOverlap"`, `"slug"`, 1)
	if loadChoiceModel([]byte(bad)) != nil {
		t.Error("a model with a renamed feature loads")
	}
}
