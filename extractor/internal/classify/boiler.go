package classify

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
)

// boilerVocab are words of short boilerplate lines: section titles of
// related links and comments, calls to action, legal lines, account links
// ("subscribe", "reply", "cookies", "kommentar", "ähnliche"...). They are
// learnt, not typed: ./train -vocab mines them, in every language of the
// labelled corpora, from the short units labelled boilerplate on many hosts
// and rarely content, and checks each language on hosts it did not mine
// (boilervocab.txt's header gives the command and thresholds). They feed
// the model as a feature of short units only (shortWords or fewer).
//
// model.json's weight for the feature was first fit on the English list
// typed before it (38 words, 12 of them mined again); with the mined list in its
// place the model scores the same (November 2026: wcxb-dev 0.8957 ->
// 0.8959, trafilatura-dev F1 0.9365 -> 0.9368, ScrapingHub 0.9754 ->
// 0.9752), and a model trained on the mined list gains held out on every
// corpus (train's grouped cross-validation: wcxb-dev 0.8594 -> 0.8601,
// ScrapingHub 0.9722 -> 0.9727, trafilatura-dev 0.9373 -> 0.9395). The
// looser mining of 26 November (train's vocab.go: 240 words instead of 126,
// "related", "newsletter", "sign" among them) leaks fewer wcxb-dev
// "without" snippets with the same model (3.88% -> 3.62%); 3 hosts instead
// of 4 for words of languages other than English adds 12 ("kommentieren",
// "registrieren", "anzeige") and trafilatura-dev leaks fewer (9.55% ->
// 9.48%). model.json has since been refit on this list of 252 words
// (train/main.go).
var boilerVocab = readVocab(boilerVocabText)

//go:embed boilervocab.txt
var boilerVocabText string

// VocabWords is the number of words in the boilerplate vocabulary, which
// the trainer records beside the model fit on it.
func VocabWords() int { return len(boilerVocab) }

// readVocab reads one word a line; "#" starts a comment.
func readVocab(text string) map[string]bool {
	vocab := map[string]bool{}
	for _, line := range strings.Split(text, "\n") {
		line, _, _ = strings.Cut(line, "#")
		if w := strings.TrimSpace(line); w != "" {
			vocab[w] = true
		}
	}
	return vocab
}

// boilerWords returns the share of a short unit's words found in
// boilerVocab, capped at 1 from two hits. buf and word are scratch kept
// across calls: a word buffer of its own escaped to the heap, 64 bytes a
// unit (9 MB on a 2 MB page of table cells).
func boilerWords(n *html.Node, buf, word *[]byte) float32 {
	b := appendInlineText((*buf)[:0], n)
	hits := 0
	*word = forWords(b, *word, func(w []byte) {
		if boilerVocab[string(w)] {
			hits++
		}
	})
	*buf = b
	return min(1, float32(hits)/2)
}

// BoilerWords returns the words of s as boilerWords reads them, for the
// trainer that mines the vocabulary.
func BoilerWords(s string) []string {
	var out []string
	forWords([]byte(s), nil, func(w []byte) { out = append(out, string(w)) })
	return out
}

// forWords calls f with each word of b, lower-cased: a run of letters in
// any script ("Datenschutzerklärung", "Łódź"). The word is built in low,
// which f must not keep; forWords returns it, grown, for the next call.
func forWords(b, low []byte, f func(w []byte)) []byte {
	low = low[:0]
	for i := 0; i <= len(b); {
		r, size := utf8.RuneError, 1
		if i < len(b) {
			if r = rune(b[i]); r >= utf8.RuneSelf {
				r, size = utf8.DecodeRune(b[i:])
			}
		}
		i += size
		switch {
		case r < utf8.RuneSelf && (r >= 'a' && r <= 'z'):
			low = append(low, byte(r))
		case r < utf8.RuneSelf && (r >= 'A' && r <= 'Z'):
			low = append(low, byte(r+'a'-'A'))
		case r >= utf8.RuneSelf && r != utf8.RuneError && unicode.IsLetter(r):
			low = utf8.AppendRune(low, unicode.ToLower(r))
		default:
			if len(low) > 0 {
				f(low)
				low = low[:0]
			}
		}
	}
	return low
}

// appendInlineText appends the text of n and its inline descendants, a
// space after each text node: "<b>W</b>ord" reads "W ord" here, unlike
// dom.Text, since the model's text buckets and vocabulary hits were
// fitted on it (joining as dom.Seam does cost wcxb-dev 0.000045 with the
// committed model; train/main.go's doc has the refits).
func appendInlineText(b []byte, n *html.Node) []byte {
	box := BlockBox(n)
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			b = append(b, c.Data...)
			b = append(b, ' ')
		case unitChild(c, box):
			b = appendInlineText(b, c)
		}
	}
	return b
}
