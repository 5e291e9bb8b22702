package batch

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// jsonlSource reads JSON Lines documents {url, html} or {url, html_base64},
// with optional "id" and "content_type".
type jsonlSource struct {
	name   string
	br     *bufio.Reader
	closer io.Closer
	pos    int64 // offset of the next line
	max    int64 // longest line read, in bytes
}

// jsonlDoc is one input line.
type jsonlDoc struct {
	URL         string  `json:"url"`
	ID          string  `json:"id"`
	HTML        *string `json:"html"`
	HTMLBase64  *string `json:"html_base64"`
	ContentType string  `json:"content_type"`
}

func newJSONLSource(name string, r io.Reader, c io.Closer, o sourceOptions) *jsonlSource {
	max := int64(0)
	if o.maxBytes > 0 {
		// Room for base64 (4/3) or JSON escapes of a page at the cap.
		max = o.maxBytes*2 + 64<<10
	}
	return &jsonlSource{name: name, br: bufio.NewReaderSize(r, 1<<20), closer: c, max: max}
}

// Next returns the next document; blank lines are skipped.
func (s *jsonlSource) Next() (Record, error) {
	for {
		off := s.pos
		line, err := s.readLine()
		if err == io.EOF && len(line) == 0 {
			return Record{}, io.EOF
		}
		if err != nil && err != io.EOF {
			if errors.Is(err, ErrTooLarge) {
				return Record{File: s.name, Offset: off, Err: err}, nil
			}
			return Record{}, fmt.Errorf("%s: %w", s.name, err)
		}
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		return s.decode(line, off), nil
	}
}

// readLine reads one line without its end, skipping the rest of a line
// longer than the cap (reported as ErrTooLarge).
func (s *jsonlSource) readLine() ([]byte, error) {
	var buf []byte
	tooLong := false
	for {
		chunk, err := s.br.ReadSlice('\n')
		s.pos += int64(len(chunk))
		if !tooLong {
			buf = append(buf, chunk...)
			if s.max > 0 && int64(len(buf)) > s.max {
				tooLong, buf = true, nil
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if tooLong {
			return nil, fmt.Errorf("%w: JSON line over %d bytes", ErrTooLarge, s.max)
		}
		return bytes.TrimRight(buf, "\r\n"), err
	}
}

// decode turns a line into a record; a bad line becomes a record with Err.
func (s *jsonlSource) decode(line []byte, off int64) Record {
	r := Record{File: s.name, Offset: off}
	var d jsonlDoc
	if err := json.Unmarshal(bytes.TrimPrefix(line, []byte("\ufeff")), &d); err != nil {
		r.Err = fmt.Errorf("%w: %v", ErrBadRecord, err)
		return r
	}
	r.URL, r.ID, r.ContentType = d.URL, d.ID, d.ContentType
	switch {
	case d.HTML != nil:
		r.Data = []byte(*d.HTML)
	case d.HTMLBase64 != nil:
		data, err := base64.StdEncoding.DecodeString(*d.HTMLBase64)
		if err != nil {
			r.Err = fmt.Errorf("%w: html_base64: %v", ErrBadRecord, err)
			return r
		}
		r.Data = data
	default:
		r.Err = fmt.Errorf("%w: no \"html\" or \"html_base64\" field", ErrBadRecord)
	}
	return r
}

// Close releases the input.
func (s *jsonlSource) Close() error {
	if s.closer == nil {
		return nil
	}
	return s.closer.Close()
}
