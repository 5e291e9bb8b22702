package metadata

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"

	"folio/extractor/internal/dom"
	"folio/internal/corpus"

	"golang.org/x/net/html"
	"golang.org/x/net/html/charset"
)

// corpusDir returns ../shared/corpus relative to the module root, or skips
// the test when it is absent (the corpora are never copied into the repo).
func corpusDir(t testing.TB) string {
	t.Helper()
	return corpus.Require(t, ".")
}

// loadPage reads a gzip-compressed page, decodes its charset as the
// pipeline does and parses it with scripting disabled.
func loadPage(t testing.TB, path string) *html.Node {
	data := corpus.MustRead(t, path)
	var r io.Reader = bytes.NewReader(data)
	if _, name, certain := charset.DetermineEncoding(data, ""); certain && name != "utf-8" {
		if cr, err := charset.NewReader(bytes.NewReader(data), "text/html; charset="+name); err == nil {
			r = cr
		}
	}
	doc, err := html.ParseWithOptions(r, html.ParseOptionEnableScripting(false))
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// fieldStat counts one field's results over a corpus.
type fieldStat struct {
	withTruth, exact, loose, missing int // over pages whose truth is non-empty
	noTruth, spurious                int // pages whose truth is empty; we output something
	misses                           []string
}

func (f *fieldStat) add(truth, got string, eq func(a, b string) (exact, loose bool), page string) {
	if strings.TrimSpace(truth) == "" {
		f.noTruth++
		if got != "" {
			f.spurious++
			f.misses = append(f.misses, fmt.Sprintf("%s: SPURIOUS got %q", page, got))
		}
		return
	}
	f.withTruth++
	ex, lo := eq(truth, got)
	if ex {
		f.exact++
	}
	if lo {
		f.loose++
	}
	if got == "" {
		f.missing++
	}
	if !ex {
		f.misses = append(f.misses, fmt.Sprintf("%s: want %q got %q", page, truth, got))
	}
}

func (f *fieldStat) acc() float64 {
	if f.withTruth == 0 {
		return 0
	}
	return float64(f.exact) / float64(f.withTruth)
}

// spaceRun is a run of white space, Unicode spaces included: CJK pages
// separate title parts with U+3000 where we write a plain space.
var spaceRun = regexp.MustCompile(`[\s\p{Zs}]+`)

// quoteFold maps typographic quotes to ASCII: the wcxb annotators typed
// titles with straight apostrophes where pages have curly ones.
var quoteFold = strings.NewReplacer("\u2019", "'", "\u2018", "'", "\u201c", `"`, "\u201d", `"`, "\u00a0", " ")

// foldText is the comparison the task defines: case-folded,
// whitespace-collapsed (and typographic quotes folded).
func foldText(s string) string {
	return strings.TrimSpace(spaceRun.ReplaceAllString(strings.ToLower(quoteFold.Replace(s)), " "))
}

func eqText(truth, got string) (bool, bool) {
	return foldText(truth) == foldText(got), dom.FoldWords(truth) == dom.FoldWords(got) && got != ""
}

// eqTitleAffix compares titles across the site-affix convention: the
// readability-testpages titles are what Readability's own heuristic keeps
// of <title> ("How to Build a Terrarium | eHow"), while Folio reports the
// headline without the site, as the WCXB annotators do. Ours matches when
// it equals the truth or the truth cut at one title separator, either side.
func eqTitleAffix(truth, got string) (bool, bool) {
	ft, fg := foldText(truth), foldText(got)
	if fg == "" {
		return false, false
	}
	if ft == fg {
		return true, true
	}
	for _, sep := range append(siteSeparators, " _") {
		for i := strings.Index(ft, sep); i >= 0; {
			if strings.TrimSpace(ft[:i]) == fg || strings.TrimSpace(ft[i+len(sep):]) == fg {
				return true, true
			}
			j := strings.Index(ft[i+len(sep):], sep)
			if j < 0 {
				break
			}
			i += len(sep) + j
		}
	}
	return false, false
}

func eqDate(truth, got string) (bool, bool) {
	tt, gg := ParseDate(truth), ParseDate(got)
	if len(tt) < 10 || len(gg) < 10 {
		return false, false
	}
	ok := tt[:10] == gg[:10]
	return ok, ok
}

var (
	nameSplit = regexp.MustCompile(`\s*(?:,\s*and\s|,|;|\s&\s|\sand\s)\s*`)
	byWord    = regexp.MustCompile(`(?i)^\s*(?:written\s+)?(?:by|par|por|von)\s*:?\s+`)
)

// authorNames splits an author string into normalised names.
func authorNames(s string) map[string]bool {
	out := map[string]bool{}
	for _, n := range nameSplit.Split(byWord.ReplaceAllString(s, ""), -1) {
		if n = dom.FoldWords(n); n != "" {
			out[n] = true
		}
	}
	return out
}

// eqAuthor accepts ours when the truth's names are all among ours.
func eqAuthor(truth, got string) (bool, bool) {
	tn, gn := authorNames(truth), authorNames(got)
	if len(tn) == 0 || len(gn) == 0 {
		return false, false
	}
	for n := range tn {
		if !gn[n] {
			return false, false
		}
	}
	return true, true
}

type corpusPage struct {
	id, url string
	truth   map[string]string
}

// wcxbPages reads the title, author and date labels of every wcxb-dev
// page in dir, or skips when there are none.
func wcxbPages(t *testing.T, dir string) []corpusPage {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) == 0 {
		t.Skip("wcxb-dev absent")
	}
	var pages []corpusPage
	for _, f := range files {
		var j struct {
			URL   string `json:"url"`
			Truth struct {
				Title  *string `json:"title"`
				Author *string `json:"author"`
				Date   *string `json:"publish_date"`
			} `json:"ground_truth"`
		}
		readJSON(t, f, &j)
		pages = append(pages, corpusPage{
			id: strings.TrimSuffix(filepath.Base(f), ".json"), url: j.URL,
			truth: map[string]string{"title": deref(j.Truth.Title), "author": deref(j.Truth.Author), "date": deref(j.Truth.Date)},
		})
	}
	return pages
}

// runCorpus reads every page of dir, compares the fields get returns
// with the labels, and, when agree is not nil, scores the title
// agreement rules on the page (titleagree_test.go) against its title
// label and the "title" get returns.
func runCorpus(t *testing.T, dir string, pages []corpusPage, fields []string, eqs map[string]func(a, b string) (bool, bool), get func(settled, walk Metadata) map[string]string, agree *agreementScorer) map[string]*fieldStat {
	stats := map[string]*fieldStat{}
	for _, f := range fields {
		stats[f] = &fieldStat{}
	}
	var mu sync.Mutex
	work := make(chan corpusPage)
	var wg sync.WaitGroup
	for i := 0; i < runtime.GOMAXPROCS(0); i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range work {
				doc := loadPage(t, filepath.Join(dir, p.id+".html.gz"))
				var u *url.URL
				if p.url != "" {
					u, _ = url.Parse(p.url)
				}
				got := get(settledMetadata(doc, u))
				if label := foldText(p.truth["title"]); agree != nil && label != "" {
					agree.page(label, got["title"], readTitleDoc(doc, u))
				}
				mu.Lock()
				for _, f := range fields {
					stats[f].add(p.truth[f], got[f], eqs[f], p.id)
				}
				mu.Unlock()
			}
		}()
	}
	for _, p := range pages {
		work <- p
	}
	close(work)
	wg.Wait()
	return stats
}

// settledMetadata returns the metadata the extractor reports (Read's,
// with the title choice settled by the classifier's main content) and
// Read's own, which metadata.Extract returns.
func settledMetadata(doc *html.Node, u *url.URL) (settled, walk Metadata) {
	r := Read(doc, u)
	settled, walk = r.Metadata, r.Metadata
	settled.Title = settledTitle(r, doc, u)
	return settled, walk
}

// settledTitle returns the title the extractor reports for r, Read's
// reading of doc: Read's own, or its TitleChoice settled by whether the
// h1 lies in the classifier's main content.
func settledTitle(r Reading, doc *html.Node, u *url.URL) string {
	if c := r.TitleChoice; c != nil {
		return c.Title(h1InContent(doc, u, c))
	}
	return r.Metadata.Title
}

func logTable(t *testing.T, name string, fields []string, stats map[string]*fieldStat) {
	var b strings.Builder
	fmt.Fprintf(&b, "\n%s\n%-12s %6s %8s %8s %8s %10s\n", name, "field", "pages", "exact", "loose", "missing", "spurious")
	for _, f := range fields {
		s := stats[f]
		fmt.Fprintf(&b, "%-12s %6d %7.1f%% %7.1f%% %7.1f%% %4d/%-5d\n", f, s.withTruth,
			100*s.acc(), 100*float64(s.loose)/float64(max(s.withTruth, 1)),
			100*float64(s.missing)/float64(max(s.withTruth, 1)), s.spurious, s.noTruth)
	}
	t.Log(b.String())
	if want := os.Getenv("METADATA_DEBUG"); want != "" {
		for _, f := range fields {
			if want == f || want == "all" {
				sort.Strings(stats[f].misses)
				for _, m := range stats[f].misses {
					t.Logf("%s %s %s", name, f, m)
				}
			}
		}
	}
}

func checkFloors(t *testing.T, name string, stats map[string]*fieldStat, floors map[string]float64) {
	for f, floor := range floors {
		if got := stats[f].acc(); got < floor {
			t.Errorf("%s %s accuracy %.3f is below its floor %.3f", name, f, got, floor)
		}
	}
}

// TestMetadataAccuracy measures field accuracy against the labelled corpora
// (../shared/corpus) and fails when a field falls below its floor. Set
// METADATA_DEBUG=<field>|all to list the misses.
//
// A field counts only on pages whose truth is non-empty; "spurious" counts
// pages with no truth where we output something. Text fields match when
// equal after case folding, whitespace collapsing and typographic-quote
// folding ("exact"), or after dropping all punctuation ("loose"); dates
// match on their YYYY-MM-DD part; authors match when every name in the
// truth is among ours (names split on ",", ";", "&", "and"; "By" dropped).
// On readability-testpages "title~" also counts a title that is the truth
// without its site affix (eqTitleAffix), since those titles keep it.
// "title" is the title the extractor reports, settled after
// classification (TitleChoice); on wcxb-dev "title/walk" is Read's title
// before the content is known, which metadata.Extract returns. Beside
// the fields it scores the title agreement rules (titleAgreement) on
// both corpora, and fails when one of them would gain more titles than
// it loses.
func TestMetadataAccuracy(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus run skipped in -short mode")
	}
	root := corpusDir(t)
	agree := &titleAgreement{}
	defer agree.check(t)
	t.Run("wcxb-dev", func(t *testing.T) {
		dir := filepath.Join(root, "wcxb-dev")
		pages := wcxbPages(t, dir)
		for _, p := range pages {
			p.truth["title/walk"] = p.truth["title"]
		}
		fields := []string{"title", "title/walk", "author", "date"}
		stats := runCorpus(t, dir, pages, fields,
			map[string]func(a, b string) (bool, bool){"title": eqText, "title/walk": eqText, "author": eqAuthor, "date": eqDate},
			func(m, walk Metadata) map[string]string {
				return map[string]string{"title": m.Title, "title/walk": walk.Title, "author": m.Author, "date": m.Published}
			}, agree.corpus("wcxb-dev"))
		logTable(t, "wcxb-dev", fields, stats)
		checkFloors(t, "wcxb-dev", stats, wcxbFloors)
	})
	t.Run("readability-testpages", func(t *testing.T) {
		dir := filepath.Join(root, "readability-testpages")
		files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		if len(files) == 0 {
			t.Skip("readability-testpages absent")
		}
		var pages []corpusPage
		for _, f := range files {
			var j struct {
				Title, Byline, Excerpt, Lang, SiteName, PublishedTime *string
			}
			readJSON(t, f, &j)
			pages = append(pages, corpusPage{
				id: strings.TrimSuffix(filepath.Base(f), ".json"),
				truth: map[string]string{"title": deref(j.Title), "title~": deref(j.Title), "author": deref(j.Byline), "date": deref(j.PublishedTime),
					"site": deref(j.SiteName), "language": deref(j.Lang), "description": deref(j.Excerpt)},
			})
		}
		fields := []string{"title", "title~", "author", "date", "site", "language", "description"}
		stats := runCorpus(t, dir, pages, fields,
			map[string]func(a, b string) (bool, bool){"title": eqText, "title~": eqTitleAffix, "author": eqAuthor, "date": eqDate,
				"site": eqText, "language": eqText, "description": eqText},
			func(m, _ Metadata) map[string]string {
				return map[string]string{"title": m.Title, "title~": m.Title, "author": m.Author, "date": m.Published,
					"site": m.SiteName, "language": m.Language, "description": m.Description}
			}, agree.corpus("readability"))
		logTable(t, "readability-testpages", fields, stats)
		checkFloors(t, "readability-testpages", stats, readabilityFloors)
	})
}

// Floors sit just under the accuracy measured when they were last raised;
// a change that lowers a field below them is a regression.
// Measured at the last raise (exact match): wcxb-dev title 84.2% (1261 of
// 1497; raised alone, after the title choice moved after classification,
// titlechoice.go; 83.4% before), title/walk 83.8% (raised alone, when
// Read took the model's choice with the content unknown), author
// 90.3% (667 of 739; raised alone, after the date floor), date 92.2% (721
// of 782; the date floors were raised alone);
// readability-testpages title 75.6% (88.2% across the site-affix
// convention, "title~"), author 82.9%, date 100% (33 of 33), site 93.5%,
// language 100%, description 51.6%.
var (
	wcxbFloors        = map[string]float64{"title": 0.84, "title/walk": 0.835, "author": 0.90, "date": 0.92}
	readabilityFloors = map[string]float64{"title": 0.75, "title~": 0.88, "author": 0.82, "date": 0.99,
		"site": 0.93, "language": 0.99, "description": 0.51}
)

func readJSON(t testing.TB, path string, v any) {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func TestEqTitleAffix(t *testing.T) {
	cases := []struct {
		truth, got string
		want       bool
	}{
		{"How to Build a Terrarium | eHow", "How to Build a Terrarium", true},
		{"Samantha and The Great Big Lie - John C. Welch - Medium", "Samantha and The Great Big Lie", true},
		{"宇航员在太空中喝酒会怎么样？后果很严重 _探索者 _光明网", "宇航员在太空中喝酒会怎么样？后果很严重", true},
		{"Mozilla - Wikipedia", "Mozilla", true},
		{"Mozilla - Wikipedia", "Wikipedia", true},
		{"Mozilla - Wikipedia", "Mozil", false},
		{"The Modern Ambitions Behind Neon", "Why Neon Is the Ultimate Symbol", false},
		{"Wi-Fi Guide", "Wi", false},
		{"Anything", "", false},
	}
	for _, c := range cases {
		if got, _ := eqTitleAffix(c.truth, c.got); got != c.want {
			t.Errorf("eqTitleAffix(%q, %q) = %v, want %v", c.truth, c.got, got, c.want)
		}
	}
}
