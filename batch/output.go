package batch

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// Output formats.
const (
	FormatJSONL   = "jsonl"
	FormatParquet = "parquet"
)

// ErrOutputExists means the output file exists and neither resuming nor
// overwriting was asked for.
var ErrOutputExists = errors.New("batch: output exists (resume it or overwrite it)")

// Output says where a job writes.
type Output struct {
	// Path is the output file; "" or "-" is stdout (JSON Lines only).
	Path string
	// Format is FormatJSONL or FormatParquet; "" guesses from Path
	// (".parquet" is Parquet, anything else JSON Lines).
	Format string
	// Resume continues an existing output: records already in it are
	// skipped, and near-duplicate removal remembers their text.
	Resume bool
	// Overwrite replaces an existing output.
	Overwrite bool
}

func (o *Output) stdout() bool { return o.Path == "" || o.Path == "-" }

func (o *Output) format() string {
	if o.Format != "" {
		return o.Format
	}
	if strings.HasSuffix(strings.ToLower(o.Path), ".parquet") {
		return FormatParquet
	}
	return FormatJSONL
}

// Validate checks the combination once, before any work.
func (o *Output) Validate() error {
	switch f := o.format(); {
	case f != FormatJSONL && f != FormatParquet:
		return fmt.Errorf("batch: unknown output format %q (jsonl or parquet)", f)
	case o.stdout() && o.Resume:
		return errors.New("batch: cannot resume stdout: write to a file")
	case o.stdout() && f == FormatParquet:
		return errors.New("batch: Parquet needs a file, not stdout")
	case o.Resume && o.Overwrite:
		return errors.New("batch: resume and overwrite exclude each other")
	}
	return nil
}

// open opens the output, returning the writer and, when resuming, the
// rows already written (through seen, for keys and deduplication).
func (o *Output) open(stdout io.Writer, seen func(*Row)) (Writer, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	if o.stdout() {
		return NewJSONLWriter(struct{ io.Writer }{stdout}), nil // never close stdout
	}
	_, err := os.Stat(o.Path)
	exists := err == nil
	switch {
	case exists && !o.Resume && !o.Overwrite:
		return nil, fmt.Errorf("%w: %s", ErrOutputExists, o.Path)
	case exists && o.Resume && o.format() == FormatJSONL:
		return resumeJSONL(o.Path, seen)
	case exists && o.Resume:
		return resumeParquet(o.Path, seen)
	case o.format() == FormatParquet:
		return createParquet(o.Path)
	}
	f, err := os.Create(o.Path)
	if err != nil {
		return nil, err
	}
	return NewJSONLWriter(f), nil
}
