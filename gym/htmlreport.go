package gym

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"math"
	"sort"
	"strings"
)

//go:embed htmlreport.tmpl
var reportTemplateText string

var reportTemplate = template.Must(template.New("report").Funcs(template.FuncMap{
	"f3":   func(v float64) string { return fmt.Sprintf("%.3f", v) },
	"heat": heat,
	"opt": func(v float64, n int) string {
		if n == 0 {
			return "–"
		}
		return fmt.Sprintf("%.3f", v)
	},
	"kind":  func(g Group, k string) float64 { return g.Kinds[k] },
	"has":   func(g Group, k string) bool { _, ok := g.Kinds[k]; return ok },
	"delta": func(d float64) string { return fmt.Sprintf("%+.3f", d) },
	"kb":    func(n int) string { return fmt.Sprintf("%.1f KB", float64(n)/1024) },
	"rowOf": rowOf,
	"kindsLine": func(s Structure) string {
		var parts []string
		for _, k := range sortedKinds(s.Kinds) {
			parts = append(parts, fmt.Sprintf("%s %.3f", strings.ReplaceAll(k, "_", " "), s.Kinds[k].F1))
		}
		return strings.Join(parts, " · ")
	},
	"label": func(k string) string { return strings.ReplaceAll(k, "_", " ") },
}).Parse(reportTemplateText))

// ReportOptions configures WriteHTMLReport.
type ReportOptions struct {
	Title    string
	Baseline []Result // nil for none
	Cards    int      // per-page cards of the weakest pages; 0 means 40
}

// reportData is what the template renders.
type reportData struct {
	Title               string
	Overall             Group
	Groups              []Group
	Kinds               []string
	Chart               template.HTML
	HasBaseline         bool
	BaseGroups          map[string]Group
	Improved, Regressed []pageDelta
	Cards               []Result
	HasClean            bool
	// CleanHelped and CleanHurt compare the clean-up stage with the
	// extractor page by page; CleanSame counts the pages it left alone.
	CleanHelped, CleanHurt []pageDelta
	CleanSame              int
	// Unlabelled are entries with no expectations yet (flagged pages).
	Unlabelled []Result
}

// pageDelta is one page's change of expectation score and word F1.
type pageDelta struct {
	Key, URL            string
	Before, After       float64
	WordBefore, WordAft float64
	HasWord             bool
	Err                 string // the clean-up command's error, if any
}

// WriteHTMLReport writes a self-contained HTML page: the score matrix per
// (corpus, category), an inline-SVG chart of per-type F1, the pages that
// improved or regressed against a baseline, the clean-up stage's gain page
// by page when it ran, and cards for the weakest
// pages with their output and failed expectations. It fetches nothing.
func WriteHTMLReport(w io.Writer, rs []Result, opts ReportOptions) error {
	all, groups := Aggregate(rs)
	d := reportData{Title: opts.Title, Overall: all, Groups: groups, Kinds: StructureKinds,
		HasBaseline: opts.Baseline != nil, BaseGroups: map[string]Group{}}
	if d.Title == "" {
		d.Title = "Folio extraction gym"
	}
	if opts.Baseline != nil {
		ball, bgs := Aggregate(opts.Baseline)
		for _, g := range append(bgs, ball) {
			d.BaseGroups[groupKey(g)] = g
		}
		d.Improved, d.Regressed = pageDeltas(opts.Baseline, rs)
	}
	d.Chart = typeChart(groups, d.BaseGroups, corpora(groups) > 1)
	d.HasClean = all.Clean.Pages > 0
	d.CleanHelped, d.CleanHurt, d.CleanSame = cleanDeltas(rs)
	d.Unlabelled = unlabelled(rs)
	d.Cards = weakest(rs, d.Regressed, opts.Cards)
	return reportTemplate.Execute(w, d)
}

// pageDeltas lists the pages whose expectation score or word F1 changed,
// largest change first.
func pageDeltas(baseline, rs []Result) (improved, regressed []pageDelta) {
	base := map[string]Result{}
	for _, r := range baseline {
		base[r.Key] = r
	}
	for _, r := range rs {
		b, ok := base[r.Key]
		if !ok {
			continue
		}
		pd := pageDelta{Key: r.Key, URL: r.URL, Before: b.Score, After: r.Score}
		if r.Word != nil && b.Word != nil {
			pd.HasWord, pd.WordBefore, pd.WordAft = true, b.Word.F1, r.Word.F1
		}
		switch c := pd.change(); {
		case c > 1e-9:
			improved = append(improved, pd)
		case c < -1e-9:
			regressed = append(regressed, pd)
		}
	}
	sort.SliceStable(improved, func(i, j int) bool { return improved[i].change() > improved[j].change() })
	sort.SliceStable(regressed, func(i, j int) bool { return regressed[i].change() < regressed[j].change() })
	return improved, regressed
}

// change is the larger-magnitude of the score and word F1 changes, so a
// page counts as regressed when either falls.
func (p pageDelta) change() float64 {
	c := p.After - p.Before
	if w := p.WordAft - p.WordBefore; p.HasWord && math.Abs(w) > math.Abs(c) {
		return w
	}
	return c
}

// Change is the page's change as the report shows it.
func (p pageDelta) Change() float64 { return p.change() }

// weakest returns the cards to show: regressed pages first, then the
// lowest-scoring pages (by expectation score, then word F1), n in all.
func weakest(rs []Result, regressed []pageDelta, n int) []Result {
	if n <= 0 {
		n = 40
	}
	byKey := map[string]Result{}
	for _, r := range rs {
		byKey[r.Key] = r
	}
	seen := map[string]bool{}
	var cards []Result
	for _, d := range regressed {
		if len(cards) < n {
			cards = append(cards, byKey[d.Key])
			seen[d.Key] = true
		}
	}
	ps := append([]Result(nil), rs...)
	sort.SliceStable(ps, func(i, j int) bool { return pageRank(ps[i]) < pageRank(ps[j]) })
	for _, r := range ps {
		if len(cards) >= n || pageRank(r) >= 2 {
			break
		}
		if !seen[r.Key] {
			cards = append(cards, r)
		}
	}
	return cards
}

// pageRank orders pages weakest first: the expectation score plus word F1
// (1 where absent); 2 means nothing failed.
func pageRank(r Result) float64 {
	w := 1.0
	if r.Word != nil {
		w = r.Word.F1
	}
	return r.Score + w
}

// heat colours a 0..1 value from red through amber to green, light enough
// for black text.
func heat(v float64) template.CSS {
	v = math.Max(0, math.Min(1, v))
	return template.CSS(fmt.Sprintf("background:hsl(%.0f,65%%,%.0f%%)", 120*v*v, 82+6*v))
}

// matrixRow is one row of the score matrix with its baseline change.
type matrixRow struct {
	G             Group
	All, HasBase  bool
	Base          bool // the baseline has this group
	DScore, DWord float64
	Kinds         []string
	HasClean      bool
	Ratio         float64 // output bytes per raw byte
}

func rowOf(d reportData, g Group, all bool) matrixRow {
	r := matrixRow{G: g, All: all, HasBase: d.HasBaseline, Kinds: d.Kinds, HasClean: d.HasClean}
	if g.RawBytes > 0 {
		r.Ratio = float64(g.OutBytes) / float64(g.RawBytes)
	}
	if b, ok := d.BaseGroups[groupKey(g)]; ok {
		r.Base, r.DScore, r.DWord = true, g.Score-b.Score, g.Word.F1-b.Word.F1
	}
	return r
}

func corpora(groups []Group) int {
	seen := map[string]bool{}
	for _, g := range groups {
		seen[g.Corpus] = true
	}
	return len(seen)
}
