package classify

import (
	"strings"
	"testing"
)

// blindModel scores every unit as chrome but a box classed "teaser": the
// model of a page whose lines it reads one by one as captions and
// counters, and finds only a teaser's line good (trafilatura-dev 0804).
func blindModel() *Model {
	m := &Model{Weights: make([]float32, NumFeatures), Buckets: make([]float32, NumBuckets)}
	m.Weights[0] = -30 // the bias: p ≈ 0 for every unit
	m.Buckets[bucket("teaser")] = 60
	return m
}

// TestHandFallback: where the model finds no content on a long page that
// is no client-side shell, the hand weights read it; a short page or an
// app's mount point stays empty, as a shell should.
func TestHandFallback(t *testing.T) {
	story := strings.Repeat(`<div class="story-section"><div class="story-text">Seit zwei Jahren gehört der alte Kühlschrank zu meiner Küche, und ich kann mich an seiner Farbe nicht sattsehen, sagt Julia.</div>`+
		`<div class="stats"><span>12</span> <span>Merken</span></div></div>`, 20)
	menu := `<nav><a href="/">Start</a> <a href="/living">Living</a> <a href="/abo">Abo</a></nav>` +
		`<section><p class="teaser">Entdecke weitere Homestorys der Community.</p></section>`
	for _, c := range []struct {
		name, body string
		want       string // text the content must hold; "" for none
	}{
		{"long story", menu + `<div class="story">` + story + `</div>`, "alte Kühlschrank"},
		{"short page", menu + `<div class="story"><div class="story-text">Der alte Kühlschrank gehört seit zwei Jahren zu meiner Küche, sagt Julia aus dem Saarland.</div></div>` +
			strings.Repeat(`<div class="stats"><span>12</span> <span>Merken</span> <span>Teilen</span> <span>Kommentieren</span></div>`, 12), ""},
		{"app mount point", menu + `<div id="root">` + story + `</div>`, ""},
	} {
		old := SetModel(blindModel())
		got := classifiedText(t, `<html><head><title>Vintage trifft Urban Jungle</title></head><body>`+c.body+`</body></html>`, "https://wohnen.example/homestory/1597")
		SetModel(old)
		switch {
		case c.want == "" && strings.TrimSpace(got) != "":
			t.Errorf("%s: content %q, want none", c.name, got)
		case c.want != "" && !strings.Contains(got, c.want):
			t.Errorf("%s: content %q, want it to hold %q", c.name, got, c.want)
		}
	}
}
