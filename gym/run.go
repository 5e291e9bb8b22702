package gym

import (
	"io"
	"runtime"
	"time"

	"folio/extractor"
	"folio/gym/score"
	"folio/internal/parallel"
)

// RunOptions configures Run. The zero value extracts with the main profile
// on two workers, with no clean-up stage and no progress output.
type RunOptions struct {
	Jobs    int               // parallel workers; 0 means 2
	Profile extractor.Profile // "" means extractor.ProfileMain
	// Category keeps only pages of this category; "" keeps all.
	Category string
	// Clean, when set, runs every output through a clean-up command and
	// scores the result beside the extractor's.
	Clean *Cleaner
	// Progress receives a progress bar; nil for none.
	Progress io.Writer
}

// Run extracts and scores every page of the corpus folders (gym entries,
// wcxb or scrapinghub), returning one Result per page in corpus order.
func Run(dirs []string, opts RunOptions) ([]Result, error) {
	tasks, err := loadTasks(dirs)
	if err != nil {
		return nil, err
	}
	if opts.Category != "" {
		kept := tasks[:0]
		for _, t := range tasks {
			if t.category == opts.Category {
				kept = append(kept, t)
			}
		}
		tasks = kept
	}
	return runTasks(tasks, opts), nil
}

func runTasks(tasks []task, opts RunOptions) []Result {
	jobs := opts.Jobs
	if jobs <= 0 {
		jobs = 2
	}
	jobs = max(1, min(jobs, runtime.NumCPU()))
	results := make([]Result, len(tasks))
	bar := newProgress(opts.Progress, len(tasks))
	parallel.For(len(tasks), jobs, func(i int) {
		results[i] = runTask(tasks[i], opts)
		bar.step(tasks[i].key)
	})
	bar.done()
	return results
}

// runTask extracts one page and scores it. An extraction error scores as
// an empty output, so a page that starts failing shows as a drop.
func runTask(t task, opts RunOptions) Result {
	r := Result{Key: t.key, ID: t.id, Corpus: t.corpus, Format: t.format,
		URL: t.url, Category: t.category, Note: t.note}
	md, text := "", ""
	data, err := t.html()
	if err == nil {
		r.RawBytes = len(data)
		var res *extractor.Result
		res, err = extractPage(data, t.url, t.contentType, opts.Profile)
		if err == nil {
			md, text = res.Markdown, res.Text
			r.Millis = ms(res.Timings.Total)
		}
	}
	if err != nil {
		r.Error = err.Error()
	}
	r.OutBytes = len(md)
	r.Markdown, r.Truncated = capOutput(md)
	s := scoreOutput(t, md, text)
	r.Score, r.Anchors, r.Intrusions, r.MustNotContain = s.score, s.anchors, s.intrusions, s.mustNot
	r.Word, r.Shingle, r.Structure = s.word, s.shingle, s.structure
	if opts.Clean != nil && err == nil {
		r.Clean = cleanAndScore(opts.Clean, t, md)
	}
	return r
}

// extractPage extracts a snapshot as the reader did: contentType is the
// HTTP header it came with ("" when unknown), whose charset decides the
// decoding of a page that does not declare its own. more are further
// options (gym ablate's WithPruneAblation).
func extractPage(data []byte, pageURL, contentType string, p extractor.Profile, more ...extractor.Option) (*extractor.Result, error) {
	if p == "" {
		p = extractor.ProfileMain
	}
	opts := append([]extractor.Option{extractor.WithURL(pageURL), extractor.WithProfile(p), extractor.WithContentType(contentType)}, more...)
	return extractor.Extract(data, opts...)
}

// scores is what scoreOutput finds for one output of one page.
type scores struct {
	score                        float64
	anchors, intrusions, mustNot Check
	word                         *score.PRF
	shingle                      *score.ShingleCounts
	structure                    *Structure
}

// scoreOutput scores Markdown and its plain text against a page's
// expectations, full text and reference Markdown, whichever it has.
func scoreOutput(t task, md, text string) scores {
	var s scores
	s.anchors, s.intrusions, s.mustNot = t.expect.Evaluate(md, text)
	s.score = ExpectationScore(s.anchors, s.intrusions, s.mustNot)
	if t.truth != nil {
		w := score.WordScore(text, *t.truth)
		sh := score.ShingleScore(text, *t.truth)
		s.word, s.shingle = &w, &sh
	}
	if t.refMarkdown != "" {
		// Where neither side has any structure the score says nothing
		// (an empty output would score 1), so the page has none.
		if st := StructureScore(md, t.refMarkdown); len(st.Kinds) > 0 {
			s.structure = &st
		}
	}
	return s
}

func capOutput(md string) (string, bool) {
	if len(md) <= MaxStoredOutput {
		return md, false
	}
	cut := MaxStoredOutput
	for cut > 0 && md[cut]&0xC0 == 0x80 { // do not split a UTF-8 sequence
		cut--
	}
	return md[:cut], true
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
