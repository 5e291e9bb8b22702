package mdview

import (
	"image/color"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
	"github.com/alecthomas/chroma/v2/styles"
	"github.com/yuin/goldmark/ast"
)

// tabWidth is the tab stop used when code is drawn in a monospace grid.
const tabWidth = 4

// maxHighlight is the largest code block tokenised for colour; larger
// blocks are drawn plain so a generated megabyte of code cannot stall.
const maxHighlight = 256 << 10

// codeBlock is a fenced or indented code block, or one piece of a long
// one (see chunk.go).
type codeBlock struct {
	lang  string
	run   *textRun // one span: the code, tabs expanded
	raw   string   // the code as written when it has tabs, else ""
	whole string   // the whole block's code as written, for the copy button
	piece piece
}

func (p *parser) code(n ast.Node, info string) block {
	lang, text, raw := p.codeSource(n, info)
	r := p.run([]span{{kind: spanCode, text: text}})
	r.code = true
	c := &codeBlock{lang: lang, run: r, raw: raw}
	c.whole = c.source()
	return c
}

// codeOf returns a code block's language and its text, tabs expanded.
func (p *parser) codeOf(n ast.Node, info string) (string, string) {
	lang, text, _ := p.codeSource(n, info)
	return lang, text
}

// codeSource returns a code block's language, its text with tabs
// expanded, and its text as written when that differs (else "": most
// code has no tabs, and keeps one copy).
func (p *parser) codeSource(n ast.Node, info string) (lang, text, raw string) {
	raw = strings.TrimSuffix(p.lines(n), "\n")
	text = expandTabs(raw)
	if text == raw {
		raw = ""
	}
	lang, _, _ = strings.Cut(strings.TrimSpace(info), " ")
	return strings.ToLower(lang), text, raw
}

// source is the code as written: what a selection copies.
func (c *codeBlock) source() string {
	if c.raw != "" {
		return c.raw
	}
	return c.run.spans[0].text
}

// build draws the code on a monospace grid, coloured by chroma, on a
// panel with a copy button; long lines scroll sideways.
func (c *codeBlock) build(b *builder) fyne.CanvasObject {
	text := c.run.spans[0].text
	grid := newCodeText(markCode(highlightLines(text, c.lang, b.v.dark()), c.run, b.v), c.source(), b.v.textSize())
	bg := canvas.NewRectangle(codeBackground(theme.Current(), b.v.variant()))
	if c.piece == pieceWhole {
		bg.CornerRadius = theme.Size(theme.SizeNameInputRadius)
	}
	var copyBtn fyne.CanvasObject = newCopyButton(c.whole)
	if !c.piece.first() {
		copyBtn = canvas.NewRectangle(color.Transparent)
	}
	return &fyne.Container{Layout: &codeLayout{piece: c.piece}, Objects: []fyne.CanvasObject{bg, newHScroll(grid, b.v), copyBtn}}
}

func (c *codeBlock) plain(w *strings.Builder) {
	w.WriteString(c.run.spans[0].text)
	w.WriteString("\n")
}

func (c *codeBlock) estimate(m *metrics, _ float32) float32 {
	return float32(strings.Count(c.run.spans[0].text, "\n")+1)*m.mono + c.piece.pads()*m.inner
}

func (c *codeBlock) joinsPrevious() bool { return !c.piece.first() }

// copiedFor is how long the copy button shows a check mark after a copy.
const copiedFor = 1500 * time.Millisecond

// newCopyButton copies text to the clipboard and confirms with a check
// mark for a moment.
func newCopyButton(text string) *widget.Button {
	var btn *widget.Button
	btn = widget.NewButtonWithIcon("", theme.ContentCopyIcon(), func() {
		fyne.CurrentApp().Clipboard().SetContent(text)
		btn.SetIcon(theme.ConfirmIcon())
		time.AfterFunc(copiedFor, func() {
			deliver(func() { btn.SetIcon(theme.ContentCopyIcon()) })
		})
	})
	btn.Importance = widget.LowImportance
	return btn
}

// highlightLines tokenises code with chroma and returns its lines as
// runs in the token colours of a GitHub style for the theme variant.
func highlightLines(text, lang string, dark bool) [][]codeRun {
	var b lineRuns
	lexer := lexerFor(lang)
	if lexer == nil || len(text) > maxHighlight {
		b.add(text, codeStyle{})
		return b.lines
	}
	style := styles.Get("github")
	if dark {
		style = styles.Get("github-dark")
	}
	it, err := lexer.Tokenise(nil, text)
	if err != nil {
		return highlightLines(text, "", dark)
	}
	for tok := it(); tok != chroma.EOF; tok = it() {
		b.add(tok.Value, tokenStyle(style.Get(tok.Type)))
	}
	want := strings.Count(text, "\n") + 1 // lexers may add a final newline
	for len(b.lines) < want {
		b.lines = append(b.lines, nil)
	}
	return b.lines[:want]
}

// lexerCache remembers chroma's answer per fence language: an unknown
// name makes chroma match it against every lexer's file patterns.
// Hostile documents can name any number of languages, so at most
// maxLexerCache names are remembered.
var (
	lexerCache  sync.Map // string -> chroma.Lexer (nil for none)
	lexerCached atomic.Int32
)

const maxLexerCache = 256

func lexerFor(lang string) chroma.Lexer {
	if lang == "" {
		return nil
	}
	if l, ok := lexerCache.Load(lang); ok {
		lx, _ := l.(chroma.Lexer)
		return lx
	}
	var lx chroma.Lexer
	if l := lexers.Get(lang); l != nil {
		lx = chroma.Coalesce(l)
	}
	if lexerCached.Add(1) <= maxLexerCache {
		lexerCache.Store(lang, lx)
	}
	return lx
}

func tokenStyle(e chroma.StyleEntry) codeStyle {
	var st codeStyle
	if e.Colour.IsSet() {
		st.fg = color.NRGBA{R: e.Colour.Red(), G: e.Colour.Green(), B: e.Colour.Blue(), A: 0xff}
	}
	return st
}

// expandTabs replaces tabs by spaces up to the next tab stop, so that
// every rune of the code is one cell of the grid.
func expandTabs(s string) string {
	if !strings.Contains(s, "\t") {
		return s
	}
	var b strings.Builder
	col := 0
	for _, r := range s {
		switch r {
		case '\t':
			n := tabWidth - col%tabWidth
			b.WriteString(strings.Repeat(" ", n))
			col += n
		case '\n':
			b.WriteRune(r)
			col = 0
		default:
			b.WriteRune(r)
			col++
		}
	}
	return b.String()
}

// codeLayout places the panel, the padded scrolling grid, and the copy
// button in the top-right corner. Pieces of a split block are padded only
// at the block's outer ends.
type codeLayout struct {
	piece piece
}

func (l *codeLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.InnerPadding()
	top := float32(0)
	if l.piece.first() {
		top = pad
	}
	objs[0].Resize(size)
	objs[1].Move(fyne.NewPos(pad, top))
	objs[1].Resize(fyne.NewSize(size.Width-2*pad, size.Height-l.piece.pads()*pad))
	bs := objs[2].MinSize()
	objs[2].Resize(bs)
	objs[2].Move(fyne.NewPos(size.Width-bs.Width, 0))
}

func (l *codeLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	pad := theme.InnerPadding()
	g := objs[1].MinSize()
	b := objs[2].MinSize()
	return fyne.NewSize(b.Width+2*pad, max(g.Height+l.piece.pads()*pad, b.Height))
}
