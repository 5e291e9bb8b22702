package prune

import (
	"folio/extractor/internal/classify"
	"folio/extractor/internal/wordhash"
)

// Tickers: a marquee ("Book Now * Book Now * ...", "Free shipping - Free
// shipping - ...") repeats one short phrase many times in one line so that
// a CSS animation can scroll it without a gap. It says nothing the page
// does not say once elsewhere, and both benchmarks charge every repeated
// word; dedup misses it because its first copies are new. A unit whose
// words are one phrase of at most tickerMaxPhrase words repeated at least
// tickerMinRepeats times is one. Text repeats a word or two for emphasis
// ("very, very", "ha ha ha"), rarely a phrase five times in a row. A
// ticker is beside the content: a unit holding half of the content's text
// or more is the content, however repetitive.
const (
	tickerMaxPhrase  = 8
	tickerMinRepeats = 5
	tickerMinWords   = 10
)

func tickers(t *tree, cut func(int32, classify.Role)) {
	total := t.totalText()
	var toks []uint64
	for _, u := range t.units {
		if !t.canCut(u) || t.code[u] || 2*t.text[u] >= total {
			continue
		}
		is := false
		if u < int32(len(t.ticker)) && t.ticker[u] != tickerUnknown {
			is = t.ticker[u] == tickerYes // dedup hashed the unit's words
		} else {
			toks = wordhash.Append(toks[:0], t.unitText[u])
			is = ticker(toks)
		}
		if is {
			cut(u, classify.RoleBoilerplate)
		}
	}
}

// tickerVerdict is whether a unit's words are a ticker, when known.
type tickerVerdict uint8

const (
	tickerUnknown tickerVerdict = iota
	tickerNo
	tickerYes
)

func verdict(is bool) tickerVerdict {
	if is {
		return tickerYes
	}
	return tickerNo
}

// ticker reports whether toks is one phrase repeated: periodic with a
// period of at most tickerMaxPhrase words, at least tickerMinRepeats times.
func ticker(toks []uint64) bool {
	if len(toks) < tickerMinWords {
		return false
	}
	for p := 1; p <= tickerMaxPhrase && p*tickerMinRepeats <= len(toks); p++ {
		periodic := true
		for i := p; i < len(toks); i++ {
			if toks[i] != toks[i-p] {
				periodic = false
				break
			}
		}
		if periodic {
			return true
		}
	}
	return false
}
