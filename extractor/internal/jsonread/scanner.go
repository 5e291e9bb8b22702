package jsonread

import (
	"errors"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// MaxDepth bounds nesting: a value inside more than MaxDepth open objects
// and arrays is an error, not a deeper descent.
const MaxDepth = 64

// ErrSyntax is the error of input the lenient grammar cannot read; the
// Scanner returns it from the point where reading stopped, Values with
// the values read before it.
var ErrSyntax = errors.New("jsonread: invalid JSON")

// Kind is the kind of a Token.
type Kind uint8

// The kinds of Token.
const (
	End         Kind = iota // the input is used up (between top-level values)
	ObjectStart             // {
	ObjectEnd               // }
	ArrayStart              // [
	ArrayEnd                // ]
	Key                     // an object's key; its value comes next
	String                  // a string value
	Number                  // a number value
	True                    // true
	False                   // false
	Null                    // null
)

// Token is one step of the stream: a value, a key, or a bracket.
type Token struct {
	Kind Kind
	// Text is the decoded string of a Key or a String, and the number's
	// own text for a Number.
	Text string
	// Num is a Number's value.
	Num float64
}

// Scanner yields the tokens of every top-level value in its input, in
// document order (some pages concatenate several objects in one script,
// separated by white space, a comma or a semicolon).
type Scanner struct {
	s   string
	i   int
	buf []byte
	// open holds, per open container, whether it is an object.
	open []bool
	// member is set after a Key: the next token is its value.
	member bool
	// sep is set after a top-level value: one ',' or ';' may follow.
	sep bool
	err error
}

// NewScanner returns a Scanner over s.
func NewScanner(s string) *Scanner {
	return &Scanner{s: s}
}

// Next returns the next token; at the end of the input a token of kind
// End. After an error every call returns ErrSyntax.
func (sc *Scanner) Next() (Token, error) {
	if sc.err != nil {
		return Token{}, sc.err
	}
	t, err := sc.next()
	if err != nil {
		sc.err = err
	}
	return t, err
}

func (sc *Scanner) next() (Token, error) {
	if sc.member {
		sc.member = false
		return sc.value()
	}
	for {
		sc.space()
		if len(sc.open) == 0 {
			if sc.i >= len(sc.s) {
				return Token{Kind: End}, nil
			}
			if c := sc.s[sc.i]; sc.sep && (c == ',' || c == ';') {
				sc.i++
				sc.sep = false
				continue
			}
			return sc.value()
		}
		if sc.i >= len(sc.s) {
			return Token{}, ErrSyntax // cut short inside a value
		}
		c := sc.s[sc.i]
		if c == ',' { // between members, trailing or doubled
			sc.i++
			continue
		}
		if !sc.open[len(sc.open)-1] {
			if c == ']' {
				return sc.close(ArrayEnd), nil
			}
			return sc.value()
		}
		switch c {
		case '}':
			return sc.close(ObjectEnd), nil
		case '"':
			return sc.key()
		}
		return Token{}, ErrSyntax
	}
}

// key reads an object's key and the colon after it.
func (sc *Scanner) key() (Token, error) {
	k, err := sc.str()
	if err != nil {
		return Token{}, err
	}
	sc.space()
	if sc.i >= len(sc.s) || sc.s[sc.i] != ':' {
		return Token{}, ErrSyntax
	}
	sc.i++
	sc.member = true
	return Token{Kind: Key, Text: k}, nil
}

// close ends the innermost container.
func (sc *Scanner) close(k Kind) Token {
	sc.i++
	sc.open = sc.open[:len(sc.open)-1]
	sc.sep = len(sc.open) == 0
	return Token{Kind: k}
}

// value reads the start of a value: a whole scalar, or the bracket that
// opens a container.
func (sc *Scanner) value() (Token, error) {
	if len(sc.open) > MaxDepth {
		return Token{}, ErrSyntax
	}
	sc.space()
	if sc.i >= len(sc.s) {
		return Token{}, ErrSyntax
	}
	var t Token
	switch c := sc.s[sc.i]; {
	case c == '{' || c == '[':
		sc.i++
		sc.open = append(sc.open, c == '{')
		if c == '{' {
			return Token{Kind: ObjectStart}, nil
		}
		return Token{Kind: ArrayStart}, nil
	case c == '"':
		s, err := sc.str()
		if err != nil {
			return Token{}, err
		}
		t = Token{Kind: String, Text: s}
	case c == 't' && sc.lit("true"):
		t = Token{Kind: True}
	case c == 'f' && sc.lit("false"):
		t = Token{Kind: False}
	case c == 'n' && sc.lit("null"):
		t = Token{Kind: Null}
	case c == '-' || c >= '0' && c <= '9':
		var err error
		if t, err = sc.number(); err != nil {
			return Token{}, err
		}
	default:
		return Token{}, ErrSyntax
	}
	sc.sep = len(sc.open) == 0
	return t, nil
}

func (sc *Scanner) space() {
	for sc.i < len(sc.s) {
		switch sc.s[sc.i] {
		case ' ', '\t', '\n', '\r':
			sc.i++
		default:
			return
		}
	}
}

func (sc *Scanner) lit(word string) bool {
	if len(sc.s)-sc.i >= len(word) && sc.s[sc.i:sc.i+len(word)] == word {
		sc.i += len(word)
		return true
	}
	return false
}

func (sc *Scanner) number() (Token, error) {
	start := sc.i
	for sc.i < len(sc.s) {
		c := sc.s[sc.i]
		if c >= '0' && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E' {
			sc.i++
			continue
		}
		break
	}
	f, err := strconv.ParseFloat(sc.s[start:sc.i], 64)
	if err != nil {
		return Token{}, ErrSyntax
	}
	return Token{Kind: Number, Text: sc.s[start:sc.i], Num: f}, nil
}

// str reads a string. Raw control characters are kept as spaces; unknown
// escapes keep the escaped character. A string without escapes is a slice
// of the input.
func (sc *Scanner) str() (string, error) {
	sc.i++ // opening quote
	start := sc.i
	for sc.i < len(sc.s) {
		c := sc.s[sc.i]
		if c == '"' {
			s := sc.s[start:sc.i]
			sc.i++
			return s, nil
		}
		if c == '\\' || c < 0x20 {
			break
		}
		sc.i++
	}
	sc.buf = append(sc.buf[:0], sc.s[start:sc.i]...)
	for sc.i < len(sc.s) {
		c := sc.s[sc.i]
		switch {
		case c == '"':
			sc.i++
			return string(sc.buf), nil
		case c < 0x20:
			sc.buf = append(sc.buf, ' ')
			sc.i++
		case c == '\\':
			if sc.i+1 >= len(sc.s) {
				return "", ErrSyntax
			}
			e := sc.s[sc.i+1]
			sc.i += 2
			switch e {
			case 'n':
				sc.buf = append(sc.buf, '\n')
			case 't':
				sc.buf = append(sc.buf, '\t')
			case 'r':
				sc.buf = append(sc.buf, '\r')
			case 'b':
				sc.buf = append(sc.buf, '\b')
			case 'f':
				sc.buf = append(sc.buf, '\f')
			case 'u':
				sc.buf = utf8.AppendRune(sc.buf, sc.unicodeEscape())
			default: // \" \\ \/ and invalid escapes such as \'
				sc.buf = append(sc.buf, e)
			}
		default:
			sc.buf = append(sc.buf, c)
			sc.i++
		}
	}
	return "", ErrSyntax
}

// unicodeEscape reads the XXXX of \uXXXX (the \u is consumed), joining
// surrogate pairs.
func (sc *Scanner) unicodeEscape() rune {
	r1 := sc.hex4()
	if r1 < 0 {
		return utf8.RuneError
	}
	if utf16.IsSurrogate(rune(r1)) && sc.i+6 <= len(sc.s) && sc.s[sc.i] == '\\' && sc.s[sc.i+1] == 'u' {
		save := sc.i
		sc.i += 2
		if r2 := sc.hex4(); r2 >= 0 {
			if dec := utf16.DecodeRune(rune(r1), rune(r2)); dec != utf8.RuneError {
				return dec
			}
		}
		sc.i = save
		return utf8.RuneError
	}
	return rune(r1)
}

func (sc *Scanner) hex4() int {
	if sc.i+4 > len(sc.s) {
		return -1
	}
	n, err := strconv.ParseUint(sc.s[sc.i:sc.i+4], 16, 32)
	if err != nil {
		return -1
	}
	sc.i += 4
	return int(n)
}
