package main

import (
	"testing"

	"folio/extractor/internal/classify"
	"folio/gym/score"
)

func TestPageWeightByCorpusAndType(t *testing.T) {
	cw, err := parseWeights("wcxb=1,traf=0.5")
	if err != nil {
		t.Fatal(err)
	}
	tw, err := parseTypeWeights(" product=2, collection=1.5")
	if err != nil {
		t.Fatal(err)
	}
	weigh := pageWeight(cw, tw)
	for _, c := range []struct {
		corpus score.Corpus
		typ    string
		want   float32
	}{
		{score.WCXB, "product", 2},
		{score.WCXB, "collection", 1.5},
		{score.WCXB, "article", 1},
		{score.Traf, "page", 0.5},
		{score.ScrapingHub, "article", 1},
	} {
		if got := weigh(page{Page: score.Page{Type: c.typ}, corpus: c.corpus}); got != c.want {
			t.Errorf("%s %s page weighs %v, want %v", c.corpus, c.typ, got, c.want)
		}
	}
	if tw, err := parseTypeWeights(""); err != nil || len(tw) != 0 {
		t.Errorf("empty -type-weights: %v, %v", tw, err)
	}
	for _, bad := range []string{"product", "=2", "product=-1", "product=x", "product=2,"} {
		if _, err := parseTypeWeights(bad); err == nil {
			t.Errorf("-type-weights %q accepted", bad)
		}
	}
}

func TestPenaltiesByWeightKind(t *testing.T) {
	defer func(a, b, c float64) { l2, l2b, l2t = a, b, c }(l2, l2b, l2t)
	nd, nb := classify.NumFeatures, classify.NumBuckets
	n := nd + nb
	moved := func() (dense, class, text bool) {
		w := make([]float64, n)
		for j := range w {
			w[j] = 1
		}
		m, v, g := make([]float64, n), make([]float64, n), make([]float64, n)
		adam(w, g, m, v, 1, 1)
		return w[0] != 1, w[nd] != 1, w[nd+nb/2] != 1
	}
	l2, l2b, l2t = 0, 0, 1
	if d, c, x := moved(); d || c || !x {
		t.Errorf("-l2t alone moved dense %v, class %v, text %v; want only text", d, c, x)
	}
	l2, l2b, l2t = 0, 1, -1
	if d, c, x := moved(); d || !c || !x {
		t.Errorf("-l2b with -l2t -1 moved dense %v, class %v, text %v; want class and text", d, c, x)
	}
	l2, l2b, l2t = 1, 0, 0
	if d, c, x := moved(); !d || c || x {
		t.Errorf("-l2 alone moved dense %v, class %v, text %v; want only dense", d, c, x)
	}
}
