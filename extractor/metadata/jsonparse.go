package metadata

import (
	"errors"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// A small JSON reader for JSON-LD. It is lenient where CMS templates are
// sloppy and browsers (which never parse JSON-LD) let it pass: trailing
// commas, raw control characters inside strings, invalid escapes such as
// \' (kept as the character), HTML comment or CDATA wrappers (handled by
// trimWrapper). It builds the same values as encoding/json decoding into
// `any` (map[string]any, []any, string, float64, bool, nil) with no
// reflection, which makes it several times faster on the 1-50 KB graphs
// SEO plugins emit. Nesting is limited to maxJSONDepth.

// maxJSONDepth bounds nesting; deeper input is rejected, not recursed into.
const maxJSONDepth = 64

var errJSON = errors.New("metadata: invalid JSON-LD")

type jsonReader struct {
	s   string
	i   int
	buf []byte
}

// parseJSONValues reads every top-level value in s (some pages concatenate
// several objects in one script). It returns what it read before an error.
func parseJSONValues(s string) ([]any, error) {
	r := &jsonReader{s: s}
	var out []any
	for {
		r.space()
		if r.i >= len(r.s) {
			return out, nil
		}
		v, err := r.value(0)
		if err != nil {
			return out, err
		}
		out = append(out, v)
		r.space()
		if r.i < len(r.s) && (r.s[r.i] == ',' || r.s[r.i] == ';') {
			r.i++
		}
	}
}

func (r *jsonReader) space() {
	for r.i < len(r.s) {
		switch r.s[r.i] {
		case ' ', '\t', '\n', '\r':
			r.i++
		default:
			return
		}
	}
}

func (r *jsonReader) value(depth int) (any, error) {
	if depth > maxJSONDepth {
		return nil, errJSON
	}
	r.space()
	if r.i >= len(r.s) {
		return nil, errJSON
	}
	switch c := r.s[r.i]; {
	case c == '{':
		return r.object(depth)
	case c == '[':
		return r.array(depth)
	case c == '"':
		return r.str()
	case c == 't' && r.lit("true"):
		return true, nil
	case c == 'f' && r.lit("false"):
		return false, nil
	case c == 'n' && r.lit("null"):
		return nil, nil
	case c == '-' || c >= '0' && c <= '9':
		return r.number()
	}
	return nil, errJSON
}

func (r *jsonReader) lit(word string) bool {
	if len(r.s)-r.i >= len(word) && r.s[r.i:r.i+len(word)] == word {
		r.i += len(word)
		return true
	}
	return false
}

func (r *jsonReader) object(depth int) (any, error) {
	r.i++ // {
	m := make(map[string]any, 8)
	for {
		r.space()
		if r.i >= len(r.s) {
			return nil, errJSON
		}
		switch r.s[r.i] {
		case '}':
			r.i++
			return m, nil
		case ',': // trailing or doubled comma
			r.i++
			continue
		case '"':
		default:
			return nil, errJSON
		}
		k, err := r.str()
		if err != nil {
			return nil, err
		}
		r.space()
		if r.i >= len(r.s) || r.s[r.i] != ':' {
			return nil, errJSON
		}
		r.i++
		v, err := r.value(depth + 1)
		if err != nil {
			return nil, err
		}
		m[k] = v
	}
}

func (r *jsonReader) array(depth int) (any, error) {
	r.i++ // [
	a := make([]any, 0, 4)
	for {
		r.space()
		if r.i >= len(r.s) {
			return nil, errJSON
		}
		switch r.s[r.i] {
		case ']':
			r.i++
			return a, nil
		case ',':
			r.i++
			continue
		}
		v, err := r.value(depth + 1)
		if err != nil {
			return nil, err
		}
		a = append(a, v)
	}
}

func (r *jsonReader) number() (any, error) {
	start := r.i
	for r.i < len(r.s) {
		c := r.s[r.i]
		if c >= '0' && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E' {
			r.i++
			continue
		}
		break
	}
	f, err := strconv.ParseFloat(r.s[start:r.i], 64)
	if err != nil {
		return nil, errJSON
	}
	return f, nil
}

// str reads a string. Raw control characters are kept as spaces; unknown
// escapes keep the escaped character.
func (r *jsonReader) str() (string, error) {
	r.i++ // opening quote
	start := r.i
	// Fast path: no escapes and no control characters.
	for r.i < len(r.s) {
		c := r.s[r.i]
		if c == '"' {
			s := r.s[start:r.i]
			r.i++
			return s, nil
		}
		if c == '\\' || c < 0x20 {
			break
		}
		r.i++
	}
	r.buf = append(r.buf[:0], r.s[start:r.i]...)
	for r.i < len(r.s) {
		c := r.s[r.i]
		switch {
		case c == '"':
			r.i++
			return string(r.buf), nil
		case c < 0x20:
			r.buf = append(r.buf, ' ')
			r.i++
		case c == '\\':
			if r.i+1 >= len(r.s) {
				return "", errJSON
			}
			e := r.s[r.i+1]
			r.i += 2
			switch e {
			case 'n':
				r.buf = append(r.buf, '\n')
			case 't':
				r.buf = append(r.buf, '\t')
			case 'r':
				r.buf = append(r.buf, '\r')
			case 'b':
				r.buf = append(r.buf, '\b')
			case 'f':
				r.buf = append(r.buf, '\f')
			case 'u':
				r.buf = utf8.AppendRune(r.buf, r.unicodeEscape())
			default: // \" \\ \/ and invalid escapes such as \'
				r.buf = append(r.buf, e)
			}
		default:
			r.buf = append(r.buf, c)
			r.i++
		}
	}
	return "", errJSON
}

// unicodeEscape reads the XXXX of \uXXXX (the \u is consumed), joining
// surrogate pairs.
func (r *jsonReader) unicodeEscape() rune {
	r1 := r.hex4()
	if r1 < 0 {
		return utf8.RuneError
	}
	if utf16.IsSurrogate(rune(r1)) && r.i+6 <= len(r.s) && r.s[r.i] == '\\' && r.s[r.i+1] == 'u' {
		save := r.i
		r.i += 2
		if r2 := r.hex4(); r2 >= 0 {
			if dec := utf16.DecodeRune(rune(r1), rune(r2)); dec != utf8.RuneError {
				return dec
			}
		}
		r.i = save
		return utf8.RuneError
	}
	return rune(r1)
}

func (r *jsonReader) hex4() int {
	if r.i+4 > len(r.s) {
		return -1
	}
	n, err := strconv.ParseUint(r.s[r.i:r.i+4], 16, 32)
	if err != nil {
		return -1
	}
	r.i += 4
	return int(n)
}
