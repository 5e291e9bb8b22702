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
// A phrase must be seen on hosts of both halves of the hosts (split by a
// hash of the name), so that no single site's lines are learnt. With
// -heldout it writes nothing and reports, for each half, how the phrases
// mined on it alone fare on the other: on ../shared/corpus in November
// 2026, phrases seen on two hosts of one half leaked on the other half in
// 38% and 44% of cases and were content there in 15% and 24% ("impressum",
// "weitere informationen", "free shipping"): single-site or two-site
// vocabulary does not carry over, which is why the prune stage's rules
// judge shapes first and the list asks for four hosts in both halves.
//
// With -check FILE it mines nothing and lists the phrases of a hand-written
// file (phrases_intl.txt) that are content somewhere, exiting 1 if any is
// and its line does not say why it is kept (check.go's knownContent).
// TestPhraseFiles runs it on every phrase file of package prune.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"hash/fnv"
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

// halves reports whether the hosts of e fall in both halves.
func (e *evidence) halves() bool {
	var in [2]bool
	for h := range e.hosts {
		in[half(h)] = true
	}
	return in[0] && in[1]
}

func main() {
	root := flag.String("corpus", "../shared/corpus", "folder holding wcxb-dev, scrapinghub and trafilatura-dev")
	out := flag.String("out", "", "write the phrases here (default stdout)")
	checkFile := flag.String("check", "", "instead of mining, list the phrases of this file that are content")
	heldout := flag.Bool("heldout", false, "instead of writing, mine on each half of the hosts and test on the other")
	flag.Parse()
	if *checkFile != "" {
		bad, err := check(os.Stdout, *root, *checkFile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "mine:", err)
			os.Exit(1)
		}
		if bad > 0 {
			os.Exit(1)
		}
		return
	}
	recs, err := load(*root)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mine:", err)
		os.Exit(1)
	}
	if *heldout {
		reportHeldout(os.Stdout, recs)
		return
	}
	seen, content, withs := gather(recs, func(string) bool { return true })
	write(*out, pick(seen, content, withs, minHosts, true))
}

// page is what mining needs of one labelled page: its host and language,
// the normalised lines outside its content (the extractor's leaks and
// trafilatura-dev's without snippets), and what is content (whole lines
// of ground truth, with snippets).
type page struct {
	host, lang string
	outside    []string
	truth      []string
	withs      []string
}

func load(root string) ([]page, error) {
	var recs []page
	for _, c := range []struct {
		corpus score.Corpus
		dir    string
	}{{score.WCXB, "wcxb-dev"}, {score.ScrapingHub, "scrapinghub"}, {score.Traf, "trafilatura-dev"}} {
		pages, err := score.LoadPages(c.corpus, filepath.Join(root, c.dir))
		if err != nil {
			return nil, err
		}
		for _, p := range pages {
			lang, lines := pageLines(p)
			r := page{host: hostOf(p), lang: lang}
			if c.corpus == score.Traf {
				for _, w := range p.With {
					r.withs = append(r.withs, prune.NormLine(w))
				}
				for _, w := range p.Without {
					r.outside = append(r.outside, prune.NormLine(w))
				}
				recs = append(recs, r)
				continue
			}
			truth := map[string]bool{}
			for _, l := range strings.Split(p.Truth, "\n") {
				if n := prune.NormLine(l); n != "" {
					truth[n] = true
					r.truth = append(r.truth, n)
				}
			}
			normTruth := " " + strings.Join(strings.Fields(strings.ToLower(p.Truth)), " ") + " "
			for _, l := range lines {
				if !truth[l] && !strings.Contains(normTruth, " "+l+" ") {
					r.outside = append(r.outside, l)
				}
			}
			recs = append(recs, r)
		}
	}
	return recs, nil
}

// gather collects, over the pages of the hosts in, the evidence for each
// line outside the content, the whole lines of ground truth and the with
// snippets.
func gather(recs []page, in func(host string) bool) (map[string]*evidence, map[string]bool, []string) {
	seen := map[string]*evidence{}
	content := map[string]bool{}
	var withs []string
	for _, r := range recs {
		if !in(r.host) {
			continue
		}
		for _, l := range r.outside {
			note(seen, l, r.host, r.lang)
		}
		for _, l := range r.truth {
			content[l] = true
		}
		withs = append(withs, r.withs...)
	}
	return seen, content, withs
}

// half splits the hosts in two by a hash of the name: the held-out check
// mines on one half and tests on the other, so that no host is in both.
func half(host string) int {
	h := fnv.New32a()
	h.Write([]byte(host))
	return int(h.Sum32() % 2)
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

// pick returns the lines seen outside the content on at least hosts hosts
// (in both halves of them when both is set) that are never content.
func pick(seen map[string]*evidence, content map[string]bool, withs []string, hosts int, both bool) []phrase {
	var out []phrase
	for l, e := range seen {
		if len(e.hosts) < hosts || both && !e.halves() || content[l] || insideAny(l, withs) {
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
	fmt.Fprintf(w, "# Lines outside the content on at least %d hosts, in both halves of the hosts\n", minHosts)
	fmt.Fprintf(w, "# (split by a hash of the name, see -heldout), never a line of ground truth\n")
	fmt.Fprintf(w, "# nor inside a with snippet; at most %d words. Format as phrases.txt;\n", maxWords)
	fmt.Fprintf(w, "# the comment after each is its pages' usual language and its host count.\n")
	for _, p := range ps {
		fmt.Fprintf(w, "= %s\t# %s %d\n", p.text, p.lang, p.hosts)
	}
}
