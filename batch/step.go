package batch

import (
	"io"
	"sync/atomic"
)

// Extractor turns records into rows one at a time: the per-record step of
// Run (size cap, timeout, panics and parser limits reported in the row),
// for engines that schedule records themselves, such as the Beam pipeline
// in batch/beam. It is safe for concurrent use.
type Extractor struct {
	step     *extractStep
	maxBytes int64
}

// NewExtractor returns the step Run uses for these options; the options
// of the pool, the filters and the progress line do not apply.
func NewExtractor(o Options) (*Extractor, error) {
	if err := o.normalise(); err != nil {
		return nil, err
	}
	return &Extractor{step: newExtractStep(&o), maxBytes: max(o.MaxBytes, 0)}, nil
}

// Row extracts one record into its row.
func (e *Extractor) Row(rec *Record) Row { return e.step.row(rec) }

// MaxBytes is the size cap of a page (0: none), for OpenReader.
func (e *Extractor) MaxBytes() int64 { return e.maxBytes }

// OpenReader reads the records of an input already open: its format is
// told by its first bytes (WARC, gzipped or not, JSON Lines, or one HTML
// page) and name is the file its rows name. Close does not close r.
func OpenReader(name string, r io.Reader, maxBytes int64) (Source, error) {
	return sniff(name, r, nil, sourceOptions{maxBytes: maxBytes, read: new(atomic.Int64)})
}
