package markdown

import (
	"bytes"
	"net/url"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Options configures a render.
type Options struct {
	// Base resolves relative links and images; nil leaves them as written.
	Base *url.URL
	// Skip, when set, reports subtrees to leave out (chrome inside content).
	Skip func(*html.Node) bool
	// KeepHTML writes what GFM cannot express (elements without a Markdown
	// form, unknown attributes, comments, scripts) as raw HTML, making the
	// conversion lossless. Off for reading, where such markup is noise.
	KeepHTML bool
}

// Render converts nodes, in document order, to GFM and to plain text in one
// walk. Both outputs end with a single newline, or are empty when the nodes
// hold no content.
func Render(nodes []*html.Node, opts Options) (md, text string) {
	r := &renderer{opts: opts}
	r.ib = make([]byte, 0, 256)
	r.it = make([]byte, 0, 256)
	if !opts.KeepHTML {
		r.controlIcon = ControlIcons(nodes, opts.Skip, opts.Base) // controlicons.go
	}
	for _, n := range nodes {
		r.root = n
		r.walk(n)
		r.flushPara() // each node is a block of its own, an inline one too (a lone title link)
	}
	r.flushPara()
	return r.md.String(), r.txtString()
}

// renderer holds the state of one walk. Inline content accumulates in ib
// (Markdown) and it (plain text) until a block boundary flushes it as a
// paragraph; blocks go out through the container stack in blocks.go.
type renderer struct {
	opts Options
	md   output
	txt  output

	inl   inlineState
	ib    []byte // Markdown of the open paragraph
	it    []byte // plain text of the open paragraph
	conts []container
	pfx   []byte // scratch for line prefixes
	last  kind   // kind of the last block written
	wrote bool   // whether any block reached md

	inlineOnly   int                 // >0: block elements are inline separators (cells, headings)
	blockFree    int                 // >0: inside a link or emphasis whose subtree holds no block (blockInside)
	cellBreak    string              // what a <br> becomes in inline-only mode
	inLink       int                 // >0 inside link text: nested links become text
	inCell       int                 // >0 inside a table cell: pipes are escaped
	linkCtx      []string            // "](dest)" closers of links that hold blocks
	listDepth    int                 // for the plain-text list layout
	lastList     listMark            // the list that ended last, to keep adjacent lists apart
	tListStart   bool                // the next plain-text block opens a top-level list
	lastImg      string              // the last image written and where it ended in ib,
	lastImgEnd   int                 // to drop an adjacent repeat (noscript fallbacks)
	linked       map[string]struct{} // destinations of the links written so far
	root         *html.Node          // the node being rendered, which placeholderTwin does not climb past
	items        *html.Node          // the flex or grid container whose children are being walked (markEdge)
	tex          int8                // whether the page loads a TeX typesetter: 0 not asked, 1 yes, -1 no (texdelims.go)
	absorbed     *html.Node          // a text the formula before it took in (mathdisplay.go)
	boxed        *html.Node          // the element entered last and its Box, so that
	boxedAs      dom.Box             // children need not read it again
	numbered     int                 // the item number of the block being entered, for its paragraph (numberedparas.go)
	run          numberedRun         // the numbered paragraph written last
	label        *html.Node          // the number label of the list item being written, left out (listlabels.go)
	inHeading    *html.Node          // the heading being written
	headingLinks map[string]int      // headings holding a link to each fragment, counted once (headinglinks.go)
	labelTables  map[*html.Node]bool // tables whose rows of column labels were asked about: layout or not (columnlabels.go)

	controlIcon func(*html.Node) bool // links drawn as a control's picture, left out (controlicons.go)
}

// walk dispatches one node. Recursion depth is bounded by the HTML parser's
// 512-level nesting limit.
func (r *renderer) walk(n *html.Node) {
	switch n.Type {
	case html.TextNode:
		if n == r.absorbed {
			return // a display formula's closing punctuation, written inside it
		}
		if r.opts.KeepHTML {
			r.text(n.Data, n) // a lossless conversion keeps every copy
		} else {
			r.text(dropSelfRepeats(n.Data), n)
		}
	case html.ElementNode:
		r.element(n)
	case html.CommentNode:
		if r.opts.KeepHTML {
			r.raw(n)
		}
	case html.DocumentNode:
		r.children(n)
	}
}

// children walks n's children. While it does, r.items is n when n is a
// flex or grid container, whose children are boxes of their own.
func (r *renderer) children(n *html.Node) {
	box := r.boxedAs
	if n != r.boxed {
		box = dom.BoxOf(n) // a list item or a cell the walker did not enter as an element
	}
	if box == dom.BoxItems {
		saved := r.items
		r.items = n
		defer func() { r.items = saved }()
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		r.walk(c)
	}
}

func (r *renderer) element(n *html.Node) {
	if r.opts.Skip != nil && r.opts.Skip(n) {
		return
	}
	if n == r.label {
		r.labelText(n) // listlabels.go
		return
	}
	rawHTML := r.opts.KeepHTML && (keepRaw(n) || r.topLevelInline(n))
	if !rawHTML && Drops(n) {
		return
	}
	box := dom.BoxOf(n)
	edge := box.Edge(n)
	if n.Parent != nil && n.Parent == r.items {
		edge = dom.EdgeBox // CSS blockifies flex and grid items
	}
	if rawHTML {
		// Written as HTML, it still parts the plain text as its box does.
		r.markEdge(n, edge, true)
		r.raw(n)
		r.markEdge(n, edge, false)
		return
	}
	r.boxed, r.boxedAs = n, box
	r.markEdge(n, edge, true)
	line := r.lineBox(n, box)
	if line {
		r.askLineBreak()
	}
	switch {
	case r.special(n):
	case isBlock(n):
		r.block(n)
	default:
		r.children(n)
	}
	if line {
		r.askLineBreak()
	}
	r.markEdge(n, edge, false)
}

// special handles the elements that have their own construct; it reports
// false for plain containers.
func (r *renderer) special(n *html.Node) bool {
	if dom.HeadingAtom(n.DataAtom) {
		r.heading(n)
		return true
	}
	switch n.DataAtom {
	case atom.Br:
		r.br()
	case atom.Hr:
		r.hr()
	case atom.Em, atom.I, atom.Cite, atom.Dfn, atom.Var:
		r.wrap(n, "*")
	case atom.Strong, atom.B:
		r.wrap(n, "**")
	case atom.Del, atom.S, atom.Strike:
		r.wrap(n, "~~")
	case atom.Code, atom.Tt, atom.Samp:
		r.inlineCode(n)
	case atom.A:
		r.link(n)
	case atom.Img:
		r.image(n)
	case atom.Pre:
		r.pre(n)
	case atom.Ul, atom.Ol, atom.Menu:
		r.list(n)
	case atom.Blockquote:
		if dom.PostBody(n) { // a forum post's message, not a quote
			r.block(n)
		} else {
			r.quote(n)
		}
	case atom.Table:
		r.table(n)
	case atom.Tr:
		return r.columnLabels(n) // columnlabels.go: left out
	case atom.Dt:
		r.term(n)
	case atom.Summary:
		r.summary(n)
	case atom.Math:
		r.math(n)
	case atom.Script:
		r.mathScript(n)
	case atom.Iframe, atom.Video, atom.Audio:
		r.media(n)
	case atom.Input:
		r.checkbox(n)
	case atom.Sup, atom.Sub:
		return r.scriptText(n) // scripts.go
	case atom.Figure:
		return r.imageObject(n) || r.specialByClass(n)
	default:
		return r.specialByClass(n)
	}
	return true
}

// openBlock starts block n (a heading, list, quote, table or bold
// block): it ends the paragraph before it and reports true. In a one-line
// context (inlineOnly: a table cell, a heading) no block can open, so it
// writes n's content there between soft breaks and reports false, and
// the caller writes nothing more.
func (r *renderer) openBlock(n *html.Node) bool {
	if r.inlineOnly > 0 {
		r.softBreak()
		r.children(n)
		r.softBreak()
		return false
	}
	r.flushPara()
	return true
}

// block renders a plain block container: what came before it and what it
// holds are separate paragraphs.
func (r *renderer) block(n *html.Node) {
	if r.inlineOnly > 0 {
		r.cellBlockBreak()
		r.children(n)
		r.cellBlockBreak()
		return
	}
	r.flushPara()
	r.markNumbered(n) // numberedparas.go
	r.children(n)
	r.flushPara()
}

// cellBlockBreak separates blocks inside a table cell with <br>, the only
// line break a GFM cell can hold, and elsewhere in inline-only content
// (headings) with a space. Breaks at the edges of a cell are trimmed later.
func (r *renderer) cellBlockBreak() {
	if r.cellBreak == "" || r.inCell == 0 {
		r.softBreak()
		return
	}
	if len(r.ib) > r.inl.segStart && !bytes.HasSuffix(r.ib, []byte(r.cellBreak)) {
		r.inl.pending = false
		r.ib = append(r.ib, r.cellBreak...)
		if len(r.it) > r.inl.tsegStart {
			r.it = append(r.it, ' ')
		}
	}
}

// softBreak separates blocks inside inline-only content (a table cell, a
// heading): a space, as a browser's text selection would give.
func (r *renderer) softBreak() { r.inl.pending = true }
