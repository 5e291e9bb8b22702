package beam

import (
	"context"
	"encoding/json"
	"fmt"

	sdk "github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"folio/batch"
)

func init() {
	register.DoFn3x1[context.Context, int, func(*string) bool, error](&writeParquetFn{})
	register.Iter1[string]()
}

// WriteJSONL writes the rows (Extract's JSON lines) to one JSON Lines
// file, the file folio-extract batch writes, with the rows in no
// particular order. Like every single-file sink of Beam's Go SDK
// (textio.Write), it gathers the rows on one worker.
func WriteJSONL(s sdk.Scope, path string, rows sdk.PCollection) {
	textio.Write(s.Scope("folio.WriteJSONL"), path, rows)
}

// WriteParquet writes the rows (Extract's JSON lines) to one Parquet file
// with the schema of batch.Row, zstd-compressed, the file folio-extract
// batch writes. Like WriteJSONL, it gathers the rows on one worker (a
// fixed key and a GroupByKey) and streams them into the file's row
// groups.
func WriteParquet(s sdk.Scope, path string, rows sdk.PCollection) {
	s = s.Scope("folio.WriteParquet")
	filesystem.ValidateScheme(path)
	grouped := sdk.GroupByKey(s, sdk.AddFixedKey(s, rows))
	sdk.ParDo0(s, &writeParquetFn{Path: path}, grouped)
}

// writeParquetFn writes every row of its one group to Path.
type writeParquetFn struct {
	Path string `json:"path"`
}

// ProcessElement decodes the JSON lines and writes them as Parquet rows.
func (w *writeParquetFn) ProcessElement(ctx context.Context, _ int, lines func(*string) bool) error {
	fs, err := filesystem.New(ctx, w.Path)
	if err != nil {
		return err
	}
	defer fs.Close()
	fd, err := fs.OpenWrite(ctx, w.Path)
	if err != nil {
		return err
	}
	pw := batch.NewParquetWriter(fd) // Close closes fd
	var line string
	for lines(&line) {
		var row batch.Row
		if err := json.Unmarshal([]byte(line), &row); err != nil {
			_ = pw.Close()
			return fmt.Errorf("folio.WriteParquet: row %.80q: %w", line, err)
		}
		if err := pw.Write(&row); err != nil {
			_ = pw.Close()
			return fmt.Errorf("folio.WriteParquet: %w", err)
		}
	}
	if err := pw.Close(); err != nil {
		return fmt.Errorf("folio.WriteParquet: %w", err)
	}
	return nil
}
