package lint

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
	"folio/extractor/internal/markdown"
)

// Rule names a structural property the Markdown must keep.
type Rule string

// The rules Check applies.
const (
	RuleIndentedCode Rule = "indented-code" // an indented code block with no <pre> in the source
	RuleLinksLost    Rule = "links-lost"    // fewer link nodes than kept <a href>
	RuleFenceCount   Rule = "fence-count"   // fenced code blocks != source <pre>
	RuleHeadings     Rule = "heading-levels"
)

// Violation is one broken rule.
type Violation struct {
	Rule   Rule
	Detail string
}

// String formats v as "rule: detail".
func (v Violation) String() string { return string(v.Rule) + ": " + v.Detail }

var parser = goldmark.New(goldmark.WithExtensions(extension.GFM)).Parser()

// Stats counts the structure Check compares.
type Stats struct {
	Pre      int    // <pre> in the source, fenced code blocks in Markdown
	Indented int    // indented code blocks (Markdown only)
	Links    int    // <a href> kept, or link nodes
	Headings [7]int // headings per level, index 1-6

	inHeading *html.Node               // the heading being visited, whose controls the walker leaves out
	controls  markdown.HeadingControls // which links are those controls, counted once per Source
	icon      func(*html.Node) bool    // links drawn as a control's picture (markdown.ControlIcons)
}

// Check parses md and compares it with the source nodes it was rendered
// from; skip names subtrees left out on purpose (nil for none), base is
// the page address it was rendered against (markdown.Options.Base, nil for
// none).
func Check(md string, src []*html.Node, skip func(*html.Node) bool, base *url.URL) []Violation {
	want := Source(src, skip, base)
	got := Markdown(md)
	var out []Violation
	if got.Indented > 0 && want.Pre == 0 {
		out = append(out, Violation{RuleIndentedCode, fmt.Sprintf("%d indented code block(s), source has no <pre>", got.Indented)})
	}
	if got.Links < want.Links {
		out = append(out, Violation{RuleLinksLost, fmt.Sprintf("%d link(s) in Markdown, %d kept <a href> in source", got.Links, want.Links)})
	}
	if got.Pre != want.Pre {
		out = append(out, Violation{RuleFenceCount, fmt.Sprintf("%d fenced code block(s), %d <pre> in source", got.Pre, want.Pre)})
	}
	if got.Headings != want.Headings {
		out = append(out, Violation{RuleHeadings, fmt.Sprintf("levels 1-6 in Markdown %v, in source %v", got.Headings[1:], want.Headings[1:])})
	}
	return out
}

// Markdown counts the structure of md as goldmark parses it.
func Markdown(md string) Stats {
	var s Stats
	src := []byte(md)
	doc := parser.Parse(text.NewReader(src))
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.CodeBlock:
			s.Indented++
		case *ast.FencedCodeBlock:
			s.Pre++
		case *ast.Link, *ast.AutoLink:
			s.Links++
		case *ast.Heading:
			s.Headings[n.Level]++
		}
		return ast.WalkContinue, nil
	})
	return s
}

// Source counts the structure of the HTML the walker keeps, rendered
// against base (nil for none).
func Source(nodes []*html.Node, skip func(*html.Node) bool, base *url.URL) Stats {
	s := Stats{icon: markdown.ControlIcons(nodes, skip, base)}
	for _, n := range nodes {
		s.visit(n, skip, false, false)
	}
	return s
}

// visit counts n; literal is true inside pre, code and code tables
// (markdown.CodeTable), whose markup the
// walker writes as text, heading inside a heading or a pipe table
// (markdown.GridTable), each cell of which is one line.
func (s *Stats) visit(n *html.Node, skip func(*html.Node) bool, literal, heading bool) {
	if n.Type == html.ElementNode {
		if (skip != nil && skip(n)) || markdown.Drops(n) {
			return
		}
		switch n.DataAtom {
		case atom.Table:
			if markdown.CodeTable(n) {
				if !literal {
					s.Pre++
				}
				literal = true
			} else if !literal && !heading && markdown.GridTable(n, skip) {
				// Each cell is one line: its headings are inline. The
				// caption is written above the table as a block.
				for c := n.FirstChild; c != nil; c = c.NextSibling {
					s.visit(c, skip, literal, c.DataAtom != atom.Caption)
				}
				return
			}
		case atom.Pre:
			if !literal {
				s.Pre++
			}
			literal = true
		case atom.Code, atom.Tt, atom.Samp:
			literal = true
		case atom.A:
			if !literal && keptLink(n, skip) && (s.inHeading == nil || !s.controls.Control(s.inHeading, n)) && !s.icon(n) {
				s.Links++
			}
		default:
			level := dom.HeadingLevel(n.DataAtom)
			if level == 0 {
				break
			}
			if !literal && !heading && (hasText(n, skip) || hasImage(n, skip)) {
				s.Headings[level]++
			}
			heading = true
			saved := s.inHeading
			s.inHeading = n
			defer func() { s.inHeading = saved }()
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		s.visit(c, skip, literal, heading)
	}
}

// keptLink reports an <a href> the walker must keep as a link: not a
// javascript: link, and with text or an image that is kept.
func keptLink(a *html.Node, skip func(*html.Node) bool) bool {
	href, ok := "", false
	for _, at := range a.Attr {
		if at.Key == "href" {
			href, ok = at.Val, true
		}
	}
	if !ok || dom.JavascriptURL(href) {
		return false
	}
	return hasText(a, skip) || hasImage(a, skip)
}

// dropped reports whether the walker leaves c out.
func dropped(c *html.Node, skip func(*html.Node) bool) bool {
	return markdown.Drops(c) || skip != nil && skip(c)
}

func hasText(n *html.Node, skip func(*html.Node) bool) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			if strings.TrimFunc(c.Data, markdown.Blank) != "" {
				return true
			}
		case html.ElementNode:
			if !dropped(c, skip) && hasText(c, skip) {
				return true
			}
		}
	}
	return false
}

func hasImage(n *html.Node, skip func(*html.Node) bool) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode || dropped(c, skip) {
			continue
		}
		if c.DataAtom == atom.Img && markdown.ImageKept(c) || hasImage(c, skip) {
			return true
		}
	}
	return false
}
