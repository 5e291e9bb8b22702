package batch

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/klauspost/compress/gzip"
)

// warcReader splits a WARC stream into records: a plain .warc, or a
// .warc.gz whose gzip members hold one record each (as crawlers write
// them) or several. It reads the WARC/1.0 and WARC/1.1 header block and
// frames the record's block by its Content-Length; what the block holds is
// the caller's business.
//
// It replaces gowarc's unmarshaler, which batch used before: gowarc takes
// a SHA-1 of every block even with validation off (about 5% of a core on
// the corpus) and reads a page through six layers of readers. This reader
// checks no digest (each gzip member's CRC still catches a corrupt
// record), hands out the block as one reader over one buffer, and inflates
// with klauspost/compress, as gowarc did (about 20% faster than
// compress/gzip on the corpus WARC: 490 against 400 MB/s).
type warcReader struct {
	raw  *bufio.Reader // the input as stored
	in   *rawInput     // under raw: counts bytes, keeps read errors
	gz   *gzip.Reader  // reused from member to member
	zbuf *bufio.Reader // the current gzip member, decompressed
	// inMember says the reader is inside a gzip member, which started at
	// memberOff; src is where records are read from (raw or zbuf).
	inMember  bool
	memberOff int64
	src       *bufio.Reader
	// block is the current record's block.
	block blockReader
}

// warcHeader is what batch needs of a record's WARC header.
type warcHeader struct {
	typ, uri, id string
	contentType  string // of the block: "application/http; msgtype=response" for a page
	length       int64  // Content-Length
}

// warcLineBytes bounds one line of a WARC header and the HTTP header of a
// record (the size of the buffer they are read through); warcHeaderBytes
// bounds a WARC header block.
const (
	warcLineBytes   = 64 << 10
	warcHeaderBytes = 1 << 20
)

func newWARCReader(r io.Reader) *warcReader {
	in := &rawInput{r: r}
	raw := bufio.NewReaderSize(in, warcBufferSize)
	return &warcReader{raw: raw, in: in, src: raw}
}

// offset is where the next byte of the raw input is.
func (r *warcReader) offset() int64 { return r.in.n - int64(r.raw.Buffered()) }

// rawInput counts the bytes read from the input and keeps its first read
// error, which is the input's failure and not a record's.
type rawInput struct {
	r   io.Reader
	n   int64
	err error
}

func (in *rawInput) Read(p []byte) (int, error) {
	n, err := in.r.Read(p)
	in.n += int64(n)
	if err != nil && err != io.EOF && in.err == nil {
		in.err = err
	}
	return n, err
}

// next reads the header of the next record and leaves the reader at the
// start of its block (r.block), returning where the record starts: its
// own offset, or its gzip member's. It returns io.EOF at the end of the
// input, an error wrapping ErrTruncated or ErrBadRecord for a record whose
// header cannot be read (the reader has then moved past it, so that the
// next call finds the next record), and any other error when the input
// cannot be read any further.
func (r *warcReader) next() (warcHeader, int64, error) {
	off := r.memberOff
	if !r.inMember {
		start, err := r.seek()
		if err != nil {
			return warcHeader{}, r.offset(), err
		}
		off = r.offset()
		if isGzip(start) {
			if err := r.openMember(off); err != nil {
				return warcHeader{}, off, r.in.recordError("gzip header", err)
			}
		} else {
			r.src = r.raw
		}
	}
	h, err := readWARCHeader(r.src)
	if err != nil {
		r.dropMember()
		return h, off, r.in.recordError("WARC header", err)
	}
	r.block = blockReader{r: r.src, in: r.in, left: h.length, length: h.length}
	return h, off, nil
}

// seek skips anything before the next record, a line starting "WARC/"
// or a gzip member, and returns its first bytes; io.EOF when there is
// none. Garbage between records is passed over, not reported: it is not a
// record, and the records after it come out.
func (r *warcReader) seek() ([]byte, error) {
	for lineStart := true; ; lineStart = false {
		buf, err := r.raw.Peek(min(r.raw.Size(), 64<<10))
		if i := recordStart(buf, lineStart); i >= 0 {
			_, _ = r.raw.Discard(i)
			return buf[i:], nil
		}
		if err != nil && err != bufio.ErrBufferFull || len(buf) == 0 {
			_, _ = r.raw.Discard(len(buf))
			if err == nil || err == bufio.ErrBufferFull {
				err = io.EOF
			}
			return nil, err
		}
		// Keep the last bytes, which may start a marker cut by the end of
		// the buffer (and the line end before it).
		_, _ = r.raw.Discard(len(buf) - 6)
	}
}

// recordStart finds the first record start in buf, "WARC/" at the start
// of a line or a gzip member header (magic and the deflate method); -1
// when there is none. lineStart says buf starts a line.
func recordStart(buf []byte, lineStart bool) int {
	if lineStart && (bytes.HasPrefix(buf, []byte("WARC/")) || bytes.HasPrefix(buf, []byte{0x1f, 0x8b, 0x08})) {
		return 0
	}
	w := -1
	for i := 0; i < len(buf); {
		j := bytes.Index(buf[i:], []byte("WARC/"))
		if j < 0 {
			break
		}
		if i+j == 0 && lineStart || i+j > 0 && buf[i+j-1] == '\n' {
			w = i + j
			break
		}
		i += j + 1
	}
	z := bytes.Index(buf, []byte{0x1f, 0x8b, 0x08})
	if w < 0 || z >= 0 && z < w {
		return z
	}
	return w
}

// openMember starts reading the gzip member at the raw reader's position.
func (r *warcReader) openMember(off int64) error {
	var err error
	if r.gz == nil {
		r.gz, err = gzip.NewReader(r.raw)
	} else {
		err = r.gz.Reset(r.raw)
	}
	if err != nil {
		if errors.Is(err, io.EOF) {
			err = io.ErrUnexpectedEOF
		}
		return err
	}
	// One member at a time: the next member is the next record, whose
	// offset is where it starts in the file.
	r.gz.Multistream(false)
	if r.zbuf == nil {
		r.zbuf = bufio.NewReaderSize(r.gz, warcLineBytes)
	} else {
		r.zbuf.Reset(r.gz)
	}
	r.inMember, r.memberOff, r.src = true, off, r.zbuf
	return nil
}

// finish moves past the rest of the current record: the unread rest of
// its block, the blank lines that end it, and, when it ends its gzip
// member, the member's trailer. It returns an error only when the input
// ended inside the block or the member turned out corrupt (a bad CRC):
// its data cannot be trusted.
func (r *warcReader) finish() error {
	b := &r.block
	for b.left > 0 && b.err == nil {
		n, err := b.r.Discard(int(min(b.left, 1<<30)))
		b.left -= int64(n)
		b.read += int64(n)
		if err != nil {
			b.fail(err)
		}
	}
	if b.err != nil {
		r.dropMember()
		return b.err
	}
	// The record ends with CRLF CRLF; be lenient about how many.
	for {
		c, err := r.src.ReadByte()
		if err != nil {
			break
		}
		if c != '\r' && c != '\n' {
			_ = r.src.UnreadByte()
			break
		}
	}
	if !r.inMember {
		return nil
	}
	next, err := r.zbuf.Peek(5)
	switch {
	case err == io.EOF && len(next) == 0:
		r.inMember = false // the member ended, its CRC checked
		return nil
	case err == nil && bytes.Equal(next, []byte("WARC/")):
		return nil // another record in the same member
	}
	r.dropMember()
	if len(next) > 0 || errors.Is(err, io.ErrUnexpectedEOF) {
		return nil // trailing bytes in the member, or its trailer cut off: the record came whole
	}
	return r.in.recordError("gzip member", err)
}

// dropMember reads the current gzip member to its end, so that the next
// record is read from the next member; on a corrupt member it gives up,
// and the next record is found by seeking from wherever reading stopped.
func (r *warcReader) dropMember() {
	if !r.inMember {
		return
	}
	r.inMember = false
	for {
		if _, err := r.zbuf.Discard(warcLineBytes); err != nil {
			return
		}
	}
}

// recordError classifies an error met inside a record: the input ended
// (ErrTruncated) or the record is malformed or corrupt (ErrBadRecord). A
// read error of the input itself is not the record's and is returned as
// it is.
func (in *rawInput) recordError(what string, err error) error {
	switch {
	case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("%w (%s)", ErrTruncated, what)
	case in.err != nil && errors.Is(err, in.err):
		return err
	}
	return fmt.Errorf("%w: %s: %v", ErrBadRecord, what, err)
}

// malformed is a syntax error in a record.
type malformed struct{ msg string }

func (m *malformed) Error() string { return m.msg }

func malformedf(format string, args ...any) error {
	return &malformed{fmt.Sprintf(format, args...)}
}

// readWARCHeader reads a record's version line and header fields, up to
// the blank line that ends them. Field names are matched without regard
// to case; a field folded over several lines (WARC/1.0 allows it) is
// joined; the first of a repeated field counts; lines without a colon are
// ignored, as gowarc's lenient mode did.
func readWARCHeader(r *bufio.Reader) (warcHeader, error) {
	var h warcHeader
	line, err := readLine(r)
	if err != nil {
		return h, err
	}
	switch string(bytes.TrimRight(line, " \t\r\n")) {
	case "WARC/1.0", "WARC/1.1":
	default:
		return h, malformedf("unsupported version line %q", truncate(string(line), 40))
	}
	length, size := "", 0
	var fields headerFields
	slot := func(name []byte) *string { return h.field(name, &length) }
	for {
		line, err := readLine(r)
		if err != nil {
			return h, err
		}
		if size += len(line); size > warcHeaderBytes {
			return h, malformedf("header longer than %d bytes", warcHeaderBytes)
		}
		if fields.add(bytes.TrimRight(line, "\r\n"), slot) {
			break
		}
	}
	if length == "" {
		return h, malformedf("no Content-Length")
	}
	n, err := strconv.ParseInt(length, 10, 64)
	if err != nil || n < 0 {
		return h, malformedf("bad Content-Length %q", truncate(length, 40))
	}
	h.length = n
	h.uri = strings.TrimSuffix(strings.TrimPrefix(h.uri, "<"), ">") // WARC/1.0 writers bracket it
	h.id = strings.Trim(h.id, "<>")
	return h, nil
}

// field returns where the value of a named field goes; nil for a field
// batch does not read.
func (h *warcHeader) field(name []byte, length *string) *string {
	switch {
	case asciiEqualFold(name, "WARC-Type"):
		return &h.typ
	case asciiEqualFold(name, "WARC-Target-URI"):
		return &h.uri
	case asciiEqualFold(name, "WARC-Record-ID"):
		return &h.id
	case asciiEqualFold(name, "Content-Length"):
		return length
	case asciiEqualFold(name, "Content-Type"):
		return &h.contentType
	}
	return nil
}

// asciiEqualFold compares a field name without allocating.
func asciiEqualFold(b []byte, s string) bool {
	if len(b) != len(s) {
		return false
	}
	for i := range b {
		c, d := b[i], s[i]
		if c|0x20 != d|0x20 || (c|0x20 < 'a' || c|0x20 > 'z') && c != d {
			return false
		}
	}
	return true
}

// readLine reads one line of a header, its end included, failing on a
// line longer than the buffer.
func readLine(r *bufio.Reader) ([]byte, error) {
	line, err := r.ReadSlice('\n')
	if err == bufio.ErrBufferFull || len(line) > warcLineBytes {
		return nil, malformedf("header line longer than %d bytes", warcLineBytes)
	}
	if err == io.EOF && len(line) > 0 {
		err = io.ErrUnexpectedEOF
	}
	return line, err
}

// blockReader reads a record's block, and nothing past it.
type blockReader struct {
	r      *bufio.Reader
	in     *rawInput
	left   int64 // bytes of the block not yet read
	read   int64 // bytes read
	length int64 // the block's Content-Length
	err    error // why reading stopped short: the input ended, or is corrupt
}

func (b *blockReader) Read(p []byte) (int, error) {
	if b.err != nil {
		return 0, b.err
	}
	if b.left <= 0 {
		return 0, io.EOF
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.r.Read(p)
	b.left -= int64(n)
	b.read += int64(n)
	if err != nil {
		b.fail(err)
		return n, b.err
	}
	return n, nil
}

// fail records why the block stopped short.
func (b *blockReader) fail(err error) {
	if err == io.EOF || errors.Is(err, io.ErrUnexpectedEOF) {
		b.err = fmt.Errorf("%w (%d of %d bytes)", ErrTruncated, b.read, b.length)
		return
	}
	b.err = b.in.recordError("block", err)
}

// peek returns the block's next bytes without consuming them: n of them,
// or fewer at the end of the block or of the input (then with an error).
func (b *blockReader) peek(n int) ([]byte, error) {
	n = int(min(int64(n), b.left))
	buf, err := b.r.Peek(n)
	if err != nil {
		b.fail(err)
		return buf, b.err
	}
	return buf, nil
}

// discard consumes n bytes already peeked.
func (b *blockReader) discard(n int) {
	m, _ := b.r.Discard(n)
	b.left -= int64(m)
	b.read += int64(m)
}

// truncated reports whether the input ended inside the block.
func (b *blockReader) truncated() bool { return errors.Is(b.err, ErrTruncated) }
