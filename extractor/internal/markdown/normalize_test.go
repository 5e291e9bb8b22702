package markdown_test

import (
	"sort"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// normalize turns HTML into a canonical string for comparison: parsed with
// x/net/html (entities decoded), attributes sorted, whitespace collapsed,
// whitespace-only text between blocks dropped.
func normalize(h string) string {
	nodes, err := html.ParseFragment(strings.NewReader(h), &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body})
	if err != nil {
		return "error"
	}
	var b strings.Builder
	for i, n := range nodes {
		writeNorm(&b, n, i == 0, i == len(nodes)-1, true)
	}
	return strings.TrimSpace(b.String())
}

// normalizeShown is normalize as a reader sees the page: emphasis inside
// the same emphasis shows once, and two runs of one style side by side
// show as one run (the walker writes them so, emphasis.go).
func normalizeShown(h string) string {
	nodes, err := html.ParseFragment(strings.NewReader(h), &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body})
	if err != nil {
		return "error"
	}
	var b strings.Builder
	for i, n := range nodes {
		foldStyles(n, nil)
		writeNorm(&b, n, i == 0, i == len(nodes)-1, true)
	}
	return strings.TrimSpace(b.String())
}

var shownStyles = map[string]bool{"em": true, "strong": true, "del": true}

// foldStyles unwraps an emphasis element inside one of the same kind and
// joins a run of a style with the run of the same style right before it.
func foldStyles(n *html.Node, open []string) {
	for c := n.FirstChild; c != nil; {
		next := c.NextSibling
		if c.Type != html.ElementNode || !shownStyles[c.Data] {
			foldStyles(c, open)
			c = next
			continue
		}
		foldStyles(c, append(open, c.Data))
		if prev := c.PrevSibling; slicesContains(open, c.Data) || prev != nil && prev.Type == html.ElementNode && prev.Data == c.Data {
			for k := c.FirstChild; k != nil; k = c.FirstChild {
				c.RemoveChild(k)
				if slicesContains(open, c.Data) {
					n.InsertBefore(k, c)
				} else {
					prev.AppendChild(k)
				}
			}
			n.RemoveChild(c)
		}
		c = next
	}
}

func slicesContains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

var normBlocks = map[string]bool{
	"p": true, "div": true, "ul": true, "ol": true, "li": true, "blockquote": true,
	"pre": true, "h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true,
	"hr": true, "table": true, "thead": true, "tbody": true, "tr": true, "td": true,
	"th": true, "body": true,
}

func isNormBlock(n *html.Node) bool {
	return n != nil && n.Type == html.ElementNode && normBlocks[n.Data]
}

func writeNorm(b *strings.Builder, n *html.Node, first, last, blockCtx bool) {
	switch n.Type {
	case html.TextNode:
		s := n.Data
		if !blockCtx {
			s = strings.Join(strings.Fields(s), " ")
			if strings.TrimSpace(n.Data) != "" {
				if startsSpace(n.Data) && !first && !isNormBlock(n.PrevSibling) {
					s = " " + s
				}
				if endsSpace(n.Data) && !last && !isNormBlock(n.NextSibling) {
					s += " "
				}
			} else if first || last || isNormBlock(n.PrevSibling) || isNormBlock(n.NextSibling) {
				s = ""
			} else {
				s = " "
			}
		}
		b.WriteString(html.EscapeString(s))
	case html.ElementNode:
		b.WriteString("<" + n.Data)
		attrs := append([]html.Attribute(nil), n.Attr...)
		sort.Slice(attrs, func(i, j int) bool { return attrs[i].Key < attrs[j].Key })
		for _, a := range attrs {
			b.WriteString(" " + a.Key + "=\"" + html.EscapeString(strings.Join(strings.Fields(a.Val), " ")) + "\"")
		}
		b.WriteString(">")
		pre := n.Data == "pre" || (blockCtx && n.Data == "code")
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			writeNorm(b, c, c.PrevSibling == nil, c.NextSibling == nil, pre)
		}
		b.WriteString("</" + n.Data + ">")
	case html.CommentNode:
		b.WriteString("<!--" + strings.Join(strings.Fields(n.Data), " ") + "-->")
	}
}

func startsSpace(s string) bool { return s != "" && strings.ContainsRune(" \t\n\r\f", rune(s[0])) }
func endsSpace(s string) bool {
	return s != "" && strings.ContainsRune(" \t\n\r\f", rune(s[len(s)-1]))
}
