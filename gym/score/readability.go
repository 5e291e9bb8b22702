package score

import (
	"bytes"
	"fmt"
	"net/url"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// ReadabilityURL is the address Mozilla Readability's test harness gives
// every test page (test/utils.js), against which the expected HTML's links
// and images were resolved; the extractor gets the same, so that both sides
// name an image alike.
const ReadabilityURL = "http://fakehost/test/page.html"

// The structure kinds: what a reader sees as structure and word F1 cannot
// tell from a run of words. Package gym's Markdown side uses the same names.
const (
	KindHeadings   = "headings"    // text (level too in gym.StructureScore)
	KindListItems  = "list_items"  // an item's own text, nested lists apart
	KindTableCells = "table_cells" // each cell's text
	KindCodeBlocks = "code_blocks" // each block's content, white space folded
	KindLinks      = "links"       // each link's text
	KindImages     = "images"      // each image's file name (ImageKey)
)

// ReadabilityKinds are the kinds the readability corpus reports, in order:
// the structure its expected HTML keeps (links are left out: Readability
// keeps every link of the article, and a link's text is already words).
var ReadabilityKinds = []string{KindHeadings, KindListItems, KindTableCells, KindCodeBlocks, KindImages}

// Kept is how many of a reference's items of one kind the output keeps.
type Kept struct{ Kept, Total int }

// Share is Kept/Total, 1 when the reference has none.
func (k Kept) Share() float64 { return Rate(k.Kept, k.Total, 1) }

// KeptItems counts, per kind of ref, how many of its items out holds,
// each item at most as often as out has it (multiset overlap).
func KeptItems(out, ref map[string]map[string]int) map[string]Kept {
	m := make(map[string]Kept, len(ref))
	for kind, items := range ref {
		k := Kept{Total: Total(items)}
		for s, c := range items {
			k.Kept += min(c, out[kind][s])
		}
		m[kind] = k
	}
	return m
}

// langGroup sorts a Readability page by the language its JSON names:
// "en", "other", or "unknown" when it names none (about half the pages),
// so that a rule that only helps English shows.
func langGroup(lang *string) string {
	switch {
	case lang == nil || *lang == "":
		return "unknown"
	case strings.EqualFold(strings.SplitN(*lang, "-", 2)[0], "en"):
		return "en"
	}
	return "other"
}

// readExpected reads <id>.expected.html.gz: its text is the page's truth
// and its items the structure reference.
func (p *Page) readExpected() error {
	data, err := p.gunzip(p.ID + ".expected.html.gz")
	if err != nil {
		return fmt.Errorf("score: %s: %w", p.ID, err)
	}
	doc, err := html.Parse(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("score: %s: expected HTML: %w", p.ID, err)
	}
	p.Truth, p.Structure = nodeText(doc), ExpectedStructure(doc)
	p.ImageAliases = ImageAliases(doc)
	return nil
}

// nodeText is the plain text of n as a reader sees it: block elements and
// <br> part lines; scripts, styles and templates are left out.
func nodeText(n *html.Node) string {
	var b strings.Builder
	writeText(&b, n, false)
	return b.String()
}

// writeText appends n's text; with ownOnly set, nested lists are skipped
// (a list item's own text).
func writeText(b *strings.Builder, n *html.Node, ownOnly bool) {
	switch n.Type {
	case html.TextNode:
		b.WriteString(n.Data)
		return
	case html.ElementNode:
		switch n.DataAtom {
		case atom.Script, atom.Style, atom.Template, atom.Noscript:
			return
		case atom.Br:
			b.WriteByte('\n')
			return
		case atom.Ul, atom.Ol:
			if ownOnly {
				return
			}
		}
	}
	block := n.Type == html.ElementNode && !inline[n.DataAtom]
	if block {
		b.WriteString("\n\n")
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		writeText(b, c, ownOnly)
	}
	if block {
		b.WriteString("\n\n")
	}
}

// inline lists the phrasing elements whose edges do not part words.
var inline = map[atom.Atom]bool{
	atom.A: true, atom.Abbr: true, atom.B: true, atom.Bdi: true, atom.Bdo: true,
	atom.Cite: true, atom.Code: true, atom.Data: true, atom.Del: true, atom.Dfn: true,
	atom.Em: true, atom.Font: true, atom.I: true, atom.Ins: true, atom.Kbd: true,
	atom.Mark: true, atom.Q: true, atom.S: true, atom.Samp: true, atom.Small: true,
	atom.Span: true, atom.Strike: true, atom.Strong: true, atom.Sub: true, atom.Sup: true,
	atom.Time: true, atom.Tt: true, atom.U: true, atom.Var: true, atom.Label: true,
}

// ItemKey is the form in which the readability corpus compares structure
// items: their lower-cased words, one space apart. Punctuation is left out,
// so that a permalink sign Readability keeps in a heading ("Setting up¶")
// or a bullet does not make a kept item a lost one.
func ItemKey(s string) string { return strings.Join(Tokens(s, true), " ") }

// ExpectedStructure returns, per kind of ReadabilityKinds, the multiset of
// the document's items in ItemKey form: headings' text, list items' own
// text, table cells' text, <pre> blocks' text and images' ImageKey. One walk.
func ExpectedStructure(doc *html.Node) map[string]map[string]int {
	items := map[string]map[string]int{}
	add := func(kind, s string) {
		if s = ItemKey(s); s == "" {
			return
		}
		if items[kind] == nil {
			items[kind] = map[string]int{}
		}
		items[kind][s]++
	}
	var walk func(n *html.Node, inPre bool)
	walk = func(n *html.Node, inPre bool) {
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
				add(KindHeadings, headingText(n))
			case atom.Li:
				var b strings.Builder
				writeText(&b, n, true)
				add(KindListItems, b.String())
			case atom.Td, atom.Th:
				add(KindTableCells, nodeText(n))
			case atom.Pre:
				if !inPre {
					add(KindCodeBlocks, nodeText(n))
				}
				inPre = true
			case atom.Img:
				add(KindImages, ImageKey(attr(n, "src")))
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, inPre)
		}
	}
	walk(doc, false)
	return items
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// ImageKey names an image by its file name: the last segment of its
// address's path, without query or fragment, so that an image kept at
// another size or behind another host's address still counts as kept.
// A data: URL or an address without a path is its own key.
func ImageKey(src string) string {
	src = strings.TrimSpace(src)
	u, err := url.Parse(src)
	if err != nil || u.Scheme == "data" {
		return src
	}
	if i := strings.LastIndexByte(u.Path, '/'); i >= 0 && i < len(u.Path)-1 {
		return u.Path[i+1:]
	}
	if u.Path != "" && u.Path != "/" {
		return u.Path
	}
	return src
}
