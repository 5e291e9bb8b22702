package markdown

import (
	"net/url"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Lazy-loading placeholders. A lazy-loaded figure ships two images: a tiny
// blurred rendition the page's script swaps out (Medium's "/max/60/...?q=20",
// Cloudinary's "w_20,e_blur") and the real image in a <noscript> for
// crawlers and readers without scripts. The extractor reads <noscript> as
// markup, so both were written, each in its own block (the placeholder sits
// in wrapper <div>s the noscript is not in), and the adjacent-repeat rule of
// image() did not see them: a reader showed a blurred thumbnail above every
// picture (12 pairs on readability-testpages' lazy-image-1 and medium-3).
//
// The rule keys on structure, never on a host. Within a figure (or,
// without a <figure>, the nearest ancestor a few levels up with a
// <noscript> child), an image outside <noscript> whose address carries
// placeholder signs is left out when an image in a <noscript> beside it
// carries none and names the same file or is the only one there. An image
// in a <noscript> is left out when an image of the same file outside it is
// written: that one is what a browser shows, with its srcset's largest
// rendition and its alt text, and the noscript copy only repeats it in
// another block (WordPress's Jetpack and Thumbor-style services write the
// same picture at two sizes), which the adjacent-repeat rule misses when
// the sizes differ.
const (
	figureDepth     = 8   // ancestors climbed from an image to its <figure>
	wrapperDepth    = 3   // ancestors climbed, without a <figure>, to a <noscript>'s parent
	twinScanMax     = 256 // nodes of a scope searched for <noscript> images
	placeholderPx   = 100 // a rendition this wide or less is a thumbnail, not the picture
	placeholderQual = 30  // a JPEG/WebP quality this low is a blur-up placeholder
)

// placeholderTwin reports whether img, whose address is src, repeats a
// picture written from elsewhere in its figure: it is the placeholder of a
// lazy-loaded image whose real rendition is in a <noscript> beside it, or
// it is in a <noscript> and the same file is written outside it. The
// lossless mode keeps both.
func (r *renderer) placeholderTwin(img *html.Node, src string) bool {
	if r.opts.KeepHTML {
		return false
	}
	from, inNoscript := img, false
	for a, d := img.Parent, 1; a != nil && d <= wrapperDepth; a, d = a.Parent, d+1 {
		if a.Type == html.ElementNode && a.DataAtom == atom.Noscript {
			from, inNoscript = a, true
			break
		}
		if a == r.root {
			break
		}
	}
	scope := r.twinScope(from)
	if scope == nil {
		return false
	}
	name := fileName(src)
	if inNoscript {
		for _, o := range r.figureImages(scope, false) {
			if s := imageSource(o); name != "" && fileName(s) == name && !placeholderSigns(s) {
				return true
			}
		}
		return false
	}
	if !placeholderSigns(src) {
		return false
	}
	reals := r.figureImages(scope, true)
	for _, real := range reals {
		if s := imageSource(real); !placeholderSigns(s) && (len(reals) == 1 || (name != "" && fileName(s) == name)) {
			return true
		}
	}
	return false
}

// twinScope returns the element within which the twin of an image at or
// inside from is looked for: its <figure>, else the nearest ancestor within
// wrapperDepth levels with a <noscript> child, or nil. Neither another
// <noscript> nor the render root is climbed past.
func (r *renderer) twinScope(from *html.Node) *html.Node {
	var wrapper *html.Node
	for a, d := from.Parent, 1; a != nil && d <= figureDepth; a, d = a.Parent, d+1 {
		if a.Type != html.ElementNode || a.DataAtom == atom.Noscript {
			return nil
		}
		if a.DataAtom == atom.Figure {
			return a
		}
		if wrapper == nil && d <= wrapperDepth && hasNoscriptChild(a) {
			wrapper = a
		}
		if a == r.root {
			break
		}
	}
	return wrapper
}

// hasNoscriptChild reports whether n has a <noscript> among its first
// twinScanMax children.
func hasNoscriptChild(n *html.Node) bool {
	k := 0
	for c := n.FirstChild; c != nil && k < twinScanMax; c, k = c.NextSibling, k+1 {
		if c.Type == html.ElementNode && c.DataAtom == atom.Noscript {
			return true
		}
	}
	return false
}

// figureImages returns the written images of scope that are inside a
// <noscript> (noscript true) or outside every one, reading at most
// twinScanMax nodes. A subtree the render skips or drops writes nothing,
// so its images do not count.
func (r *renderer) figureImages(scope *html.Node, noscript bool) []*html.Node {
	var out []*html.Node
	seen := 0
	var walk func(n *html.Node, inNoscript bool)
	walk = func(n *html.Node, inNoscript bool) {
		for c := n.FirstChild; c != nil && seen < twinScanMax; c = c.NextSibling {
			seen++
			if c.Type != html.ElementNode || Drops(c) || (r.opts.Skip != nil && r.opts.Skip(c)) {
				continue
			}
			in := inNoscript || c.DataAtom == atom.Noscript
			if in == noscript && c.DataAtom == atom.Img && ImageKept(c) {
				out = append(out, c)
			}
			walk(c, in)
		}
	}
	walk(scope, false)
	return out
}

// fileName returns the last segment of src's path, without query or
// fragment: the same picture at another size keeps its file name.
func fileName(src string) string {
	u, err := url.Parse(strings.TrimSpace(src))
	if err != nil {
		return ""
	}
	p := u.Path
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		p = p[i+1:]
	}
	return p
}

// placeholderSigns reports whether an image address asks for a blur-up
// placeholder: a blur or "lqip" transform, a width of placeholderPx or
// less ("/max/60/", "w_20", "?w=20", "20x14"), or a quality of
// placeholderQual or less ("q=20", "q_10").
func placeholderSigns(src string) bool {
	u, err := url.Parse(strings.TrimSpace(src))
	if err != nil {
		return false
	}
	low := strings.ToLower(u.Path + "?" + u.RawQuery)
	if strings.Contains(low, "blur") || strings.Contains(low, "lqip") {
		return true
	}
	q := u.Query()
	for _, k := range []string{"w", "width"} {
		if tiny(q.Get(k), placeholderPx) {
			return true
		}
	}
	for _, k := range []string{"q", "quality"} {
		if tiny(q.Get(k), placeholderQual) {
			return true
		}
	}
	segs := strings.Split(strings.ToLower(u.Path), "/")
	for i, s := range segs {
		if i > 0 && tiny(s, placeholderPx) && sizeWord[segs[i-1]] {
			return true // "/max/60/"
		}
		for _, t := range strings.Split(s, ",") { // "w_20,q_10,e_blur"
			if k, v, ok := strings.Cut(t, "_"); ok && (((k == "w" || k == "width") && tiny(v, placeholderPx)) || (k == "q" && tiny(v, placeholderQual))) {
				return true
			}
		}
		if w, h, ok := strings.Cut(s, "x"); ok && tiny(w, placeholderPx) && tiny(h, placeholderPx) {
			return true // "/20x14/"
		}
	}
	return false
}

// sizeWord lists the path segments that image services put before a width.
var sizeWord = map[string]bool{"max": true, "w": true, "width": true, "resize": true, "fit": true}

// tiny reports whether s is a whole number from 1 to limit.
// Digits are read by hand: strconv.Atoi allocates an error for every
// query parameter that is absent or not a number, most of them.
func tiny(s string, limit int) bool {
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return false
		}
		if n = n*10 + int(c-'0'); n > limit {
			return false
		}
	}
	return n > 0
}
