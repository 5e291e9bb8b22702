package gym

import (
	"sort"
	"strconv"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"

	"folio/gym/score"
	"folio/internal/mdtext"
)

// The structure kinds the structure score compares. No published extractor
// benchmark scores structure: word F1 cannot tell a heading from a
// paragraph or a table from a run of words, and Markdown is for both.
// The names are package score's, which the readability corpus's
// reference side uses too.
const (
	KindHeadings   = score.KindHeadings   // level and text
	KindListItems  = score.KindListItems  // an item's own text, nested lists apart
	KindTableCells = score.KindTableCells // each cell's text
	KindCodeBlocks = score.KindCodeBlocks // each block's content, white space folded
	KindLinks      = score.KindLinks      // each link's text
	// KindImages (each image's score.ImageKey) is collected for the
	// readability corpus but not part of StructureScore.
	KindImages = score.KindImages
)

// StructureKinds lists the kinds in report order.
var StructureKinds = []string{KindHeadings, KindListItems, KindTableCells, KindCodeBlocks, KindLinks}

// Structure is one page's structure score against reference Markdown.
type Structure struct {
	// F1 is micro-averaged over every item of every kind, so a page's score
	// weighs kinds by how much of them it has.
	F1 float64 `json:"f1"`
	// Kinds holds the per-kind scores of the kinds that either side has.
	Kinds map[string]score.PRF `json:"kinds,omitempty"`
}

var mdParser = goldmark.New(goldmark.WithExtensions(extension.GFM)).Parser()

// StructureScore compares the structure of the output Markdown with the
// reference Markdown: the multiset F1 of headings (level and text), list
// items, table cells, code blocks and link texts, text compared in
// Normalize form. Two documents without any structure score 1.
func StructureScore(output, reference string) Structure {
	out, ref := structureItems(output, false), structureItems(reference, false)
	s := Structure{Kinds: map[string]score.PRF{}}
	var tp, np, nt int
	for _, k := range StructureKinds {
		o, r := out[k], ref[k]
		if len(o) == 0 && len(r) == 0 {
			continue
		}
		t := overlap(o, r)
		tp, np, nt = tp+t, np+score.Total(o), nt+score.Total(r)
		s.Kinds[k] = countsPRF(t, score.Total(o), score.Total(r))
	}
	if np == 0 && nt == 0 {
		s.F1 = 1
		return s
	}
	s.F1 = countsPRF(tp, np, nt).F1
	return s
}

func overlap(a, b map[string]int) int {
	n := 0
	for k, c := range a {
		n += min(c, b[k])
	}
	return n
}

func countsPRF(tp, np, nt int) score.PRF {
	if np == 0 || nt == 0 {
		return score.PRF{}
	}
	return score.NewPRF(float64(tp)/float64(np), float64(tp)/float64(nt))
}

// structureItems returns, per kind, the multiset of normalised items. With
// converted set, md is read as WCXB's converter writes its reference
// Markdown: every heading ATX ("## Title") and every code block fenced,
// 16,754 ATX headings and 519 fences on wcxb-dev and not one setext
// heading or indented block of its own. A setext heading or an indented
// code block there is the page's text laid out by accident: code kept
// unfenced, one Pygments token a line, reads as an h1 wherever a line holds
// a lone "=" ("s" over "=" over "requests"; about 690 "headings" on 14
// documentation pages), and its indented lines, or an indented teaser, as
// one code block per fragment. No extractor can keep such items, and a
// good one should not, so they are no items: they are paragraphs.
func structureItems(md string, converted bool) map[string]map[string]int {
	src := []byte(md)
	doc := mdParser.Parse(text.NewReader(src))
	items := map[string]map[string]int{}
	add := func(kind, s string) {
		if s = score.Normalize(s); s == "" {
			return
		}
		if items[kind] == nil {
			items[kind] = map[string]int{}
		}
		items[kind][s]++
	}
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Heading:
			if converted && !atx(n, src) {
				break
			}
			add(KindHeadings, "h"+strconv.Itoa(n.Level)+" "+inlineText(n, src, false))
		case *ast.ListItem:
			add(KindListItems, ownText(n, src))
		case *east.TableCell:
			add(KindTableCells, inlineText(n, src, false))
		case *ast.FencedCodeBlock:
			add(KindCodeBlocks, mdtext.Lines(n, src))
		case *ast.CodeBlock:
			if !converted {
				add(KindCodeBlocks, mdtext.Lines(n, src))
			}
		case *ast.Link:
			add(KindLinks, inlineText(n, src, false))
		case *ast.AutoLink:
			add(KindLinks, string(n.Label(src)))
		case *ast.Image:
			add(KindImages, score.ImageKey(string(n.Destination)))
		}
		return ast.WalkContinue, nil
	})
	return items
}

// atx reports whether h is an ATX heading: its text follows the opening
// run of "#" on its line. A setext heading's text starts its own line,
// after indentation or a container's marker, never after a "#".
func atx(h *ast.Heading, src []byte) bool {
	if h.Lines().Len() == 0 {
		return true // "##" alone: no text, so no item either way
	}
	i := h.Lines().At(0).Start - 1
	for i >= 0 && (src[i] == ' ' || src[i] == '\t') {
		i--
	}
	return i >= 0 && src[i] == '#'
}

// MarkdownItems is the Markdown side of the readability corpus's structure
// check (score.Options.Structure): structureItems in score.ItemKey form,
// headings by text alone, since Readability turns every <h1> of an article
// into <h2> and an extractor may shift levels without losing a heading.
func MarkdownItems(md string) map[string]map[string]int {
	return itemKeys(structureItems(md, false))
}

// ReferenceItems is MarkdownItems for WCXB's reference Markdown
// (score.Options.Reference), read as its converter writes it: headings
// ATX only, code fenced only (structureItems says why).
func ReferenceItems(md string) map[string]map[string]int {
	return itemKeys(structureItems(md, true))
}

// itemKeys puts structureItems in score.ItemKey form, headings by text
// alone.
func itemKeys(items map[string]map[string]int) map[string]map[string]int {
	for kind, is := range items {
		keyed := make(map[string]int, len(is))
		for s, c := range is {
			if kind == KindHeadings {
				_, s, _ = strings.Cut(s, " ")
			}
			if s = score.ItemKey(s); s != "" {
				keyed[s] += c
			}
		}
		items[kind] = keyed
	}
	return items
}

// ownText is a list item's text without its nested lists, which count as
// items of their own.
func ownText(li ast.Node, src []byte) string {
	var b strings.Builder
	for c := li.FirstChild(); c != nil; c = c.NextSibling() {
		if _, nested := c.(*ast.List); nested {
			continue
		}
		b.WriteString(blockText(c, src, false))
		b.WriteByte(' ')
	}
	return b.String()
}

// inlineText concatenates the text of n's inline descendants; with alt
// set, an image's alt text too. Structure items leave alt text out: the
// readability corpus's reference is HTML, where an <img> alt is no text,
// so a list item opening with a captioned screenshot ("![Screenshot](…)
// ## WebIDE …") never matched its reference item ("WebIDE …").
func inlineText(n ast.Node, src []byte, alt bool) string {
	var b strings.Builder
	ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch c := c.(type) {
		case *ast.Text:
			b.Write(c.Value(src))
			if c.SoftLineBreak() || c.HardLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(c.Value)
		case *ast.AutoLink:
			b.Write(c.Label(src))
		case *ast.RawHTML:
			return ast.WalkSkipChildren, nil
		case *ast.Image:
			if !alt {
				return ast.WalkSkipChildren, nil
			}
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}

// blockText is the plain text of a block and its descendants, one line per
// leaf block; alt as in inlineText.
func blockText(n ast.Node, src []byte, alt bool) string {
	var b strings.Builder
	ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch c.(type) {
		case *ast.Paragraph, *ast.TextBlock, *ast.Heading, *east.TableCell:
			b.WriteString(inlineText(c, src, alt))
			b.WriteString("\n\n")
			return ast.WalkSkipChildren, nil
		case *ast.FencedCodeBlock, *ast.CodeBlock:
			b.WriteString(mdtext.Lines(c, src))
			b.WriteString("\n")
			return ast.WalkSkipChildren, nil
		case *ast.HTMLBlock:
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}

// MarkdownText returns the plain text of Markdown: what the word metrics
// score when only Markdown is at hand (a clean-up command's output, a .md
// ground truth).
func MarkdownText(md string) string {
	src := []byte(md)
	return blockText(mdParser.Parse(text.NewReader(src)), src, true)
}

// sortedKinds returns the keys of a Structure's kinds in report order.
func sortedKinds(m map[string]score.PRF) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	order := map[string]int{}
	for i, k := range StructureKinds {
		order[k] = i
	}
	sort.Slice(ks, func(i, j int) bool { return order[ks[i]] < order[ks[j]] })
	return ks
}
