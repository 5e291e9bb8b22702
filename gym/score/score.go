package score

import (
	"errors"
	"runtime"
	"sort"
	"time"

	"folio/internal/parallel"
)

// Extracted is what an ExtractFunc made of a page: the plain text to
// score, and the extractor's own timings when it reports them.
type Extracted struct {
	Text string
	// Markdown is the output as Markdown, for the structure check of
	// corpora that have one (Readability); "" when the system has none.
	Markdown string
	// Parse and Total are the extractor's timings; zero Total means the
	// scorer times the call itself.
	Parse, Total time.Duration
	// Lang is the language the page declares, as the extractor's
	// metadata reads it ("" when none); the per-language table groups by it.
	Lang string
}

// ExtractFunc turns a page's HTML into the plain text to score.
type ExtractFunc func(html []byte, pageURL string) (Extracted, error)

// Options configures a scoring run: which system extracts, which pages,
// how many workers.
type Options struct {
	Type string // only pages of this type; "" for all
	Jobs int    // parallel workers; 0 means 2
	// Extract is the system scored (required): the gym passes Folio's
	// extractor with a profile, a comparison passes another system.
	Extract ExtractFunc
	// Structure returns, per structure kind, the multiset of items of the
	// output's Markdown (package gym parses it with goldmark); when it is
	// nil, or the corpus has no structure reference, none is checked.
	Structure func(markdown string) map[string]map[string]int
	// Reference reads a corpus's reference Markdown (WCXB's) into the same
	// items; nil means Structure. A reference is read as its writer wrote
	// it, the output as a reader sees it: package gym reads WCXB's without
	// the setext headings and indented code its converter never writes.
	Reference func(markdown string) map[string]map[string]int
	// Glued lists each word-scored page's glued tokens (glued.go) in
	// PageResult.Glued.
	Glued bool
	// Leaks lists each page's leaked without snippets (leaks.go) in
	// PageResult.Leaks.
	Leaks bool
}

// ErrNoExtract is returned by Dir when Options.Extract is nil.
var ErrNoExtract = errors.New("score: no extract function")

// PageResult is one page's score.
type PageResult struct {
	ID, URL, Type string
	Host          string // Page.Host: the host of a page given no URL
	Lang          string // the page's language group (pageLang)
	PRF
	Shingles        ShingleCounts   // ScrapingHub only
	Traf            TrafCounts      // Traf only
	Kept            map[string]Kept // structure kept, per kind (Readability, and WCXB's reference Markdown)
	With, WithHit   int             // with snippets, and how many appear
	Without, Leaked int             // without snippets, and how many leak
	Parse, Total    time.Duration   // extractor timings
	Glued           []string        // glued tokens (Options.Glued; word-scored corpora)
	Leaks           []string        // leaked without snippets (Options.Leaks)
	Err             error
}

// Summary aggregates a set of pages.
type Summary struct {
	Pages int
	PRF
	With, WithHit   int
	Without, Leaked int
	Kept            map[string]Kept // structure kept, summed over the pages
}

// WithRate is the share of with snippets found (1 when there are none).
func (s Summary) WithRate() float64 { return Rate(s.WithHit, s.With, 1) }

// LeakRate is the share of without snippets leaking (0 when there are none).
func (s Summary) LeakRate() float64 { return Rate(s.Leaked, s.Without, 0) }

// Rate is n/d, or none when d is 0.
func Rate(n, d int, none float64) float64 {
	if d == 0 {
		return none
	}
	return float64(n) / float64(d)
}

// Report is the outcome of a scoring run.
type Report struct {
	Corpus  Corpus
	Pages   []PageResult // in corpus order
	Overall Summary
	ByType  map[string]Summary
	Errors  int
}

// Dir runs opts.Extract over the corpus in dir and scores it.
func Dir(c Corpus, dir string, opts Options) (*Report, error) {
	if opts.Extract == nil {
		return nil, ErrNoExtract
	}
	pages, err := LoadPages(c, dir)
	if err != nil {
		return nil, err
	}
	if opts.Type != "" {
		kept := pages[:0]
		for _, p := range pages {
			if p.Type == opts.Type {
				kept = append(kept, p)
			}
		}
		pages = kept
	}
	return Pages(c, pages, opts), nil
}

// Pages scores already loaded pages with opts.Extract, which must be set.
func Pages(c Corpus, pages []Page, opts Options) *Report {
	jobs := opts.Jobs
	if jobs <= 0 {
		jobs = 2
	}
	jobs = min(jobs, runtime.NumCPU())
	results := make([]PageResult, len(pages))
	parallel.For(len(pages), jobs, func(i int) {
		results[i] = scorePage(c, pages[i], opts)
	})
	return Summarise(c, results)
}

func scorePage(c Corpus, p Page, opts Options) PageResult {
	r := PageResult{ID: p.ID, URL: p.URL, Type: p.Type, Host: p.Host}
	if c == Readability {
		r.URL = "" // every test page has the harness's address, no own one
	}
	out, err := runExtract(p, opts, &r)
	if err != nil {
		r.Err = err
	}
	text := out.Text
	r.Lang = pageLang(out.Lang, text)
	if p.Structure != nil && opts.Structure != nil {
		r.Kept = KeptItems(aliasImages(opts.Structure(out.Markdown), p.ImageAliases), p.Structure)
	} else if p.RefMarkdown != "" && opts.Structure != nil {
		ref := opts.Reference
		if ref == nil {
			ref = opts.Structure
		}
		r.Kept = KeptItems(opts.Structure(out.Markdown), markdownStructure(ref(p.RefMarkdown)))
	}
	switch c {
	case ScrapingHub:
		r.Shingles = ShingleScore(text, p.Truth)
		r.PRF = NewPRF(r.Shingles.precision(), r.Shingles.recall())
	case Traf:
		r.Traf = TrafCount(text, p.With, p.Without)
		r.PRF = r.Traf.PRF()
	default:
		r.PRF = WordScore(text, p.Truth)
		if opts.Glued {
			r.Glued = Glued(text, p.Truth)
		}
	}
	if opts.Leaks {
		r.Leaks = leaks(c, text, p.Without)
	}
	if c == Traf {
		// The snippet columns count as the corpus's metric does (case
		// kept), so a page's leaks in the column are the ones --leaks lists.
		r.With, r.WithHit = r.Traf.TP+r.Traf.FN, r.Traf.TP
		r.Without, r.Leaked = r.Traf.FP+r.Traf.TN, r.Traf.FP
		return r
	}
	norm := Normalize(text)
	r.With, r.WithHit = countSnippets(p.With), SnippetCount(norm, p.With)
	r.Without, r.Leaked = countSnippets(p.Without), SnippetCount(norm, p.Without)
	return r
}

func runExtract(p Page, opts Options, r *PageResult) (Extracted, error) {
	data, err := p.HTML()
	if err != nil {
		return Extracted{}, err
	}
	start := time.Now()
	out, err := opts.Extract(data, p.URL)
	r.Parse, r.Total = out.Parse, out.Total
	if r.Total == 0 {
		r.Total = time.Since(start)
	}
	return out, err
}

func countSnippets(snips []string) int {
	n := 0
	for _, s := range snips {
		if Normalize(s) != "" {
			n++
		}
	}
	return n
}

// Summarise averages per-page scores overall and per type: WCXB and
// Readability average precision, recall and F1 over pages; ScrapingHub averages precision and
// recall and takes F1 of the averages; Traf sums the snippet tallies. It is
// exported for results scored in parts, such as the held-out folds of a
// cross-validation, which must be summarised as one run.
func Summarise(c Corpus, results []PageResult) *Report {
	rep := &Report{Corpus: c, Pages: results, ByType: map[string]Summary{}}
	groups := map[string][]PageResult{}
	for _, r := range results {
		groups[r.Type] = append(groups[r.Type], r)
		if r.Err != nil {
			rep.Errors++
		}
	}
	rep.Overall = summary(c, results)
	for t, g := range groups {
		rep.ByType[t] = summary(c, g)
	}
	return rep
}

func summary(c Corpus, rs []PageResult) Summary {
	s := Summary{Pages: len(rs)}
	counts := make([]ShingleCounts, 0, len(rs))
	var traf TrafCounts
	for _, r := range rs {
		traf = traf.Add(r.Traf)
		s.Precision += r.Precision
		s.Recall += r.Recall
		s.F1 += r.F1
		s.With += r.With
		s.WithHit += r.WithHit
		s.Without += r.Without
		s.Leaked += r.Leaked
		for k, v := range r.Kept {
			if s.Kept == nil {
				s.Kept = map[string]Kept{}
			}
			s.Kept[k] = Kept{s.Kept[k].Kept + v.Kept, s.Kept[k].Total + v.Total}
		}
		counts = append(counts, r.Shingles)
	}
	switch c {
	case ScrapingHub:
		s.PRF = ShingleAverage(counts)
		return s
	case Traf:
		s.PRF = traf.PRF()
		return s
	}
	if n := float64(len(rs)); n > 0 {
		s.Precision, s.Recall, s.F1 = s.Precision/n, s.Recall/n, s.F1/n
	}
	return s
}

// Worst returns the n lowest-F1 pages, lowest first (ties by id).
func (r *Report) Worst(n int) []PageResult {
	ps := append([]PageResult(nil), r.Pages...)
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].F1 < ps[j].F1 })
	return ps[:min(n, len(ps))]
}

// Types returns the page types in the report, sorted.
func (r *Report) Types() []string {
	ts := make([]string, 0, len(r.ByType))
	for t := range r.ByType {
		ts = append(ts, t)
	}
	sort.Strings(ts)
	return ts
}
