package batch

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
)

// Writer receives a job's rows, in the order the job emits them.
type Writer interface {
	// Write adds one row.
	Write(row *Row) error
	// Flush pushes buffered rows to the underlying writer, where the
	// format allows (JSON Lines does; Parquet writes row groups).
	Flush() error
	// Close flushes and finishes the output; the underlying file, if any,
	// is closed too.
	Close() error
}

// EncodeRow returns a row as one JSON line without its newline, exactly as
// the JSON Lines writer writes it (HTML characters unescaped).
func EncodeRow(row *Row) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(row); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// jsonlWriter writes one JSON object per line, HTML characters unescaped.
type jsonlWriter struct {
	bw     *bufio.Writer
	enc    *json.Encoder
	closer io.Closer
}

// NewJSONLWriter writes rows as JSON Lines to w; Close closes w when it is
// an io.Closer other than os.Stdout (pass a non-closer to keep it open).
func NewJSONLWriter(w io.Writer) Writer {
	bw := bufio.NewWriterSize(w, 256<<10)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	c, _ := w.(io.Closer)
	return &jsonlWriter{bw: bw, enc: enc, closer: c}
}

func (w *jsonlWriter) Write(row *Row) error { return w.enc.Encode(row) }

func (w *jsonlWriter) Flush() error { return w.bw.Flush() }

func (w *jsonlWriter) Close() error {
	err := w.bw.Flush()
	if w.closer != nil {
		if cerr := w.closer.Close(); err == nil {
			err = cerr
		}
	}
	return err
}
