package importer

import (
	"context"
	"time"

	"folio/fetch"
	"folio/library"
)

// Converter turns a page's bytes into what the library keeps: the
// reader's and the command's extraction, with the user's rules and
// templates. pageURL is the address the page was fetched from.
type Converter func(ctx context.Context, body []byte, contentType, pageURL string) (library.Page, error)

// Defaults of Options.
const (
	DefaultParallel  = 4
	DefaultPerHost   = 1
	DefaultHostDelay = time.Second
)

// Options configure Run.
type Options struct {
	// Fetcher gets the pages the export did not keep. Give it a
	// fetch.Guard: an export is a file from elsewhere, and must not make
	// the import reach the user's own network.
	Fetcher fetch.Fetcher
	// Convert converts fetched pages and Omnivore's kept content; Markdown
	// files need none.
	Convert Converter
	// Parallel bounds the items in work at once (DefaultParallel when 0).
	Parallel int
	// PerHost bounds the requests in flight to one host (DefaultPerHost
	// when 0), and HostDelay spaces their starts (DefaultHostDelay when 0;
	// negative for none).
	PerHost   int
	HostDelay time.Duration
	// Tags are added to every imported page, beside the export's own.
	Tags []string
	// Progress, when set, is called after each item, from one goroutine.
	Progress func(Progress)
}

// Progress is how far an import is.
type Progress struct {
	Total, Done         int
	Saved, Kept, Failed int
	Current             string // the key of the item just finished
}

// Failure is one item that was not imported.
type Failure struct {
	Key    string
	Reason string
}

// Report says what Run did.
type Report struct {
	Total int
	// Saved counts pages saved by this run; Resumed those an earlier run
	// of the same export saved; Existing those the library already had.
	Saved, Resumed, Existing int
	Failed                   []Failure
	// Journal is the file the outcomes were appended to.
	Journal string
}

// outcome is one item's result, from a worker.
type outcome struct {
	i    int
	host string
	rec  record
}

// Run imports src's items into lib and reports each outcome. It returns
// an error only when it cannot run at all (the journal cannot be written)
// or ctx ends; items that fail are in Report.Failed and the journal, and
// running the same export again tries them again.
func Run(ctx context.Context, lib *library.Library, src *Source, o Options) (Report, error) {
	o = o.withDefaults()
	rep := Report{Total: len(src.Items)}
	j, err := openJournal(lib.Dir(), src.Kind, src.ID)
	if err != nil {
		return rep, err
	}
	defer j.close()
	rep.Journal = j.path
	r := &runner{lib: lib, src: src, o: o, j: j, rep: &rep, prog: Progress{Total: len(src.Items)}}
	q := newQueue(o.PerHost, o.HostDelay)
	for i, it := range src.Items {
		switch _, done := j.done(it.Key); {
		case done:
			rep.Resumed++
			r.prog.Done++
			r.prog.Kept++
		case it.Invalid != "":
			r.record(outcome{i: i, rec: record{Key: it.Key, Status: statusFailed, Reason: it.Invalid}})
		default:
			q.push(i, hostOf(it))
		}
	}
	return rep, r.drain(ctx, q)
}

func (o Options) withDefaults() Options {
	if o.Parallel <= 0 {
		o.Parallel = DefaultParallel
	}
	if o.PerHost <= 0 {
		o.PerHost = DefaultPerHost
	}
	switch {
	case o.HostDelay == 0:
		o.HostDelay = DefaultHostDelay
	case o.HostDelay < 0:
		o.HostDelay = 0
	}
	return o
}

// runner is one Run's state.
type runner struct {
	lib  *library.Library
	src  *Source
	o    Options
	j    *journal
	rep  *Report
	prog Progress
	err  error // the first journal error
}

// drain runs the queue's items, Parallel at once, until all are done or
// ctx ends (then it waits for the items in work, which stop promptly).
func (r *runner) drain(ctx context.Context, q *queue) error {
	results := make(chan outcome)
	running := 0
	for {
		var wait time.Duration
		for ctx.Err() == nil && r.err == nil && running < r.o.Parallel {
			i, host, w := q.next(time.Now())
			if i < 0 {
				wait = w
				break
			}
			running++
			go func() { results <- outcome{i: i, host: host, rec: r.importOne(ctx, r.src.Items[i])} }()
		}
		stopped := ctx.Err() != nil || r.err != nil
		if running == 0 && (q.left == 0 || stopped) {
			break
		}
		var timer <-chan time.Time
		var t *time.Timer
		if wait > 0 && !stopped {
			t = time.NewTimer(wait)
			timer = t.C
		}
		done := ctx.Done()
		if stopped {
			done = nil
		}
		select {
		case res := <-results:
			running--
			q.finish(res.host, time.Now())
			if ctx.Err() == nil || res.rec.Status != statusFailed {
				r.record(res)
			}
		case <-timer:
		case <-done:
		}
		if t != nil {
			t.Stop()
		}
	}
	if r.err != nil {
		return r.err
	}
	return ctx.Err()
}

// record journals one outcome, counts it and reports progress.
func (r *runner) record(res outcome) {
	if err := r.j.add(res.rec); err != nil && r.err == nil {
		r.err = err
	}
	r.prog.Done++
	r.prog.Current = res.rec.Key
	switch res.rec.Status {
	case statusSaved:
		r.rep.Saved++
		r.prog.Saved++
	case statusExisting:
		r.rep.Existing++
		r.prog.Kept++
	default:
		r.rep.Failed = append(r.rep.Failed, Failure{Key: res.rec.Key, Reason: res.rec.Reason})
		r.prog.Failed++
	}
	if r.o.Progress != nil {
		r.o.Progress(r.prog)
	}
}
