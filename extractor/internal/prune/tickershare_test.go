package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/wordhash"
)

// dedup leaves, for each unit it hashed, the ticker verdict tickers would
// reach by hashing the unit's words again.
func TestDedupTickerVerdicts(t *testing.T) {
	root := parseRoot(t, `<p>`+strings.Repeat("Book now * ", 8)+`</p><p>`+para("story", 40)+`</p><p>ha ha ha</p><p></p>`+
		`<div>`+strings.Repeat("Free shipping - ", 6)+`<p>inner</p></div>`)
	tr := buildTree([]*html.Node{root}, nil)
	dedup(tr, func(int32, classify.Role) {})
	tickers := 0
	for _, u := range tr.units {
		want := ticker(wordhash.Append(nil, tr.unitText[u]))
		if got := tr.ticker[u]; got != verdict(want) {
			t.Errorf("unit %q: verdict %d, want ticker %v", tr.unitText[u], got, want)
		}
		if want {
			tickers++
		}
	}
	if tickers != 2 {
		t.Errorf("%d tickers, want 2", tickers)
	}
}
