package batch

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"time"

	"folio/extractor"
)

// Options configure a job. The zero value is valid: every core, unordered
// output, no timeout, the default size cap, no filters.
type Options struct {
	// Workers is the number of pages extracted at once; 0 means one per
	// core (runtime.GOMAXPROCS).
	Workers int
	// Ordered writes rows in input order; otherwise they are written as
	// they finish (faster when page costs vary, which they do).
	Ordered bool
	// Timeout bounds the extraction of one page; 0 means none.
	Timeout time.Duration
	// MaxBytes caps a page's size after decompression; larger pages are
	// reported, not read. 0 means DefaultMaxBytes; negative means no cap.
	MaxBytes int64
	// Extract are the extractor options for every page (profile, rules,
	// templates). Each page's URL and Content-Type are added to them.
	Extract []extractor.Option
	// Languages keeps only pages that declare one of these languages
	// (primary subtags: "en" keeps "en-GB"); empty keeps all.
	Languages []string
	// MinLength drops pages with fewer characters of text.
	MinLength int
	// Dedup, when above 0, drops pages whose text is a near-duplicate of
	// a page already written: a MinHash similarity of at least Dedup over
	// 5-word shingles (neardup.Threshold, 0.8, is a good value).
	Dedup float64
	// Progress, when set, receives a progress line (pages/s, ETA) redrawn
	// in place: give it a terminal, never a pipe or a file.
	Progress io.Writer
}

// DefaultMaxBytes is the default size cap of a page: above the largest
// pages of the corpora (about 5 MB) and far above Common Crawl's own
// 1 MiB payload truncation, low enough that a few workers' pages and their
// parse trees fit in a few hundred MB.
const DefaultMaxBytes = 8 << 20

// Stats counts what a job did.
type Stats struct {
	Read       int64         // records read (resumed ones excluded)
	Resumed    int64         // records skipped because the output has them
	Written    int64         // rows written
	Errors     int64         // rows written with an error
	Empty      int64         // rows written with nothing found
	Filtered   int64         // dropped by the language or length filter
	Duplicates int64         // dropped as near-duplicates
	Skipped    int64         // WARC records that are not HTML 2xx responses
	Inputs     []error       // inputs that could not be read (whole or in part)
	Elapsed    time.Duration // wall time
}

// String is the one-line summary the command prints.
func (s Stats) String() string {
	rate := 0.0
	if s.Elapsed > 0 {
		rate = float64(s.Read) / s.Elapsed.Seconds()
	}
	return fmt.Sprintf("%d records in %.1fs (%.1f pages/s): %d written (%d errors, %d empty), %d filtered, %d duplicates, %d resumed, %d non-HTML skipped",
		s.Read, s.Elapsed.Seconds(), rate, s.Written, s.Errors, s.Empty, s.Filtered, s.Duplicates, s.Resumed, s.Skipped)
}

// Run extracts every page of the inputs (see Open for what an input is;
// "-" reads stdin) and writes one row per page to out. Bad records are
// reported in their rows and the job goes on; an input that cannot be read
// is recorded in Stats.Inputs and the job goes on with the next. Run
// returns an error only when the output cannot be opened or written.
// Cancelling ctx stops reading; the pages in flight are finished and the
// output is closed properly, so the job can be resumed.
func Run(ctx context.Context, inputs []string, stdin io.Reader, stdout io.Writer, out Output, o Options) (Stats, error) {
	start := time.Now()
	if err := o.normalise(); err != nil {
		return Stats{}, err
	}
	filter := newFilter(&o)
	done := map[string]bool{}
	w, err := out.open(stdout, func(r *Row) {
		done[r.Key()] = true
		filter.remember(r)
	})
	if err != nil {
		return Stats{}, err
	}
	p := newPipeline(inputs, stdin, w, filter, done, &o)
	stats, werr := p.run(ctx)
	if cerr := w.Close(); werr == nil && cerr != nil {
		werr = fmt.Errorf("closing output: %w", cerr)
	}
	stats.Elapsed = time.Since(start)
	return stats, werr
}

// normalise fills defaults and checks values once.
func (o *Options) normalise() error {
	if o.Workers == 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	if o.MaxBytes == 0 {
		o.MaxBytes = DefaultMaxBytes
	}
	switch {
	case o.Workers < 0:
		return errors.New("batch: workers must be positive")
	case o.Timeout < 0:
		return errors.New("batch: timeout must not be negative")
	case o.MinLength < 0:
		return errors.New("batch: minimum length must not be negative")
	case o.Dedup < 0 || o.Dedup > 1:
		return errors.New("batch: dedup similarity must be between 0 and 1")
	}
	return nil
}
