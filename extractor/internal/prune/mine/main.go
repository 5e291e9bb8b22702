// Command mine finds boilerplate lines in the labelled corpora and writes
// them as data for package prune (mined.txt): short lines that the
// extractor keeps but that lie outside the main content on pages of many
// different hosts, and are never content. A line of the extractor's output
// is outside the content when the page's ground truth does not hold it
// (wcxb-dev's main_content, ScrapingHub's articleBody); trafilatura-dev's
// without snippets are outside by definition. A line is content when it is
// a whole line of any ground truth or lies inside any with snippet. Lines
// of the whole page (menus: "Mental health", "Dallas") would name topics
// that are headings elsewhere; lines the extractor keeps are the leaks.
// Each phrase is written with the language its pages declare most often
// and the number of hosts it was seen on, so that each language can be
// checked on pages of that language.
//
//	go run ./extractor/internal/prune/mine -corpus ../shared/corpus \
//	    -out extractor/internal/prune/mined.txt
//
// With -check FILE it mines nothing and lists the phrases of a hand-written
// file (phrases_intl.txt) that are content somewhere, exiting 1 if any is.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"

	"folio/extractor"
	"folio/extractor/internal/prune"
	"folio/gym/score"
)

// Thresholds: a phrase of at most maxWords words, seen outside the content
// on at least minHosts hosts.
const (
	maxWords = 6
	minHosts = 4
)

type evidence struct {
	hosts map[string]bool
	langs map[string]int
}

func main() {
	root := flag.String("corpus", "../shared/corpus", "folder holding wcxb-dev, scrapinghub and trafilatura-dev")
	out := flag.String("out", "", "write the phrases here (default stdout)")
	checkFile := flag.String("check", "", "instead of mining, list the phrases of this file that are content")
	flag.Parse()
	if *checkFile != "" {
		bad, err := check(*root, *checkFile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "mine:", err)
			os.Exit(1)
		}
		if bad > 0 {
			os.Exit(1)
		}
		return
	}
	seen := map[string]*evidence{}
	content := map[string]bool{} // whole lines of ground truth
	var withs []string           // trafilatura-dev's with snippets, normalised
	for _, c := range []struct {
		corpus score.Corpus
		dir    string
	}{{score.WCXB, "wcxb-dev"}, {score.ScrapingHub, "scrapinghub"}, {score.Traf, "trafilatura-dev"}} {
		pages, err := score.LoadPages(c.corpus, filepath.Join(*root, c.dir))
		if err != nil {
			fmt.Fprintln(os.Stderr, "mine:", err)
			os.Exit(1)
		}
		for _, p := range pages {
			lang, lines := pageLines(p)
			host := hostOf(p)
			if c.corpus == score.Traf {
				for _, w := range p.With {
					withs = append(withs, prune.NormLine(w))
				}
				for _, w := range p.Without {
					note(seen, prune.NormLine(w), host, lang)
				}
				continue
			}
			truth := map[string]bool{}
			for _, l := range strings.Split(p.Truth, "\n") {
				if n := prune.NormLine(l); n != "" {
					truth[n] = true
					content[n] = true
				}
			}
			normTruth := " " + strings.Join(strings.Fields(strings.ToLower(p.Truth)), " ") + " "
			for _, l := range lines {
				if !truth[l] && !strings.Contains(normTruth, " "+l+" ") {
					note(seen, l, host, lang)
				}
			}
		}
	}
	write(*out, pick(seen, content, withs))
}

// pageLines returns the page's declared language and the normalised lines
// of the extractor's output, each once.
func pageLines(p score.Page) (string, []string) {
	data, err := p.HTML()
	if err != nil {
		return "", nil
	}
	res, err := extractor.Extract(data, extractor.WithURL(p.URL))
	if err != nil {
		return "", nil
	}
	lang := strings.ToLower(res.Metadata.Language)
	if i := strings.IndexAny(lang, "-_"); i >= 0 {
		lang = lang[:i]
	}
	once := map[string]bool{}
	var lines []string
	for _, l := range strings.Split(res.Text, "\n") {
		if n := prune.NormLine(l); n != "" && !once[n] {
			once[n] = true
			lines = append(lines, n)
		}
	}
	return lang, lines
}

func hostOf(p score.Page) string {
	u, err := url.Parse(p.URL)
	if err != nil || u.Host == "" {
		return p.ID
	}
	return strings.TrimPrefix(u.Hostname(), "www.")
}

func note(seen map[string]*evidence, l, host, lang string) {
	if l == "" || len(strings.Fields(l)) > maxWords || !hasLetter(l) {
		return
	}
	e := seen[l]
	if e == nil {
		e = &evidence{hosts: map[string]bool{}, langs: map[string]int{}}
		seen[l] = e
	}
	e.hosts[host] = true
	if lang != "" {
		e.langs[lang]++
	}
}

func hasLetter(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n >= 3
}

type phrase struct {
	text, lang string
	hosts      int
}

func pick(seen map[string]*evidence, content map[string]bool, withs []string) []phrase {
	var out []phrase
	for l, e := range seen {
		if len(e.hosts) < minHosts || content[l] || insideAny(l, withs) {
			continue
		}
		out = append(out, phrase{l, topLang(e.langs), len(e.hosts)})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].lang != out[j].lang {
			return out[i].lang < out[j].lang
		}
		return out[i].text < out[j].text
	})
	return out
}

func insideAny(l string, withs []string) bool {
	for _, w := range withs {
		if strings.Contains(w, l) {
			return true
		}
	}
	return false
}

func topLang(m map[string]int) string {
	best, n := "-", 0
	for k, v := range m {
		if v > n || v == n && k < best {
			best, n = k, v
		}
	}
	return best
}

func write(path string, ps []phrase) {
	f := os.Stdout
	if path != "" {
		var err error
		if f, err = os.Create(path); err != nil {
			fmt.Fprintln(os.Stderr, "mine:", err)
			os.Exit(1)
		}
		defer f.Close()
	}
	w := bufio.NewWriter(f)
	defer w.Flush()
	fmt.Fprintf(w, "# Boilerplate lines mined from ../shared/corpus by\n")
	fmt.Fprintf(w, "#   go run ./extractor/internal/prune/mine -corpus ../shared/corpus -out extractor/internal/prune/mined.txt\n")
	fmt.Fprintf(w, "# Lines outside the content on at least %d hosts, never a line of ground truth\n", minHosts)
	fmt.Fprintf(w, "# nor inside a with snippet; at most %d words. Format as phrases.txt;\n", maxWords)
	fmt.Fprintf(w, "# the comment after each is its pages' usual language and its host count.\n")
	for _, p := range ps {
		fmt.Fprintf(w, "= %s\t# %s %d\n", p.text, p.lang, p.hosts)
	}
}
