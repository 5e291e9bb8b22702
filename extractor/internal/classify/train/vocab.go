package main

import (
	"bufio"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"sort"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Mining thresholds for the boilerplate vocabulary: a word of at least
// vocabRunes letters, in short units labelled boilerplate on at least
// vocabHosts hosts of both halves of the hosts, of whose labelled short
// units at least vocabShare are boilerplate, and in the content of at most
// contentHosts times as many hosts as it is boilerplate on (topic words of
// teaser lines, "political", "killed", are boilerplate on a few hosts and
// content on many more). The variables are the flags -vocab-hosts,
// -vocab-share and -vocab-content; boilervocab.txt's header records the
// values it was mined with. A word whose pages are mostly in a language
// other than the one most hosts use needs only otherHosts hosts (the flag
// -vocab-hosts-other; 0: vocabHosts): German, French or Portuguese
// boilerplate ("kommentieren", "registrieren", "anzeige") has far fewer
// hosts to show on. A share of 0.9 and content on at most as many
// hosts (1) left out "related", "newsletter", "sign", "copyright", which
// head boilerplate lines on a hundred hosts and occur in some hosts' text:
// with 0.85 and 2 the list grows from 126 to 240 words (topic words such as
// "israel" come in too) and fewer wcxb-dev "without" snippets leak (3.88%
// -> 3.62%), every corpus's F1 a little higher (November 2026, model.json
// not retrained: wcxb-dev 0.8967 -> 0.8969, ScrapingHub 0.9752 -> 0.9756,
// trafilatura-dev 0.9368 -> 0.9383).
const (
	vocabRunes = 3
	// Labels at or below boilerLabel are boilerplate, at or above
	// contentLabel content; the units between are not counted.
	boilerLabel  = 0.1
	contentLabel = 0.9
)

var (
	vocabHosts   = 4
	vocabShare   = 0.85
	contentHosts = 2.0
	otherHosts   = 0
)

// wordStat is the evidence for one word: the hosts whose short boilerplate
// units hold it, and how many labelled short units of each kind do.
type wordStat struct {
	hosts, inContent map[string]bool
	boiler, content  int
	langs            map[string]int
}

// vocabWord is a mined word with the language its pages declare most
// often, its boilerplate host count and its share of boilerplate units.
type vocabWord struct {
	word, lang       string
	hosts, inContent int
	share            float64
}

// half splits the hosts in two by a hash of the name, as prune's mine
// does: a word must be boilerplate on hosts of both halves, and the check
// mines on one half and tests on the other.
func half(host string) int {
	h := fnv.New32a()
	h.Write([]byte(host))
	return int(h.Sum32() % 2)
}

// gatherWords counts the words of the short labelled units of the pages
// whose host in accepts, and the hosts whose content holds each.
func gatherWords(pages []page, samples [][]sample, in func(host string) bool) map[string]*wordStat {
	stats := map[string]*wordStat{}
	for i, p := range pages {
		if !in(p.host) {
			continue
		}
		for _, s := range samples[i] {
			if s.text == "" || s.label > boilerLabel && s.label < contentLabel {
				continue
			}
			for _, w := range unitWords(s.text) {
				st := stats[w]
				if st == nil {
					st = &wordStat{hosts: map[string]bool{}, inContent: map[string]bool{}, langs: map[string]int{}}
					stats[w] = st
				}
				if s.label <= boilerLabel {
					st.boiler++
					st.hosts[p.host] = true
					st.langs[p.lang]++
				} else {
					st.content++
				}
			}
		}
	}
	for _, p := range pages {
		if !in(p.host) {
			continue
		}
		for _, w := range p.content {
			if st := stats[w]; st != nil {
				st.inContent[p.host] = true
			}
		}
	}
	return stats
}

// unitWords returns the distinct words of a unit's text long enough to mine.
func unitWords(text string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range classify.BoilerWords(text) {
		if len([]rune(w)) >= vocabRunes && !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// pickWords returns the words that pass the thresholds, by language and
// word; both asks for hosts in both halves.
// major is the language of most hosts, whose words need hosts hosts;
// the others' words need otherHosts as many in proportion.
func pickWords(stats map[string]*wordStat, hosts int, major string, both bool) []vocabWord {
	var out []vocabWord
	for w, st := range stats {
		share := float64(st.boiler) / float64(st.boiler+st.content)
		need := hosts
		if otherHosts > 0 && topLang(st.langs) != major {
			need = max(1, otherHosts*hosts/vocabHosts)
		}
		if len(st.hosts) < need || share < vocabShare || float64(len(st.inContent)) > contentHosts*float64(len(st.hosts)) ||
			both && !bothHalves(st.hosts) {
			continue
		}
		out = append(out, vocabWord{w, topLang(st.langs), len(st.hosts), len(st.inContent), share})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].lang != out[j].lang {
			return out[i].lang < out[j].lang
		}
		return out[i].word < out[j].word
	})
	return out
}

func bothHalves(hosts map[string]bool) bool {
	var in [2]bool
	for h := range hosts {
		in[half(h)] = true
	}
	return in[0] && in[1]
}

// majorLang is the language declared by the pages of most hosts.
func majorLang(pages []page) string {
	hosts := map[string]map[string]bool{}
	for _, p := range pages {
		if hosts[p.lang] == nil {
			hosts[p.lang] = map[string]bool{}
		}
		hosts[p.lang][p.host] = true
	}
	n := map[string]int{}
	for l, h := range hosts {
		n[l] = len(h)
	}
	return topLang(n)
}

func topLang(m map[string]int) string {
	best, n := "-", 0
	for k, v := range m {
		if k != "" && (v > n || v == n && k < best) {
			best, n = k, v
		}
	}
	return best
}

// mineVocab writes the mined vocabulary to path and reports, for each half
// of the hosts, how the words mined on it alone fare on the other half's
// pages of each language.
func mineVocab(path string, pages []page, samples [][]sample) error {
	major := majorLang(pages)
	words := pickWords(gatherWords(pages, samples, func(string) bool { return true }), vocabHosts, major, true)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	writeVocab(w, "go run ./extractor/internal/classify/train "+strings.Join(os.Args[1:], " "), major, words)
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	byLang := map[string]int{}
	for _, v := range words {
		byLang[v.lang]++
	}
	fmt.Printf("%d words written to %s; by language: %v\n", len(words), path, byLang)
	checkVocab(os.Stdout, pages, samples)
	return nil
}

// writeVocab writes the words under a header that gives command, the
// command line that mined them, and the thresholds it set.
func writeVocab(w io.Writer, command, major string, words []vocabWord) {
	fmt.Fprintf(w, "# Boilerplate vocabulary of package classify's boilerWords feature, mined by\n")
	fmt.Fprintf(w, "#   %s\n", command)
	fmt.Fprintf(w, "# from the labelled short units (at most 12 words) of wcxb-dev, ScrapingHub and\n")
	fmt.Fprintf(w, "# trafilatura-dev: words of %d or more letters in units labelled boilerplate on at\n", vocabRunes)
	if otherHosts > 0 {
		fmt.Fprintf(w, "# least %d hosts (%d when its pages are mostly in another language than %q, the\n", vocabHosts, otherHosts, major)
		fmt.Fprintf(w, "# language of most hosts), in both halves of the hosts (split by a hash of the\n")
		fmt.Fprintf(w, "# name), of\n")
	} else {
		fmt.Fprintf(w, "# least %d hosts, in both halves of the hosts (split by a hash of the name), of\n", vocabHosts)
	}
	fmt.Fprintf(w, "# whose labelled short units at least %.0f%% are boilerplate, and in the content of\n", 100*vocabShare)
	fmt.Fprintf(w, "# at most %g times as many hosts. After each word: the language its pages declare\n", contentHosts)
	fmt.Fprintf(w, "# most often, its boilerplate hosts, its content hosts and its boilerplate share.\n")
	for _, v := range words {
		fmt.Fprintf(w, "%s\t# %s %d %d %.2f\n", v.word, v.lang, v.hosts, v.inContent, v.share)
	}
}

// langCheck is how the words mined on one half of the hosts mark the
// short labelled units of one language on the other half.
type langCheck struct {
	boiler, content       int // labelled short units
	boilerHit, contentHit int // of them, those holding a mined word
}

// checkVocab mines on each half of the hosts (at half the host count) and
// tests on the other, by the language of the test pages: of the short
// boilerplate units, the share holding a mined word (recall), and of the
// units holding one, the share that is boilerplate (precision, beside the
// share of boilerplate among all, which a useless list would match).
func checkVocab(w io.Writer, pages []page, samples [][]sample) {
	for train := range 2 {
		words := pickWords(gatherWords(pages, samples, func(h string) bool { return half(h) == train }), vocabHosts/2, majorLang(pages), false)
		vocab := map[string]bool{}
		for _, v := range words {
			vocab[v.word] = true
		}
		checks := map[string]*langCheck{}
		for i, p := range pages {
			if half(p.host) == train {
				continue
			}
			c := checks[p.lang]
			if c == nil {
				c = &langCheck{}
				checks[p.lang] = c
			}
			for _, s := range samples[i] {
				if s.text == "" || s.label > boilerLabel && s.label < contentLabel {
					continue
				}
				hit := false
				for _, w := range unitWords(s.text) {
					hit = hit || vocab[w]
				}
				if s.label <= boilerLabel {
					c.boiler++
					c.boilerHit += int(b2f(hit))
				} else {
					c.content++
					c.contentHit += int(b2f(hit))
				}
			}
		}
		fmt.Fprintf(w, "mined on half %d (%d words, at least %d hosts), tested on half %d:\n", train, len(words), vocabHosts/2, 1-train)
		langs := make([]string, 0, len(checks))
		for l := range checks {
			langs = append(langs, l)
		}
		sort.Strings(langs)
		for _, l := range langs {
			c := checks[l]
			if c.boiler+c.content == 0 {
				continue
			}
			name := l
			if name == "" {
				name = "(none)"
			}
			fmt.Fprintf(w, "  %-6s %5d boilerplate, %5d content short units: recall %5.1f%%, precision %5.1f%% (boilerplate share %5.1f%%)\n",
				name, c.boiler, c.content, pct(c.boilerHit, c.boiler), pct(c.boilerHit, c.boilerHit+c.contentHit), pct(c.boiler, c.boiler+c.content))
		}
	}
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

// pageLang is the primary language tag the page declares on <html lang>,
// lower-cased ("de" for "de-DE"), or "".
func pageLang(doc *html.Node) string {
	for n := doc.FirstChild; n != nil; n = n.NextSibling {
		if n.Type == html.ElementNode && n.DataAtom == atom.Html {
			return primaryTag(dom.Attr(n, "lang"))
		}
	}
	return ""
}

func primaryTag(v string) string {
	v = strings.ToLower(strings.TrimSpace(v))
	if i := strings.IndexAny(v, "-_"); i >= 0 {
		v = v[:i]
	}
	return v
}
