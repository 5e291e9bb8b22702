package main

import (
	"strings"

	"folio/extractor"
	"folio/extractor/internal/classify"
	"folio/extractor/internal/parse"
	"folio/gym/score"
	"folio/internal/parallel"
)

// page is one labelled page of any of the corpora, with the host that
// groups it in cross-validation.
type page struct {
	score.Page
	corpus score.Corpus
	host   string
	lang   string // declared on <html lang> ("de"), set by collect
	// content are the distinct words of the page's content units of any
	// length (label contentLabel or more), set by collect: a word of a
	// boilerplate vocabulary must be rare in them.
	content []string
}

// sample is one paragraph unit: features, soft label, weight, and the
// text of a short unit (classify.Unit.Short), which the boilerplate
// vocabulary is mined from.
type sample struct {
	f      []float32
	b      []uint16
	label  float32
	weight float32
	text   string
}

func countUnits(s [][]sample) int {
	n := 0
	for _, p := range s {
		n += len(p)
	}
	return n
}

// collect computes every page's samples, indexed like pages, and sets each
// page's language; weight gives each page its total weight.
func collect(pages []page, weight func(page) float32, jobs int) [][]sample {
	out := make([][]sample, len(pages))
	parallel.For(len(pages), jobs, func(i int) {
		out[i], pages[i].lang, pages[i].content = pageSamples(pages[i], weight(pages[i]))
	})
	return out
}

// pageSamples labels each unit of a page and weighs the labelled units so
// that they sum to pageWeight, spread by words, as WCXB's metric averages
// per page and counts words.
//
// A page with ground truth (wcxb-dev's main_content, ScrapingHub's
// articleBody) labels every unit by how much of it the truth holds: the
// share of its word trigrams found in the truth (units of one or two
// words: whether the truth has the phrase). The snippets label short units
// better than word overlap can: a unit that is mostly a "without" snippet
// (or part of one) is boilerplate, one that is mostly a "with" snippet is
// content, and either weighs at least snippetWeight words. With weights by
// words alone a two-word "Get started" barely counts in the loss, while
// the benchmarks count every leaked line.
//
// trafilatura-dev has snippets only: a unit holding a "with" snippet (or
// lying inside one) is content, one that is mostly a "without" snippet is
// boilerplate, and the other units, which nobody labelled, are left out.
func pageSamples(p page, pageWeight float32) ([]sample, string, []string) {
	data, err := p.HTML()
	if err != nil {
		return nil, "", nil
	}
	lim := extractor.DefaultLimits
	doc, err := parse.Parse(data, "", parse.Limits(lim))
	if err != nil {
		return nil, "", nil
	}
	content := map[string]bool{}
	units := classify.Units(doc, classify.Options{URL: p.URL})
	with, without := normalized(p.With), normalized(p.Without)
	var byTruth func(toks []string) float32
	if p.corpus != score.Traf {
		byTruth = truthLabel(p.Truth)
	}
	var out []sample
	var total float32
	for _, u := range units {
		toks := score.Tokens(u.Text, true)
		if len(toks) == 0 {
			continue
		}
		un := score.Normalize(u.Text)
		w := float32(len(toks))
		var l float32
		if byTruth == nil {
			in, out := holdsSnippet(un, with), snippetLabel(un, without)
			if in == out {
				continue
			}
			l, w = b2f(in), float32(max(len(toks), snippetWeight))
		} else {
			l = byTruth(toks)
			if snippetWeight >= 0 {
				switch {
				case snippetLabel(un, without):
					l, w = 0, float32(max(len(toks), snippetWeight))
				case snippetLabel(un, with):
					l, w = 1, float32(max(len(toks), snippetWeight))
				}
			}
		}
		s := sample{f: u.Features, b: u.Buckets, label: l, weight: w}
		if u.Short {
			s.text = u.Text
		}
		if l >= contentLabel {
			for _, w := range classify.BoilerWords(u.Text) {
				content[w] = true
			}
		}
		out = append(out, s)
		total += w
	}
	for i := range out {
		out[i].weight *= pageWeight / total
	}
	words := make([]string, 0, len(content))
	for w := range content {
		words = append(words, w)
	}
	return out, pageLang(doc), words
}

// truthLabel returns the labeller of units by word trigrams of truth.
func truthLabel(truth string) func(toks []string) float32 {
	tt := score.Tokens(truth, true)
	tri := map[string]bool{}
	for i := 0; i+3 <= len(tt); i++ {
		tri[strings.Join(tt[i:i+3], " ")] = true
	}
	joined := " " + strings.Join(tt, " ") + " "
	return func(toks []string) float32 {
		if len(toks) < 3 {
			return b2f(strings.Contains(joined, " "+strings.Join(toks, " ")+" "))
		}
		hit := 0
		for i := 0; i+3 <= len(toks); i++ {
			if tri[strings.Join(toks[i:i+3], " ")] {
				hit++
			}
		}
		return float32(hit) / float32(len(toks)-2)
	}
}

func b2f(b bool) float32 {
	if b {
		return 1
	}
	return 0
}

// snippetWeight is the least weight, in words, of a unit a snippet labels
// (the -snippet-weight flag; negative: labels by word overlap only, and
// trafilatura-dev's units weigh their words). On wcxb-dev, 0, 10 and 40 gave cross-validated
// "without" leaks of 8.3%, 7.7% and 7.0% (without-snippet labels alone);
// 40 with both labels keeps "with" at 90% in-sample.
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

// holdsSnippet reports whether a unit's normalised text holds one of the
// snippets, or lies inside one: trafilatura-dev's "with" snippets are
// pieces of the main text's paragraphs.
func holdsSnippet(un string, snips []string) bool {
	if un == "" {
		return false
	}
	for _, ns := range snips {
		if strings.Contains(un, ns) || len(un) >= 8 && strings.Contains(ns, un) {
			return true
		}
	}
	return false
}
