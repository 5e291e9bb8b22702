package markdown

import (
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// listMark remembers the list that ended last: a list right after another
// at the same depth must use a different marker or the two merge.
type listMark struct {
	depth  int
	marker byte
}

const spaces = "                                "

// list writes ul/ol/menu. Content is indented by exactly the marker width,
// the list is loose when the HTML items hold paragraphs, and elements other
// than li (a nested list straight inside ul) continue the item before them.
func (r *renderer) list(n *html.Node) {
	if !r.openBlock(n) {
		return
	}
	ordered := n.DataAtom == atom.Ol
	start := listStart(n, ordered)
	labelled := false
	if s, ok := r.numberLabels(n); ok { // listlabels.go
		ordered, start, labelled = true, s, true
	}
	k := kList
	if ordered && start != 1 {
		k = kListInterrupt
	}
	mark := r.listMarker(ordered)
	loose := isLoose(n)
	r.listDepth++
	if r.listDepth == 1 {
		r.tListStart = true
	}
	wrote, width := false, 2
	num := start
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && c.DataAtom == atom.Li && !r.skipped(c) {
			marker := string(mark)
			if ordered {
				marker = strconv.Itoa(num) + string(mark)
				num++
			}
			width = len(marker) + 1
			if labelled {
				r.label = itemLabel(c)
			}
			if r.item(c, marker, wrote, loose, k) {
				wrote = true
			}
			r.label = nil
			continue
		}
		if c.Type == html.TextNode && strings.TrimSpace(c.Data) == "" {
			continue
		}
		r.continuation(c, wrote, width, loose)
	}
	r.listDepth--
	if wrote {
		r.last = kList
		r.lastList = listMark{depth: len(r.conts), marker: mark}
	}
}

func (r *renderer) skipped(n *html.Node) bool {
	return Drops(n) || (r.opts.Skip != nil && r.opts.Skip(n))
}

// item writes one list item; it reports whether the item had content.
func (r *renderer) item(li *html.Node, marker string, afterItem, loose bool, k kind) bool {
	c := container{first: marker + " ", rest: spaces[:len(marker)+1], tight: !loose, kind: k}
	switch {
	case !afterItem:
		c.firstSep = sepInherit
	case loose:
		c.firstSep = sepBlank
	default:
		c.firstSep = sepNewline
	}
	r.push(c)
	r.children(li)
	r.flushPara()
	if !r.conts[len(r.conts)-1].used && len(r.conts) == 1 && isEmptyElement(li) {
		// An authored empty item of a top-level list keeps its place (and
		// the numbering); an item emptied by dropped icons or controls is
		// left out, and so are nested empty items, which goldmark reads
		// as ending their parent item.
		// An empty item cannot interrupt a paragraph: it would read as a
		// setext underline.
		r.conts[len(r.conts)-1].kind = kListInterrupt
		r.beginBlock(kListInterrupt)
		r.line("")
		r.last = kPara
	}
	return r.pop().used
}

// isEmptyElement reports an element with nothing but whitespace inside.
func isEmptyElement(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode || c.Type == html.TextNode && strings.TrimSpace(c.Data) != "" {
			return false
		}
	}
	return true
}

// continuation renders a stray child of a list as part of the item before
// it, or on its own when no item came before.
func (r *renderer) continuation(n *html.Node, afterItem bool, width int, loose bool) {
	if !afterItem {
		r.walk(n)
		r.flushPara()
		return
	}
	r.push(container{first: spaces[:width], rest: spaces[:width], used: true, tight: !loose})
	r.walk(n)
	r.flushPara()
	r.pop()
}

func (r *renderer) listMarker(ordered bool) byte {
	m := byte('-')
	if ordered {
		m = '.'
	}
	if r.last == kList && r.lastList.depth == len(r.conts) && r.lastList.marker == m {
		if ordered {
			return ')'
		}
		return '*'
	}
	return m
}

func listStart(n *html.Node, ordered bool) int {
	if !ordered {
		return 1
	}
	s, err := strconv.Atoi(strings.TrimSpace(dom.Attr(n, "start")))
	if err != nil {
		return 1
	}
	// CommonMark allows at most orderedMax digits and no negative numbers.
	return min(max(s, 0), 999999999)
}

// orderedMax is the most digits an ordered list marker has. CommonMark
// (0.31.2, 5.2 List items) allows one to nine arabic digits, because
// longer numbers overflow integers in some browsers: "123456789. ok" is a
// list item and "1234567890. not ok" a paragraph (its examples 267, 268).
const orderedMax = 9

// orderedMarker reads the ordered list marker t opens with: one to
// orderedMax digits and a "." or ")". It returns the number, the
// delimiter and the marker's length in bytes, or a length of 0 when t
// opens with none. What must follow the marker is each caller's to check:
// a space or the line's end for a list item (lineStartEscape), a space and
// text for a typed list line (typedLine), and a number of at most
// numberedMax digits for a numbered paragraph (numberMark).
func orderedMarker[T string | []byte](t T) (num int, delim byte, width int) {
	n := 0
	for n < len(t) && n <= orderedMax && t[n] >= '0' && t[n] <= '9' {
		num = num*10 + int(t[n]-'0')
		n++
	}
	if n == 0 || n > orderedMax || n == len(t) || t[n] != '.' && t[n] != ')' {
		return 0, 0, 0
	}
	return num, t[n], n + 1
}

// isLoose reports whether any item holds a <p>: HTML renderers write <p> in
// items only for loose lists.
func isLoose(n *html.Node) bool {
	for li := n.FirstChild; li != nil; li = li.NextSibling {
		if li.Type != html.ElementNode || li.DataAtom != atom.Li {
			continue
		}
		for c := li.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode && c.DataAtom == atom.P {
				return true
			}
		}
	}
	return false
}

// checkbox writes a task-list marker when a checkbox opens a list item.
func (r *renderer) checkbox(n *html.Node) {
	if len(r.conts) == 0 || r.conts[len(r.conts)-1].used || len(r.ib) > r.inl.segStart || r.inlineOnly > 0 {
		return
	}
	if dom.HasAttr(n, "checked") {
		r.ib = append(r.ib, "[x]"...)
	} else {
		r.ib = append(r.ib, "[ ]"...)
	}
	r.inl.pending = true
}

func isCheckbox(n *html.Node) bool {
	return strings.EqualFold(dom.Attr(n, "type"), "checkbox")
}
