package prune

import "folio/extractor/internal/wordhash"

// Sentences of the kept units, hashed once. repeats.go hashes each
// sentence of a product page's paragraphs to find the copies of earlier
// ones, and excerpts.go, which runs right after it, asks the same
// sentences of the same paragraphs whether they come back later: it read
// and hashed every paragraph's words again. The hashes are kept here, by
// the unit's position in tree.units, with the text they were read from,
// so a unit whose kept text has changed since (a cut inside it) is hashed
// anew rather than read stale.

// sentence is one sentence of a unit: the hash of its words
// (wordhash.Seq) and how many words it has.
type sentence struct {
	hash  uint64
	words int32
}

// unitSentences describes a unit's hashed sentences: the kept text they
// were read from, where they lie in sentenceCache.list, the unit's words
// and how many sentences it has (the sentences shorter than
// repeatMinWords, and the sentence of a unit that has only one, are
// counted but not hashed: no rule compares them).
type unitSentences struct {
	text      string
	from, to  int32
	words     int32
	sentences int32
}

// sentenceCache holds the hashed sentences of the units, by position in
// tree.units; a unit not hashed yet has words 0.
type sentenceCache struct {
	of   []unitSentences
	list []sentence
}

// hashSentences hashes the sentences of the unit at position k of t.units,
// whose kept text is text and whose words and sentence ends
// (sentenceTokens) are toks and ends, and keeps them.
func (t *tree) hashSentences(k int, text string, toks []uint64, ends []int) unitSentences {
	c := &t.sentences
	if c.of == nil {
		c.of = make([]unitSentences, len(t.units))
		// About one hashed sentence a unit (most units of a product
		// page are short lines that have none, a description's have
		// several): one allocation or two rather than a dozen of growth.
		c.list = make([]sentence, 0, len(t.units))
	}
	from := int32(len(c.list))
	if len(ends) > 1 {
		start := 0
		for _, end := range ends {
			if s := toks[start:end]; len(s) >= repeatMinWords {
				c.list = append(c.list, sentence{wordhash.Seq(s), int32(len(s))})
			}
			start = end
		}
	}
	c.of[k] = unitSentences{text: text, from: from, to: int32(len(c.list)), words: int32(len(toks)), sentences: int32(len(ends))}
	return c.of[k]
}

// hashedSentences returns the sentences kept for the unit at position k
// of t.units when they were read from text, its kept text now.
func (t *tree) hashedSentences(k int, text string) (unitSentences, bool) {
	if t.sentences.of == nil {
		return unitSentences{}, false
	}
	s := t.sentences.of[k]
	return s, s.words > 0 && s.text == text
}

// sentenceList returns the hashed sentences that s describes.
func (t *tree) sentenceList(s unitSentences) []sentence {
	return t.sentences.list[s.from:s.to]
}

// sentenceTokens appends the word hashes of s (wordhash.Append) to toks and,
// to ends, the number of words in toks at the end of each of s's
// sentences: runs of text ending with '.', '!' or '?' before a space.
func sentenceTokens(toks []uint64, ends []int, s string) ([]uint64, []int) {
	for s != "" {
		j := sentenceEnd(s)
		toks = wordhash.Append(toks, s[:j])
		ends = append(ends, len(toks))
		s = s[j:]
	}
	return toks, ends
}

// sentenceEnd returns the length of s's first sentence: up to a full
// stop, exclamation or question mark followed by a space ("5.3 oz" goes
// on), else all of s.
func sentenceEnd(s string) int {
	for i := 0; i+1 < len(s); i++ {
		switch s[i] {
		case '.', '!', '?':
			if s[i+1] == ' ' {
				return i + 1
			}
		}
	}
	return len(s)
}
