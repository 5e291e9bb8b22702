package main

import (
	"strings"
	"sync"

	"folio/extractor"
	"folio/extractor/internal/classify"
	"folio/extractor/internal/parse"
	"folio/gym/score"
)

// sample is one paragraph unit: features, soft label, weight.
type sample struct {
	f      []float32
	b      []uint16
	label  float32
	weight float32
}

func countUnits(s [][]sample) int {
	n := 0
	for _, p := range s {
		n += len(p)
	}
	return n
}

// collect computes every page's samples, indexed like pages.
func collect(pages []score.Page, jobs int) [][]sample {
	out := make([][]sample, len(pages))
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(jobs, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i] = pageSamples(pages[i])
			}
		}()
	}
	for i := range pages {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}

// pageSamples labels each unit by how much of it the ground truth holds: the
// share of its word trigrams found in the truth (units of one or two words:
// whether the truth has the phrase). Weights give each page a total of 1,
// spread by words, as the metric averages per page and counts words.
//
// The corpus's snippets label short units better than word overlap can: a
// unit that is mostly a "without" snippet (or part of one) is boilerplate,
// one that is mostly a "with" snippet is content, and either weighs at least
// snippetWeight words. With weights by words alone a two-word "Get started"
// barely counts in the loss, while the benchmark counts every leaked line.
func pageSamples(p score.Page) []sample {
	data, err := p.HTML()
	if err != nil {
		return nil
	}
	lim := extractor.DefaultLimits
	doc, err := parse.Parse(data, "", parse.Limits(lim))
	if err != nil {
		return nil
	}
	truth := score.Tokens(p.Truth, true)
	tri := map[string]bool{}
	for i := 0; i+3 <= len(truth); i++ {
		tri[strings.Join(truth[i:i+3], " ")] = true
	}
	joined := " " + strings.Join(truth, " ") + " "
	units := classify.Units(doc, classify.Options{URL: p.URL})
	with, without := normalized(p.With), normalized(p.Without)
	var out []sample
	var total float32
	for _, u := range units {
		toks := score.Tokens(u.Text, true)
		if len(toks) == 0 {
			continue
		}
		w := float32(len(toks))
		l := label(toks, tri, joined)
		if snippetWeight >= 0 {
			switch un := score.Normalize(u.Text); {
			case snippetLabel(un, without):
				l, w = 0, float32(max(len(toks), snippetWeight))
			case snippetLabel(un, with):
				l, w = 1, float32(max(len(toks), snippetWeight))
			}
		}
		out = append(out, sample{f: u.Features, b: u.Buckets, label: l, weight: w})
		total += w
	}
	for i := range out {
		out[i].weight /= total
	}
	return out
}

func label(toks []string, tri map[string]bool, joined string) float32 {
	if len(toks) < 3 {
		if strings.Contains(joined, " "+strings.Join(toks, " ")+" ") {
			return 1
		}
		return 0
	}
	hit := 0
	for i := 0; i+3 <= len(toks); i++ {
		if tri[strings.Join(toks[i:i+3], " ")] {
			hit++
		}
	}
	return float32(hit) / float32(len(toks)-2)
}

// snippetWeight is the least weight, in words, of a unit a snippet labels
// (the -snippet-weight flag; negative: labels by word overlap only). On
// wcxb-dev, 0, 10 and 40 give cross-validated "without" leaks of 8.3%,
// 7.7% and 7.0% (without-snippet labels alone); 40 with both labels keeps
// "with" at 90% in-sample.
var snippetWeight = 40

func normalized(snips []string) []string {
	var out []string
	for _, s := range snips {
		if n := score.Normalize(s); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// snippetLabel reports whether a unit's normalised text is mostly one of
// the snippets, or a part of one.
func snippetLabel(un string, snips []string) bool {
	if un == "" {
		return false
	}
	for _, ns := range snips {
		if strings.Contains(un, ns) && 2*len(ns) >= len(un) || len(un) >= 8 && strings.Contains(ns, un) {
			return true
		}
	}
	return false
}
