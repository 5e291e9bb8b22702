package batch

import (
	"context"
	"errors"
	"fmt"
	"time"

	"folio/extractor"
)

// extractStep turns a record into a row: the extractor under a size cap
// and a timeout, with a panic turned into the record's error, so that one
// page never stops the job.
type extractStep struct {
	opts     []extractor.Option
	maxBytes int64
	timeout  time.Duration
}

// newExtractStep builds the step for normalised options: the size cap
// also becomes the extractor's own MaxBytes limit.
func newExtractStep(o *Options) *extractStep {
	lim := extractor.DefaultLimits
	lim.MaxBytes = max(o.MaxBytes, 0)
	opts := append([]extractor.Option{extractor.WithLimits(lim)}, o.Extract...)
	return &extractStep{opts: opts, maxBytes: max(o.MaxBytes, 0), timeout: o.Timeout}
}

func (s *extractStep) row(rec *Record) Row {
	row := newRow(rec)
	switch {
	case rec.Err != nil:
		row.Error = rec.Err.Error()
		return row
	case s.maxBytes > 0 && int64(len(rec.Data)) > s.maxBytes:
		row.Error = fmt.Sprintf("%v (%d bytes)", ErrTooLarge, s.maxBytes)
		return row
	}
	res, err := s.run(rec)
	if err != nil {
		row.Error = err.Error()
		return row
	}
	row.fill(res)
	return row
}

// run extracts the page, giving up after the timeout: the extractor
// returns at once and stops its work at its next check of the context,
// freeing the page's memory within one stage.
func (s *extractStep) run(rec *Record) (*extractor.Result, error) {
	if s.timeout <= 0 {
		return s.extract(context.Background(), rec)
	}
	ctx, cancel := context.WithTimeout(context.Background(), s.timeout)
	defer cancel()
	res, err := s.extract(ctx, rec)
	if errors.Is(err, context.DeadlineExceeded) {
		return nil, fmt.Errorf("%w after %v", ErrTimeout, s.timeout)
	}
	return res, err
}

// extract runs the extractor, recovering from a panic.
func (s *extractStep) extract(ctx context.Context, rec *Record) (res *extractor.Result, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("extractor panic: %v", p)
		}
	}()
	opts := append(s.opts[:len(s.opts):len(s.opts)],
		extractor.WithURL(rec.URL), extractor.WithContentType(rec.ContentType))
	return extractor.ExtractContext(ctx, rec.Data, opts...)
}
