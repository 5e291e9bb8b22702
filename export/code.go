package export

import (
	"math"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
	"github.com/alecthomas/chroma/v2/styles"
)

// codeStyle colours code as the reader's light theme does.
var codeStyle = styles.Get("github")

// codePad is the padding inside a code block's background.
const codePad = 6

// code writes a code block: monospaced on a grey background, coloured by
// its language when chroma knows it, long lines wrapped.
func (w *writer) code(src, lang string) {
	pdf := w.pdf
	size := w.cfg.fontSize * 0.85
	lh := size * 1.35
	pdf.SetFont(mono, "", size)
	charW := pdf.GetStringWidth("M")
	width := w.contentWidth()
	cols := max(8, int(math.Floor((width-2*codePad)/charW)))
	lines := wrapTokens(tokens(src, lang), cols)
	x := margin + w.indent
	w.ensure(min(float64(len(lines)), 3)*lh + 2*codePad)
	pdf.SetFillColor(246, 248, 250)
	pdf.Rect(x, pdf.GetY(), width, codePad, "F")
	pdf.Ln(codePad)
	for _, line := range lines {
		if w.room() < lh {
			pdf.AddPage()
		}
		y := pdf.GetY()
		pdf.SetFillColor(246, 248, 250)
		pdf.Rect(x, y, width, lh, "F")
		pdf.SetX(x + codePad)
		for _, t := range line {
			w.tokenStyle(t.Type, size)
			pdf.CellFormat(pdf.GetStringWidth(t.Value), lh, t.Value, "", 0, "L", false, 0, "")
		}
		pdf.SetXY(x, y+lh)
	}
	pdf.SetFillColor(246, 248, 250)
	pdf.Rect(x, pdf.GetY(), width, codePad, "F")
	pdf.Ln(codePad + w.lineHeight()*0.5)
	w.apply()
}

// tokens splits src into chroma tokens; plain text when the language is
// unknown.
func tokens(src, lang string) []chroma.Token {
	lexer := lexers.Get(lang)
	if lang == "" || lexer == nil {
		return []chroma.Token{{Type: chroma.Text, Value: src}}
	}
	it, err := chroma.Coalesce(lexer).Tokenise(nil, src)
	if err != nil {
		return []chroma.Token{{Type: chroma.Text, Value: src}}
	}
	return it.Tokens()
}

// wrapTokens cuts the tokens into visual lines of at most cols
// characters, tabs expanded to four spaces.
func wrapTokens(toks []chroma.Token, cols int) [][]chroma.Token {
	var lines [][]chroma.Token
	var cur []chroma.Token
	n := 0
	emit := func(t chroma.Token, s string) {
		for s != "" {
			if n == cols {
				lines, cur, n = append(lines, cur), nil, 0
			}
			take := min(cols-n, utf8.RuneCountInString(s))
			cut := byteIndex(s, take)
			cur = append(cur, chroma.Token{Type: t.Type, Value: s[:cut]})
			n += take
			s = s[cut:]
		}
	}
	for _, t := range toks {
		parts := strings.Split(strings.ReplaceAll(t.Value, "\t", "    "), "\n")
		for i, p := range parts {
			if i > 0 {
				lines, cur, n = append(lines, cur), nil, 0
			}
			emit(t, p)
		}
	}
	if len(cur) > 0 {
		lines = append(lines, cur)
	}
	return lines
}

// byteIndex returns the byte offset of the n-th rune of s.
func byteIndex(s string, n int) int {
	for i := range s {
		if n == 0 {
			return i
		}
		n--
	}
	return len(s)
}

// tokenStyle sets the font and colour of a token type.
func (w *writer) tokenStyle(tt chroma.TokenType, size float64) {
	e := codeStyle.Get(tt)
	style := ""
	if e.Bold == chroma.Yes {
		style = "B"
	}
	w.pdf.SetFont(mono, style, size)
	c := e.Colour
	if !c.IsSet() {
		w.pdf.SetTextColor(36, 41, 47)
		return
	}
	w.pdf.SetTextColor(int(c.Red()), int(c.Green()), int(c.Blue()))
}
