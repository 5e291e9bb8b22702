package mathtex

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The parser reads TeX into the nodes of ast.go. It knows the commands
// of symbols.go and commands.go; any other command becomes an unknownNode
// that is drawn as its source. It fails only on TeX whose structure is
// broken (an unclosed brace, \left without \right, \begin without \end),
// and on nesting deeper than maxDepth.

// maxDepth bounds the nesting of groups, so that hostile input cannot
// exhaust the stack.
const maxDepth = 64

type tokKind uint8

const (
	tEOF tokKind = iota
	tChar
	tCmd // text is the command with its backslash
	tLbrace
	tRbrace
	tSup
	tSub
	tAmp
)

type token struct {
	kind tokKind
	text string
	r    rune
}

type parser struct {
	src   string
	pos   int
	depth int
}

// parseError is how the parser gives up; parse recovers it.
type parseError struct{ msg string }

func (p *parser) fail(format string, args ...any) {
	panic(parseError{fmt.Sprintf(format, args...)})
}

// parse reads a whole formula. Rows (\\) and columns (&) outside any
// environment are set as an aligned block, as MathJax does for display
// maths written without one.
func parse(src string) (list []node, err error) {
	defer func() {
		if r := recover(); r != nil {
			pe, ok := r.(parseError)
			if !ok {
				panic(r)
			}
			list, err = nil, fmt.Errorf("%w: %s", ErrUnsupported, pe.msg)
		}
	}()
	p := &parser{src: src}
	env := &envNode{name: "aligned"}
	p.rows(env, func(t token) bool { return t.kind == tEOF })
	if len(env.rows) == 1 && len(env.rows[0]) == 1 {
		return env.rows[0][0], nil
	}
	for _, row := range env.rows {
		if len(row) > 1 {
			return []node{env}, nil
		}
	}
	env.name = "gathered"
	return []node{env}, nil
}

// skipSpace skips blanks and % comments.
func (p *parser) skipSpace() {
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			p.pos++
		case c == '%':
			for p.pos < len(p.src) && p.src[p.pos] != '\n' {
				p.pos++
			}
		default:
			return
		}
	}
}

// peek returns the next token without reading it.
func (p *parser) peek() token {
	pos := p.pos
	t := p.next()
	p.pos = pos
	return t
}

// next reads a token.
func (p *parser) next() token {
	p.skipSpace()
	if p.pos >= len(p.src) {
		return token{kind: tEOF}
	}
	c := p.src[p.pos]
	switch c {
	case '{':
		p.pos++
		return token{kind: tLbrace}
	case '}':
		p.pos++
		return token{kind: tRbrace}
	case '^':
		p.pos++
		return token{kind: tSup}
	case '_':
		p.pos++
		return token{kind: tSub}
	case '&':
		p.pos++
		return token{kind: tAmp}
	case '\\':
		start := p.pos
		p.pos++
		if p.pos >= len(p.src) {
			return token{kind: tCmd, text: `\`}
		}
		for p.pos < len(p.src) && isASCIILetter(p.src[p.pos]) {
			p.pos++
		}
		if p.pos == start+1 { // \, \{ \\: one character
			_, n := utf8.DecodeRuneInString(p.src[p.pos:])
			p.pos += n
		}
		return token{kind: tCmd, text: p.src[start:p.pos]}
	}
	r, n := utf8.DecodeRuneInString(p.src[p.pos:])
	p.pos += n
	return token{kind: tChar, r: r, text: string(r)}
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		p.fail("nested more than %d deep", maxDepth)
	}
}

func (p *parser) leave() { p.depth-- }

// list reads nodes up to a token stop accepts (not read) or the end.
func (p *parser) list(stop func(token) bool) []node {
	p.enter()
	defer p.leave()
	var out []node
	for {
		t := p.peek()
		if stop(t) {
			return out
		}
		switch t.kind {
		case tEOF:
			return out
		case tRbrace:
			p.fail("unbalanced }")
		case tAmp:
			p.fail("& outside a table")
		}
		p.next()
		switch t.kind {
		case tSup, tSub:
			out = p.attach(out, t.kind == tSup, p.arg())
		case tLbrace:
			out = append(out, &groupNode{p.group()})
		case tChar:
			if t.r == '\'' {
				out = p.attach(out, true, &symNode{'′', ord})
				continue
			}
			out = append(out, p.char(t.r))
		case tCmd:
			switch {
			case t.text == `\over` || t.text == `\choose` || t.text == `\atop`:
				den := p.list(stop)
				f := &fracNode{num: &groupNode{out}, den: &groupNode{den}, rule: t.text == `\over`, style: -1}
				if t.text == `\choose` {
					f.left, f.right = '(', ')'
				}
				return []node{f}
			case t.text == `\limits` || t.text == `\nolimits` || t.text == `\displaylimits`:
				if len(out) > 0 {
					if o, ok := out[len(out)-1].(*opNode); ok {
						o.limits, o.forced = t.text != `\nolimits`, t.text != `\displaylimits`
					}
				}
				continue
			}
			if v, ok := oldSwitches[t.text[1:]]; ok {
				rest := p.list(stop)
				return append(out, &fontNode{v, &groupNode{rest}})
			}
			if n := p.command(t.text); n != nil {
				out = append(out, n)
			}
		}
	}
}

// attach gives the last node of out a superscript or subscript.
func (p *parser) attach(out []node, sup bool, n node) []node {
	var s *scriptNode
	if len(out) > 0 {
		s, _ = out[len(out)-1].(*scriptNode)
	}
	if s == nil || sup && s.sup != nil && !isPrime(s.sup) || !sup && s.sub != nil {
		var base node = &groupNode{}
		if len(out) > 0 {
			base, out = out[len(out)-1], out[:len(out)-1]
		}
		s = &scriptNode{base: base}
		out = append(out, s)
	}
	switch {
	case !sup:
		s.sub = n
	case s.sup != nil: // x'^2 and x'': primes and a superscript share one
		s.sup = &groupNode{[]node{s.sup, n}}
	default:
		s.sup = n
	}
	return out
}

func isPrime(n node) bool {
	switch n := n.(type) {
	case *symNode:
		return n.r == '′'
	case *groupNode:
		return len(n.list) > 0 && isPrime(n.list[0])
	}
	return false
}

// group reads up to the closing brace, which it consumes.
func (p *parser) group() []node {
	list := p.list(func(t token) bool { return t.kind == tRbrace })
	if p.next().kind != tRbrace {
		p.fail("missing }")
	}
	return list
}

// arg reads a command's argument: a group or one token.
func (p *parser) arg() node {
	t := p.next()
	switch t.kind {
	case tLbrace:
		return &groupNode{p.group()}
	case tChar:
		return p.char(t.r)
	case tCmd:
		p.enter()
		defer p.leave()
		if n := p.command(t.text); n != nil {
			return n
		}
		return &groupNode{}
	}
	p.fail("missing argument")
	return nil
}

// optArg reads [an optional argument], or returns nil.
func (p *parser) optArg() node {
	p.skipSpace()
	if p.pos >= len(p.src) || p.src[p.pos] != '[' {
		return nil
	}
	p.pos++
	list := p.list(func(t token) bool { return t.kind == tChar && t.r == ']' })
	if t := p.next(); t.kind != tChar || t.r != ']' {
		p.fail("missing ]")
	}
	return &groupNode{list}
}

// rawArg reads a {braced} argument as source text, for \text and names.
func (p *parser) rawArg() string {
	p.skipSpace()
	if p.pos >= len(p.src) {
		p.fail("missing argument")
	}
	if p.src[p.pos] != '{' {
		t := p.next()
		return t.text
	}
	depth, start := 0, p.pos+1
	for i := p.pos; i < len(p.src); i++ {
		switch p.src[i] {
		case '\\':
			i++
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				p.pos = i + 1
				return p.src[start:i]
			}
		}
	}
	p.fail("missing }")
	return ""
}

// char is a character typed as itself.
func (p *parser) char(r rune) node {
	switch r {
	case '~':
		return &spaceNode{spaces["~"]}
	case '-':
		r = '−'
	case '*':
		r = '∗'
	}
	return &symNode{r, charClass(r)}
}

// delimiter reads what follows \left, \right or \big.
func (p *parser) delimiter() rune {
	t := p.next()
	if r, ok := delimiters[t.text]; ok {
		return r
	}
	if t.kind == tChar && (unicode.IsSymbol(t.r) || unicode.IsPunct(t.r)) {
		return t.r
	}
	p.fail("%q is not a delimiter", t.text)
	return 0
}

// text resolves the escapes of \text's argument: \$ and \{ stand for
// themselves, other commands are dropped (their arguments kept), and
// $…$ inside is set as text too.
func text(raw string) string {
	var b strings.Builder
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch {
		case c == '\\' && i+1 < len(raw) && !isASCIILetter(raw[i+1]):
			switch raw[i+1] {
			case '\\', ',', ':', ';', '>', ' ': // a line break or a space
				b.WriteByte(' ')
			case '!':
			default:
				b.WriteByte(raw[i+1])
			}
			i++
		case c == '\\':
			j := i + 1
			for j < len(raw) && isASCIILetter(raw[j]) {
				j++
			}
			if name := raw[i+1 : j]; name == "textbackslash" {
				b.WriteByte('\\')
			}
			i = j - 1
		case c == '{' || c == '}' || c == '$':
		case c == '~':
			b.WriteByte(' ')
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
