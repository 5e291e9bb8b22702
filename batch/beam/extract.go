package beam

import (
	"context"
	"fmt"
	"io"
	"time"

	sdk "github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"folio/batch"
	"folio/extractor"
)

func init() {
	register.DoFn3x1[context.Context, fileio.ReadableFile, func(string), error](&extractFn{})
	register.Emitter1[string]()
}

// Options configure the extraction step. The zero value is batch's
// library defaults: profile main, batch.DefaultMaxBytes, no timeout.
type Options struct {
	// Profile is the extractor profile: main, rag, nav, all or debug.
	Profile string
	// MaxBytes caps a page's size after decompression (0: the default
	// cap, negative: none).
	MaxBytes int64
	// Timeout bounds the extraction of one page (0: none).
	Timeout time.Duration
}

// Validate checks the options, so that a bad value fails where the
// pipeline is built rather than on the workers.
func (o Options) Validate() error {
	bo, err := o.batchOptions()
	if err == nil {
		_, err = batch.NewExtractor(bo)
	}
	return err
}

// batchOptions are the options of batch.NewExtractor for o.
func (o Options) batchOptions() (batch.Options, error) {
	bo := batch.Options{MaxBytes: o.MaxBytes, Timeout: o.Timeout}
	if o.Profile != "" {
		p, err := extractor.ParseProfile(o.Profile)
		if err != nil {
			return bo, err
		}
		bo.Extract = []extractor.Option{extractor.WithProfile(p)}
	}
	return bo, nil
}

// Extract adds to s the extraction of every page of the files matching
// glob (WARC, .warc.gz, JSON Lines of {url, html}; see batch.OpenReader),
// and returns their rows as JSON lines, one per page. It panics, as Beam's
// own transforms do, when the options are invalid.
func Extract(s sdk.Scope, glob string, o Options) sdk.PCollection {
	if err := o.Validate(); err != nil {
		panic(fmt.Sprintf("folio.Extract: %v", err))
	}
	s = s.Scope("folio.Extract")
	files := fileio.MatchFiles(s, glob)
	// Uncompressed: batch reads a .warc.gz member by member, and the
	// offsets in the rows are those of the file as stored, as in batch.
	readable := fileio.ReadMatches(s, files, fileio.ReadUncompressed())
	fn := &extractFn{Profile: o.Profile, MaxBytes: o.MaxBytes, TimeoutNs: int64(o.Timeout)}
	return sdk.ParDo(s, fn, readable)
}

// extractFn reads one file and extracts its pages. Its exported fields
// are what the runner serialises to the workers.
type extractFn struct {
	Profile   string `json:"profile"`
	MaxBytes  int64  `json:"max_bytes"`
	TimeoutNs int64  `json:"timeout_ns"`

	ext *batch.Extractor
}

// Setup builds the extraction step once per DoFn instance.
func (f *extractFn) Setup() error {
	o, err := Options{Profile: f.Profile, MaxBytes: f.MaxBytes, Timeout: time.Duration(f.TimeoutNs)}.batchOptions()
	if err != nil {
		return err
	}
	f.ext, err = batch.NewExtractor(o)
	return err
}

// ProcessElement streams the file's records through the extractor,
// emitting each row as it is made.
func (f *extractFn) ProcessElement(ctx context.Context, file fileio.ReadableFile, emit func(string)) error {
	rc, err := file.Open(ctx)
	if err != nil {
		return err
	}
	defer rc.Close()
	src, err := batch.OpenReader(file.Metadata.Path, rc, f.ext.MaxBytes())
	if err != nil {
		return err
	}
	defer src.Close()
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		rec, err := src.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %w", file.Metadata.Path, err)
		}
		row := f.ext.Row(&rec)
		line, err := batch.EncodeRow(&row)
		if err != nil {
			return err
		}
		emit(string(line))
	}
}
