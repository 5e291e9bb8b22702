package score

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Tokens returns the \w+ words of s in order, as Python's Unicode re module
// finds them: runs of letters, numbers and underscores ([\p{L}\p{N}_]+).
// With lower set, each token is lower-cased (WCXB); without, case is kept
// (ScrapingHub's evaluate.py uses re.IGNORECASE, which does not change the
// text findall returns).
func Tokens(s string, lower bool) []string {
	var out []string
	start := -1
	for i, r := range s {
		if isWord(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = appendToken(out, s[start:i], lower)
			start = -1
		}
	}
	if start >= 0 {
		out = appendToken(out, s[start:], lower)
	}
	return out
}

func appendToken(out []string, tok string, lower bool) []string {
	if lower {
		tok = strings.ToLower(tok)
	}
	return append(out, tok)
}

// isWord reports whether r belongs to Python's Unicode \w: str.isalnum()
// (letters and numbers) or the underscore. Combining marks are not \w there.
func isWord(r rune) bool {
	if r < utf8.RuneSelf {
		return r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsNumber(r)
}

// PRF is one page's (or an average's) precision, recall and F1.
type PRF struct {
	Precision float64 `json:"precision"`
	Recall    float64 `json:"recall"`
	F1        float64 `json:"f1"`
}

// WordScore is WCXB's per-page metric: the bags of lower-cased tokens of
// predicted and true text, overlap counted as a multiset. An empty ground
// truth scores 1 when the prediction has no token either, else 0; an empty
// prediction against a non-empty truth scores 0.
func WordScore(pred, truth string) PRF {
	p, t := bag(Tokens(pred, true)), bag(Tokens(truth, true))
	np, nt := Total(p), Total(t)
	if nt == 0 {
		if np == 0 {
			return PRF{1, 1, 1}
		}
		return PRF{}
	}
	if np == 0 {
		return PRF{}
	}
	overlap := 0
	for w, c := range p {
		overlap += min(c, t[w])
	}
	return NewPRF(float64(overlap)/float64(np), float64(overlap)/float64(nt))
}

// NewPRF returns precision p and recall r with their harmonic mean as F1
// (0 when both are 0).
func NewPRF(p, r float64) PRF {
	if p+r == 0 {
		return PRF{p, r, 0}
	}
	return PRF{p, r, 2 * p * r / (p + r)}
}

func bag(toks []string) map[string]int {
	m := make(map[string]int, len(toks))
	for _, t := range toks {
		m[t]++
	}
	return m
}

// Total is the number of items in a bag (a multiset of counts).
func Total(m map[string]int) int {
	n := 0
	for _, c := range m {
		n += c
	}
	return n
}

// ShingleCounts is one page's normalised true-positive, false-positive and
// false-negative shingle counts (they sum to 1 unless all are 0), as
// evaluate.py's string_shingle_matching returns them.
type ShingleCounts struct{ TP, FP, FN float64 }

// ShingleScore compares 4-word shingles of pred and truth exactly as the
// ScrapingHub benchmark does: a text with fewer than 4 tokens yields one
// shorter shingle, an empty text none.
func ShingleScore(pred, truth string) ShingleCounts {
	ps, ts := shingles(pred, 4), shingles(truth, 4)
	var c ShingleCounts
	for k, tc := range ts {
		pc := ps[k]
		c.TP += float64(min(tc, pc))
		c.FN += float64(max(0, tc-pc))
	}
	for k, pc := range ps {
		c.FP += float64(max(0, pc-ts[k]))
	}
	if s := c.TP + c.FP + c.FN; s > 0 {
		c.TP, c.FP, c.FN = c.TP/s, c.FP/s, c.FN/s
	}
	return c
}

func shingles(s string, n int) map[string]int {
	toks := Tokens(s, false)
	m := map[string]int{}
	for i := 0; i < max(1, len(toks)-n+1); i++ {
		sh := toks[i:min(i+n, len(toks))]
		if len(sh) > 0 {
			m[strings.Join(sh, "\x00")]++
		}
	}
	return m
}

// precision and recall follow evaluate.py's precision_score/recall_score.
func (c ShingleCounts) precision() float64 {
	switch {
	case c.FP == 0 && c.FN == 0:
		return 1
	case c.TP == 0 && c.FP == 0:
		return 0
	}
	return c.TP / (c.TP + c.FP)
}

func (c ShingleCounts) recall() float64 {
	switch {
	case c.FP == 0 && c.FN == 0:
		return 1
	case c.TP == 0 && c.FN == 0:
		return 0
	}
	return c.TP / (c.TP + c.FN)
}

// ShingleAverage is evaluate.py's metrics_from_tp_fp_fns: precision averaged
// over pages with tp+fp > 0, recall over pages with tp+fn > 0, F1 of the two.
func ShingleAverage(pages []ShingleCounts) PRF {
	var sp, sr float64
	var np, nr int
	for _, c := range pages {
		if c.TP+c.FP > 0 {
			sp += c.precision()
			np++
		}
		if c.TP+c.FN > 0 {
			sr += c.recall()
			nr++
		}
	}
	var p, r float64
	if np > 0 {
		p = sp / float64(np)
	}
	if nr > 0 {
		r = sr / float64(nr)
	}
	return NewPRF(p, r)
}

// Normalize lower-cases s, folds typographic quotes to ASCII and collapses
// runs of white space (NBSP included) to one space: the form in which
// snippets are matched against output text. Quote folding is our choice:
// WCXB's snippets are typed with straight quotes (wcxb-dev 0057: "We've")
// where the pages print curly ones ("We’ve"), and a referee should not
// count that as missing text. Dashes are kept: the snippets keep them.
func Normalize(s string) string {
	return strings.Join(strings.Fields(quoteFolder.Replace(strings.ToLower(s))), " ")
}

var quoteFolder = strings.NewReplacer("\u2018", "'", "\u2019", "'", "\u201a", "'", "\u201b", "'",
	"\u2032", "'", "\u201c", `"`, "\u201d", `"`, "\u201e", `"`, "\u201f", `"`, "\u2033", `"`)

// SnippetCount counts how many snippets occur in the normalised text.
func SnippetCount(normText string, snippets []string) int {
	n := 0
	for _, s := range snippets {
		if ns := Normalize(s); ns != "" && strings.Contains(normText, ns) {
			n++
		}
	}
	return n
}
