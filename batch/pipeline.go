package batch

import (
	"context"
	"fmt"
	"io"
	"sync"
	"sync/atomic"

	"folio/extractor/neardup"
)

// inFlightPerWorker bounds the records read but not yet written, per
// worker: enough to keep every worker busy while the ordered writer waits
// for a slow page, few enough that memory stays bounded (each record holds
// at most MaxBytes of HTML).
const inFlightPerWorker = 4

// item is a record on its way through the pipeline.
type item struct {
	seq    int64
	rec    Record
	row    Row
	sketch *neardup.TextSketch
}

// pipeline reads records in one goroutine, extracts them in a bounded pool
// of workers, and writes rows from the caller's goroutine, in input order
// or as they finish.
type pipeline struct {
	inputs  []string
	stdin   io.Reader
	w       Writer
	filter  *filter
	done    map[string]bool // keys already in the output
	opts    *Options
	step    *extractStep
	read    atomic.Int64 // raw input bytes consumed
	pages   atomic.Int64 // records through the pipeline (written or dropped)
	sent    atomic.Int64 // records handed to the workers
	resumed atomic.Int64 // records skipped as already in the output
	total   int64        // raw input bytes, for the ETA (0: unknown)

	stats Stats
	mu    sync.Mutex // guards stats.Inputs and stats.Skipped, set by the reader
}

func newPipeline(inputs []string, stdin io.Reader, w Writer, f *filter, done map[string]bool, o *Options) *pipeline {
	p := &pipeline{inputs: inputs, stdin: stdin, w: w, filter: f, done: done, opts: o, step: newExtractStep(o)}
	for _, in := range inputs {
		p.total += inputSize(in)
	}
	return p
}

// run moves every record through and returns the counts, or the first
// error writing the output.
func (p *pipeline) run(ctx context.Context) (Stats, error) {
	slots := make(chan struct{}, p.opts.Workers*inFlightPerWorker)
	jobs := make(chan *item, p.opts.Workers)
	results := make(chan *item, p.opts.Workers)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go p.feed(ctx, slots, jobs)
	var wg sync.WaitGroup
	for range p.opts.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.work(jobs, results)
		}()
	}
	go func() { wg.Wait(); close(results) }()
	prog := startProgress(p.opts.Progress, &p.pages, &p.read, p.total)
	err := p.collect(ctx, results, slots)
	prog.stop()
	cancel()
	go func() { // let the workers finish; nothing is written any more
		for range results {
		}
	}()
	p.mu.Lock()
	defer p.mu.Unlock()
	p.stats.Read, p.stats.Resumed = p.pages.Load(), p.resumed.Load()
	return p.stats, err
}

// feed reads the inputs one after another, skipping records already in
// the output, and hands each record to the workers once a slot is free.
func (p *pipeline) feed(ctx context.Context, slots chan struct{}, jobs chan<- *item) {
	defer close(jobs)
	var seq int64
	for _, name := range p.inputs {
		src, err := open(name, p.stdin, sourceOptions{maxBytes: max(p.opts.MaxBytes, 0), read: &p.read})
		if err != nil {
			p.inputFailed(fmt.Errorf("%s: %w", name, err))
			continue
		}
		for {
			rec, err := src.Next()
			if err != nil {
				if err != io.EOF {
					p.inputFailed(err)
				}
				break
			}
			if p.done[rec.Key()] {
				p.resumed.Add(1)
				continue
			}
			if !p.acquire(ctx, slots) {
				src.Close()
				p.addSkipped(src)
				return
			}
			p.sent.Add(1)
			jobs <- &item{seq: seq, rec: rec}
			seq++
		}
		src.Close()
		p.addSkipped(src)
	}
}

// acquire waits for a free slot; false when the job is cancelled first.
func (p *pipeline) acquire(ctx context.Context, slots chan struct{}) bool {
	if ctx.Err() != nil {
		return false // select would pick a free slot half of the time
	}
	select {
	case slots <- struct{}{}:
		return true
	case <-ctx.Done():
		return false
	}
}

func (p *pipeline) inputFailed(err error) {
	p.mu.Lock()
	p.stats.Inputs = append(p.stats.Inputs, err)
	p.mu.Unlock()
}

// addSkipped adds the records a WARC source passed over.
func (p *pipeline) addSkipped(src Source) {
	if w, ok := src.(*warcSource); ok {
		p.mu.Lock()
		p.stats.Skipped += int64(w.skipped)
		p.mu.Unlock()
	}
}

// work extracts records until jobs closes.
func (p *pipeline) work(jobs <-chan *item, results chan<- *item) {
	for it := range jobs {
		it.row = p.step.row(&it.rec)
		it.rec.Data = nil // the HTML is not needed past this point
		if p.filter.dedup != nil && it.row.Error == "" {
			s := neardup.Sketch(it.row.Text)
			it.sketch = &s
		}
		results <- it
	}
}

// collect writes rows, in order when asked (holding finished rows until
// those before them are written), freeing a slot for each row written.
// Once ctx is cancelled it writes the records already handed to the
// workers and returns: the reader may be blocked on an input (a pipe) that
// will never say more.
func (p *pipeline) collect(ctx context.Context, results <-chan *item, slots <-chan struct{}) error {
	pending := map[int64]*item{}
	var next int64
	stop := ctx.Done()
	for {
		if stop == nil && p.pages.Load() == p.sent.Load() {
			return nil
		}
		var it *item
		select {
		case it = <-results:
			if it == nil {
				return nil // closed: every input read
			}
		case <-stop:
			stop = nil
			continue
		}
		if !p.opts.Ordered {
			if err := p.emit(it, slots, len(results) == 0); err != nil {
				return err
			}
			continue
		}
		pending[it.seq] = it
		for ready := pending[next]; ready != nil; ready = pending[next] {
			delete(pending, next)
			next++
			if err := p.emit(ready, slots, pending[next] == nil && len(results) == 0); err != nil {
				return err
			}
		}
	}
}

// emit filters and writes one row; idle says no row is waiting, so the
// output is flushed for whoever reads it as a stream.
func (p *pipeline) emit(it *item, slots <-chan struct{}, idle bool) error {
	<-slots
	p.pages.Add(1)
	if why := p.filter.drop(&it.row, it.sketch); why != "" {
		if why == dropDuplicate {
			p.stats.Duplicates++
		} else {
			p.stats.Filtered++
		}
		return nil
	}
	switch {
	case it.row.Error != "":
		p.stats.Errors++
	case it.row.Empty != "":
		p.stats.Empty++
	}
	if err := p.w.Write(&it.row); err != nil {
		return fmt.Errorf("writing output: %w", err)
	}
	p.stats.Written++
	if idle {
		if err := p.w.Flush(); err != nil {
			return fmt.Errorf("writing output: %w", err)
		}
	}
	return nil
}
