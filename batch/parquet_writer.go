package batch

import (
	"io"
	"os"

	"github.com/parquet-go/parquet-go"
	"github.com/parquet-go/parquet-go/compress/zstd"
)

// rowsPerGroup bounds a Parquet row group, which the writer holds in
// memory until it is full: 1,000 pages of Markdown and text are a few tens
// of MB.
const rowsPerGroup = 1000

// parquetWriter writes rows to a Parquet file with the schema of Row,
// zstd-compressed.
type parquetWriter struct {
	pw     *parquet.GenericWriter[Row]
	buf    []Row
	closer io.Closer
}

// NewParquetWriter writes rows as Parquet to w; Close writes the footer and
// closes w when it is an io.Closer.
func NewParquetWriter(w io.Writer) Writer {
	pw := parquet.NewGenericWriter[Row](w,
		parquet.Compression(&zstd.Codec{Level: zstd.SpeedDefault}),
		parquet.MaxRowsPerRowGroup(rowsPerGroup))
	c, _ := w.(io.Closer)
	return &parquetWriter{pw: pw, closer: c}
}

func (w *parquetWriter) Write(row *Row) error {
	w.buf = append(w.buf, *row)
	if len(w.buf) < 64 {
		return nil
	}
	return w.Flush()
}

// Flush hands buffered rows to the Parquet writer (which writes a row
// group when it is full).
func (w *parquetWriter) Flush() error {
	if len(w.buf) == 0 {
		return nil
	}
	_, err := w.pw.Write(w.buf)
	clear(w.buf)
	w.buf = w.buf[:0]
	return err
}

func (w *parquetWriter) Close() error {
	err := w.Flush()
	if cerr := w.pw.Close(); err == nil {
		err = cerr
	}
	if w.closer != nil {
		if cerr := w.closer.Close(); err == nil {
			err = cerr
		}
	}
	return err
}

// abort drops the output: the partial file is closed and removed, never
// renamed over the final name.
func (w *parquetWriter) abort() {
	if rf, ok := w.closer.(*renamingFile); ok {
		_ = rf.File.Close()
		_ = os.Remove(rf.File.Name())
		return
	}
	if w.closer != nil {
		_ = w.closer.Close()
	}
}
