package spa

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// skipped elements hold no visible text.
var skipped = map[atom.Atom]bool{
	atom.Script: true, atom.Style: true, atom.Template: true, atom.Svg: true,
	atom.Title: true, atom.Iframe: true, atom.Noembed: true, atom.Object: true, atom.Math: true,
}

// measure walks the tree once: it counts visible text (and the part of it
// inside links) and scripts, and finds the first empty mount point.
func measure(doc *html.Node, d *Detection) {
	var walk func(n *html.Node, skip, inLink bool)
	walk = func(n *html.Node, skip, inLink bool) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				if skip {
					continue
				}
				k := visible(c.Data)
				d.TextLen += k
				if inLink {
					d.LinkTextLen += k
				}
			case html.ElementNode:
				if isScript(c) {
					d.Scripts++
				}
				sk := skip || skipped[c.DataAtom] || c.Namespace != ""
				if !sk && d.EmptyMount == "" {
					if id := mountID(c); id != "" && isEmpty(c) {
						d.EmptyMount = id
					}
				}
				walk(c, sk, inLink || c.DataAtom == atom.A)
			}
		}
	}
	walk(doc, false, false)
}

// isScript reports whether an element loads or holds a script a browser
// runs: a <script> that is not a data block, or a <link> with
// rel=modulepreload, or rel=preload and as=script. Pages saved without
// their <script> elements (as in the wcxb-dev corpus) still carry these
// links.
func isScript(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Script:
		return runs(n)
	case atom.Link:
		rel, as := "", ""
		for _, a := range n.Attr {
			switch a.Key {
			case "rel":
				rel = strings.ToLower(a.Val)
			case "as":
				as = strings.ToLower(a.Val)
			}
		}
		return rel == "modulepreload" || rel == "preload" && as == "script"
	}
	return false
}

// runs reports whether a browser runs a <script>: its type is absent,
// empty, "module" or a JavaScript MIME type. Any other type makes a data
// block (JSON-LD, JSON state, templates) that nothing executes, so a page
// whose only scripts are data is a static page, not a shell.
func runs(n *html.Node) bool {
	typ := ""
	for _, a := range n.Attr {
		if a.Key == "type" {
			typ = strings.ToLower(strings.TrimSpace(a.Val))
		}
	}
	if i := strings.IndexByte(typ, ';'); i >= 0 {
		typ = strings.TrimSpace(typ[:i])
	}
	switch typ {
	case "", "module":
		return true
	}
	for _, js := range []string{"javascript", "ecmascript", "jscript", "livescript"} {
		if strings.Contains(typ, js) {
			return true
		}
	}
	return false
}

// mountID returns the id of a conventional mount point, or "".
func mountID(n *html.Node) string {
	for _, a := range n.Attr {
		if a.Key == "id" {
			if _, ok := mountFrameworks[a.Val]; ok {
				return a.Val
			}
		}
		if a.Key == "data-reactroot" {
			return "react-root"
		}
	}
	return ""
}

// isEmpty reports whether an element that can hold content holds neither
// elements nor visible text (comments and white space do not count).
func isEmpty(n *html.Node) bool {
	if voidElements[n.DataAtom] {
		return false
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.ElementNode:
			return false
		case html.TextNode:
			if visible(c.Data) > 0 {
				return false
			}
		}
	}
	return true
}

// voidElements cannot have content, so they are never mount points.
var voidElements = map[atom.Atom]bool{
	atom.Area: true, atom.Base: true, atom.Br: true, atom.Col: true, atom.Embed: true,
	atom.Hr: true, atom.Img: true, atom.Input: true, atom.Link: true, atom.Meta: true,
	atom.Source: true, atom.Track: true, atom.Wbr: true,
}

// visible counts the non-space runes of a text.
func visible(t string) int {
	n := 0
	for i := 0; i < len(t); {
		c := t[i]
		if c < utf8.RuneSelf {
			if c > ' ' {
				n++
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(t[i:])
		if !unicode.IsSpace(r) {
			n++
		}
		i += size
	}
	return n
}
