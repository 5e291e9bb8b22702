package markdown

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// imageObject writes a figure that declares its picture only in schema.org
// microdata (dom.DeclaredImage: a script inserts the <img>) as that image
// and then its content; it reports false, writing nothing, for any other
// element. Without it the Markdown kept such a figure's caption and lost
// its picture.
func (r *renderer) imageObject(n *html.Node) bool {
	if r.opts.KeepHTML {
		return false
	}
	src := dom.DeclaredImage(n)
	if src == "" {
		return false
	}
	r.flushPara()
	r.image(&html.Node{Type: html.ElementNode, DataAtom: atom.Img, Data: "img",
		Attr: []html.Attribute{{Key: "src", Val: src}}})
	r.flushPara()
	r.children(n)
	r.flushPara()
	return true
}
