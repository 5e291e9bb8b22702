package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"folio/extractor/internal/prune"
	"folio/gym/score"
)

// check reads a phrase file (phrases.txt's format) and prints every phrase
// that is content somewhere: a whole line of wcxb-dev's or ScrapingHub's
// ground truth ("=", ">" and "@" phrases), the start of such a line of
// no more words than the rules cut ("^" and "&" phrases, prune.PrefixLine:
// the truth has no links, so a pointer phrase counts as a prefix), or text
// inside a trafilatura-dev with snippet. It returns the number of such
// phrases; a hand-written vocabulary is kept only when it is 0. The
// "~" words of calls to action match inside a closing paragraph, not as
// lines, and are not checked.
func check(w io.Writer, root, file string) (int, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return 0, err
	}
	lines, withs, err := loadContent(root)
	if err != nil {
		return 0, err
	}
	return checkPhrases(w, string(data), lines, withs), nil
}

// loadContent returns the corpora's content: the normalised lines of
// wcxb-dev's and ScrapingHub's ground truths and trafilatura-dev's with
// snippets.
func loadContent(root string) (lines, withs []string, err error) {
	for _, c := range []struct {
		corpus score.Corpus
		dir    string
	}{{score.WCXB, "wcxb-dev"}, {score.ScrapingHub, "scrapinghub"}, {score.Traf, "trafilatura-dev"}} {
		pages, err := score.LoadPages(c.corpus, filepath.Join(root, c.dir))
		if err != nil {
			return nil, nil, err
		}
		for _, p := range pages {
			for _, w := range p.With {
				if midSentence(w) {
					w = "\x00" + w // cannot start a line: no prefix will match
				}
				withs = append(withs, prune.NormLine(w))
			}
			for _, l := range strings.Split(p.Truth, "\n") {
				if n := prune.NormLine(l); n != "" {
					lines = append(lines, n)
				}
			}
		}
	}
	return lines, withs, nil
}

// checkPhrases writes the phrases of data that are content to w and
// returns how many count against the file. A phrase kept although it is
// content somewhere says why in its comment, which starts with
// knownContent: it is listed as known and does not count, unless it is
// content nowhere any more, when the comment is stale and counts.
func checkPhrases(w io.Writer, data string, lines, withs []string) int {
	bad := 0
	for _, l := range strings.Split(data, "\n") {
		if len(l) < 3 || l[1] != ' ' || !strings.ContainsRune("=>^@%&", rune(l[0])) {
			continue
		}
		v, comment, _ := strings.Cut(l[2:], "\t")
		known := strings.HasPrefix(comment, knownContent)
		switch hit := contentHit(l[0], v, lines, withs); {
		case hit != "" && known:
			fmt.Fprintf(w, "known\t%s %s\tcontent: %q\n", l[:1], v, hit)
		case hit != "":
			fmt.Fprintf(w, "%s\tcontent: %q\n", l, hit)
			bad++
		case known:
			fmt.Fprintf(w, "%s\tstale: content nowhere\n", l)
			bad++
		}
	}
	return bad
}

// knownContent starts the comment of a phrase that is content on some
// page and kept, with the reason and what it was measured to do.
const knownContent = "# content, kept:"

// midSentence reports whether snippet s starts with a lower-case letter,
// inside a sentence ("weitere Informationen erhalten Sie ...").
func midSentence(s string) bool {
	for _, r := range strings.TrimSpace(s) {
		return unicode.IsLower(r)
	}
	return false
}

// contentHit returns a ground-truth line or with snippet that phrase v of
// kind k would cut, or "". A with snippet may span lines, so one that
// starts or ends with the phrase counts too; one holding it mid-sentence
// ("nur die folie bleibt zurück") does not.
func contentHit(k byte, v string, lines, withs []string) string {
	prefix := k == '^' || k == '&' // a pointer's link is not in the truth: read as a prefix
	has := strings.HasPrefix
	if prefix && strings.Contains(v, " * ") {
		has = prune.StartsWith // "add * as a preferred source": a site's name in the gap
	}
	for _, l := range lines {
		if l == v || prefix && has(l, v) && prune.PrefixLine(l) {
			return l
		}
	}
	bare := strings.TrimRight(v, ":")
	for _, w := range withs {
		if w == bare || has(w, v) && (prefix && prune.PrefixLine(w) || !prefix && strings.HasPrefix(w, v+" ")) ||
			!prefix && strings.HasSuffix(w, " "+v) {
			return w
		}
	}
	return ""
}
