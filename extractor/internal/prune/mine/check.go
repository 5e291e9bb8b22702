package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"folio/extractor/internal/prune"
	"folio/gym/score"
)

// check reads a phrase file (phrases.txt's format) and prints every phrase
// that is content somewhere: a whole line of wcxb-dev's or ScrapingHub's
// ground truth ("=", ">" and "@" phrases), the start of such a line ("^"
// phrases), or text inside a trafilatura-dev with snippet. It returns
// the number of such phrases; a hand-written vocabulary is kept only when
// it is 0. The "~" words of calls to action match inside a closing
// paragraph, not as lines, and are not checked.
func check(root, file string) (int, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return 0, err
	}
	var lines []string // normalised ground-truth lines
	var withs []string
	for _, c := range []struct {
		corpus score.Corpus
		dir    string
	}{{score.WCXB, "wcxb-dev"}, {score.ScrapingHub, "scrapinghub"}, {score.Traf, "trafilatura-dev"}} {
		pages, err := score.LoadPages(c.corpus, filepath.Join(root, c.dir))
		if err != nil {
			return 0, err
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
	bad := 0
	for _, l := range strings.Split(string(data), "\n") {
		if len(l) < 3 || l[1] != ' ' || !strings.ContainsRune("=>^@%", rune(l[0])) {
			continue
		}
		v, _, _ := strings.Cut(l[2:], "\t")
		if hit := contentHit(l[0], v, lines, withs); hit != "" {
			fmt.Printf("%s\tcontent: %q\n", l, hit)
			bad++
		}
	}
	return bad, nil
}

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
	for _, l := range lines {
		if l == v || k == '^' && strings.HasPrefix(l, v) {
			return l
		}
	}
	bare := strings.TrimRight(v, ":")
	for _, w := range withs {
		if w == bare || strings.HasPrefix(w, v) && (k == '^' || strings.HasPrefix(w, v+" ")) || k != '^' && strings.HasSuffix(w, " "+v) {
			return w
		}
	}
	return ""
}
