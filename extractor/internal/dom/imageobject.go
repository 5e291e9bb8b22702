package dom

import (
	"net/url"
	"path"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Figures whose image a script inserts. A lazy-loading figure may ship no
// <img> at all, only an empty container the page's script fills, while
// its schema.org microdata names the picture: <figure itemscope
// itemtype="http://schema.org/ImageObject" itemid="https://.../photo.jpg">
// (the New York Times' story figures), or a child <meta itemprop="url"
// content="..."> / itemprop="contentUrl". The classifier saw no picture
// and the Markdown no image: a story lost its photos (readability-testpages
// nytimes-3: 5 of its 8). The address must name an image file
// (imageExts): an itemid is any URI, often the page's own.
var imageExts = []string{".jpg", ".jpeg", ".png", ".gif", ".webp", ".avif"}

// objectScanMax bounds the nodes of an element searched for an image of
// its own or a declared address: a figure is small, and a larger element
// is not a lone picture.
const objectScanMax = 200

// DeclaredImage returns the address of the image that element n declares
// as a schema.org ImageObject when n holds no image, picture, <noscript>
// or media element of its own; "" otherwise. The address is that of a
// property "contentUrl" or "url" of n (not of a nested item), else n's
// itemid, and must name an image file.
func DeclaredImage(n *html.Node) string {
	if n == nil || n.Type != html.ElementNode || !strings.Contains(strings.ToLower(Attr(n, "itemtype")), "schema.org/imageobject") {
		return ""
	}
	src, own, seen := "", false, 0
	var walk func(p *html.Node)
	walk = func(p *html.Node) {
		for c := p.FirstChild; c != nil && !own && seen < objectScanMax; c = c.NextSibling {
			seen++
			if c.Type != html.ElementNode {
				continue
			}
			switch c.DataAtom {
			case atom.Img, atom.Picture, atom.Noscript, atom.Video, atom.Svg, atom.Iframe, atom.Object:
				own = true
				return
			}
			if HasAttr(c, "itemscope") {
				continue // a nested item's properties are its own
			}
			if src == "" {
				switch strings.ToLower(Attr(c, "itemprop")) {
				case "contenturl", "url":
					for _, k := range [...]string{"content", "href", "src"} {
						if src = imageAddress(Attr(c, k)); src != "" {
							break
						}
					}
				}
			}
			walk(c)
		}
	}
	walk(n)
	if own || seen >= objectScanMax {
		return ""
	}
	if src == "" {
		src = imageAddress(Attr(n, "itemid"))
	}
	return src
}

// imageAddress returns s when it is an http(s) or relative address whose
// path names an image file, else "".
func imageAddress(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return ""
	}
	u, err := url.Parse(s)
	if err != nil || u.Scheme != "" && u.Scheme != "http" && u.Scheme != "https" {
		return ""
	}
	ext := strings.ToLower(path.Ext(u.Path))
	for _, e := range imageExts {
		if ext == e {
			return s
		}
	}
	return ""
}
