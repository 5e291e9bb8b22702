package score

import (
	"strings"
	"unicode"
)

// TrafCounts is one page's (or a corpus's) snippet tally under the
// Trafilatura evaluation (tests/eval_common.py, count_item): a with
// snippet found is a true positive, one missing a false negative; a
// without snippet found is a false positive, one missing a true negative.
type TrafCounts struct{ TP, FN, FP, TN int }

// TrafCount scores text against a page's with and without snippets as
// Trafilatura's count_item does: both sides whitespace-normalised
// (TrafNormalize), case kept, plain substring matching.
func TrafCount(text string, with, without []string) TrafCounts {
	norm := TrafNormalize(text)
	var c TrafCounts
	for _, s := range with {
		if strings.Contains(norm, TrafNormalize(s)) {
			c.TP++
		} else {
			c.FN++
		}
	}
	for _, s := range without {
		if strings.Contains(norm, TrafNormalize(s)) {
			c.FP++
		} else {
			c.TN++
		}
	}
	return c
}

// Add returns the sum of two tallies.
func (c TrafCounts) Add(d TrafCounts) TrafCounts {
	return TrafCounts{c.TP + d.TP, c.FN + d.FN, c.FP + d.FP, c.TN + d.TN}
}

// PRF is the tally's precision tp/(tp+fp), recall tp/(tp+fn) and their F1,
// each 0 when its denominator is (ConfusionMatrix.scores).
func (c TrafCounts) PRF() PRF {
	var p, r float64
	if c.TP+c.FP > 0 {
		p = float64(c.TP) / float64(c.TP+c.FP)
	}
	if c.TP+c.FN > 0 {
		r = float64(c.TP) / float64(c.TP+c.FN)
	}
	return NewPRF(p, r)
}

// TrafNormalize is eval_common.norm: runs of white space (Python's Unicode
// \s) become one space, and the ends are trimmed. Case and punctuation are
// kept.
func TrafNormalize(s string) string {
	return strings.Join(strings.FieldsFunc(s, pySpace), " ")
}

// pySpace reports whether Python's re module matches r with \s on a str:
// str.isspace(), which beside unicode.IsSpace includes the information
// separators U+001C to U+001F.
func pySpace(r rune) bool {
	return unicode.IsSpace(r) || r >= 0x1c && r <= 0x1f
}
