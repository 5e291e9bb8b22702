package sitegen

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/fingerprint"
	"folio/extractor/internal/markdown"
	"folio/extractor/templates"
	"folio/gym/score"
)

// Corpus shape: pages per phase of each site's life. Base pages first, then
// the renamed content class, then the redesign.
const (
	measureSites = 40
	basePages    = 12
	renamedPages = 6
	redesignPgs  = 8
)

type tally struct {
	pages, eligible, served     int     // eligible: not the first page of a layout phase
	changes, changesCaught      int     // layout changes, and those not served stale
	f1Cached, f1Full            float64 // over all pages
	f1ServedCached, f1ServedFul float64 // over served pages only
	cachedTime, classifyTime    time.Duration
	servedClassify              time.Duration // classify time of the served pages
	matched                     int
	ratios                      []float64 // classify time / cached time, per served page
	drifts                      map[string]int
}

// TestSameHostCorpus measures learned templates on the synthetic corpus:
// fingerprint match rate, word F1 of the cached path and of the full
// classifier against the truth, and the speed of the cached path (sketch,
// probe, apply) against the classify stage. Issue 6 asks for equal or better
// F1 and at least 5x.
func TestSameHostCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("measurement: run without -short")
	}
	cache, err := templates.OpenCache(t.TempDir(), templates.CacheOptions{})
	if err != nil {
		t.Fatal(err)
	}
	n := tally{drifts: map[string]int{}}
	for _, s := range Sites(42, measureSites) {
		phases := []struct{ layout, pages int }{{Base, basePages}, {Renamed, renamedPages}, {Redesign, redesignPgs}}
		for pi, ph := range phases {
			for i := 0; i < ph.pages; i++ {
				runPage(t, cache, s.Page(ph.layout, i), i > 0, pi > 0 && i == 0, &n)
			}
		}
	}
	report(t, &n)
}

func runPage(t *testing.T, cache *templates.Cache, p Page, eligible, change bool, n *tally) {
	doc, err := html.ParseWithOptions(bytes.NewReader(p.HTML), html.ParseOptionEnableScripting(false))
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	blocks := classify.Classify(doc, classify.Options{URL: p.URL})
	classifyTime := time.Since(start)
	n.classifyTime += classifyTime
	fullText := renderBlocks(blocks)

	start = time.Now()
	fp := fingerprint.Sketch(doc)
	lt, _, ok := cache.Lookup(p.Host, fp)
	var sel templates.Selection
	var drift error = templates.ErrNoTemplate
	if ok && !lt.NeedsCheck() {
		sel, drift = lt.Apply(doc)
	}
	cachedTime := time.Since(start)

	n.pages++
	if eligible {
		n.eligible++
		if ok {
			n.matched++
		}
	}
	text := fullText
	if drift == nil {
		n.served++
		n.cachedTime += cachedTime
		n.servedClassify += classifyTime
		c, f := minTimes(cache, p, doc)
		n.ratios = append(n.ratios, float64(f)/float64(c))
		cache.Observe(lt, sel.Stats)
		text, _ = renderSel(sel)
		n.f1ServedCached += wordF1(text, p.Truth)
		n.f1ServedFul += wordF1(fullText, p.Truth)
	} else {
		if ok && !lt.NeedsCheck() {
			n.drifts[driftReason(drift)]++
		}
		cache.Learn(p.Host, fp, doc, toBlocks(blocks), drift)
	}
	if change {
		n.changes++
		if drift != nil || wordF1(text, p.Truth) >= wordF1(fullText, p.Truth)-0.02 {
			n.changesCaught++
		} else {
			t.Logf("stale: %s layout %d: template F1 %.3f, classifier %.3f, rules %v", p.Host, p.Layout, wordF1(text, p.Truth), wordF1(fullText, p.Truth), ruleList(lt.Rules))
		}
	}
	n.f1Cached += wordF1(text, p.Truth)
	n.f1Full += wordF1(fullText, p.Truth)
}

func driftReason(err error) string {
	var d *templates.DriftError
	if errors.As(err, &d) {
		return d.Reason
	}
	return "none"
}

func report(t *testing.T, n *tally) {
	served := float64(max(n.served, 1))
	speedup := float64(n.servedClassify) / float64(max(n.cachedTime, 1))
	t.Logf("sites %d, pages %d (%d after the first of a layout phase): fingerprint matched %d (match rate %.3f), served from a template %d (%.3f; warm-up pages are classified in full)",
		measureSites, n.pages, n.eligible, n.matched, float64(n.matched)/float64(n.eligible), n.served, float64(n.served)/float64(n.eligible))
	t.Logf("layout changes %d, handled %d (refit, relearned, or template output as good as the classifier's); drifts by reason %v", n.changes, n.changesCaught, n.drifts)
	t.Logf("word F1 over all pages: cached path %.4f, full classifier %.4f", n.f1Cached/float64(n.pages), n.f1Full/float64(n.pages))
	t.Logf("word F1 over served pages: template %.4f, full classifier %.4f", n.f1ServedCached/served, n.f1ServedFul/served)
	slices.Sort(n.ratios)
	median := n.ratios[len(n.ratios)/2]
	t.Logf("per served page: cached path (sketch+probe+apply) %v, classify %v: %.1fx faster in total, median per-page ratio of the fastest of 3 runs %.1fx",
		n.cachedTime/time.Duration(served), n.servedClassify/time.Duration(served), speedup, median)
	if float64(n.matched)/float64(n.eligible) < 0.9 {
		t.Errorf("match rate under 0.9")
	}
	if float64(n.changesCaught) < 0.95*float64(n.changes) {
		t.Errorf("layout changes served stale: %d of %d", n.changes-n.changesCaught, n.changes)
	}
	// "Equal" F1 within 0.002: the classifier itself moves by more than
	// that between runs of its own training.
	if n.f1ServedCached/served < n.f1ServedFul/served-0.002 {
		t.Errorf("template F1 below the classifier's on served pages")
	}
}

func toBlocks(bs []classify.Block) []templates.Block {
	out := make([]templates.Block, len(bs))
	for i, b := range bs {
		out[i] = templates.Block{Node: b.Node, Role: b.Role}
	}
	return out
}

// renderBlocks renders the main blocks, skipping the chrome inside them, as
// extractor's ProfileMain does.
func renderBlocks(bs []classify.Block) string {
	var nodes []*html.Node
	drop := map[*html.Node]bool{}
	for _, b := range bs {
		if b.Role == classify.RoleMain {
			nodes = append(nodes, b.Node)
		} else {
			drop[b.Node] = true
		}
	}
	_, text := markdown.Render(nodes, markdown.Options{Skip: func(n *html.Node) bool { return drop[n] }})
	return text
}

func renderSel(sel templates.Selection) (string, string) {
	md, text := markdown.Render(sel.Nodes, markdown.Options{Skip: sel.Skip})
	return text, md
}

// wordF1 is WCXB's per-page score, as the gym computes it.
func wordF1(got, want string) float64 { return score.WordScore(got, want).F1 }

func ruleList(rs []templates.Rule) []string {
	var out []string
	for _, r := range rs {
		out = append(out, string(r.Role)+":"+strings.Join(r.Selectors, ","))
	}
	return out
}

// minTimes times the cached path and classify three times each on a page
// that is already parsed and warm, and returns the fastest of each: the
// machine these tests run on is shared, and the minimum is the least
// disturbed measure (as benchstat users take it).
func minTimes(cache *templates.Cache, p Page, doc *html.Node) (cached, full time.Duration) {
	cached, full = time.Hour, time.Hour
	for range 3 {
		t0 := time.Now()
		if lt, _, ok := cache.Lookup(p.Host, fingerprint.Sketch(doc)); ok {
			lt.Apply(doc)
		}
		t1 := time.Now()
		classify.Classify(doc, classify.Options{URL: p.URL})
		t2 := time.Now()
		cached, full = min(cached, t1.Sub(t0)), min(full, t2.Sub(t1))
	}
	return max(cached, 1), full
}
