package markdown

import (
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// lazyAttrs hold the real address of lazy-loaded images, in the order the
// common lazy-loading scripts (lazysizes, lozad, WordPress, jQuery lazyload)
// use them; the src of such images is a placeholder.
var lazyAttrs = []string{"data-src", "data-lazy-src", "data-original", "data-url", "data-hi-res-src"}

// image writes ![alt](src "title"). Tracking pixels, images with no
// address but a data: URI placeholder and the lazy-loading placeholders and
// <noscript> copies of a figure's image (placeholder.go) are dropped; a
// formula image becomes its TeX.
func (r *renderer) image(n *html.Node) {
	if isPixel(n) {
		return
	}
	alt := strings.TrimSpace(dom.Attr(n, "alt"))
	if alt != "" && isMathImage(n) {
		r.formula(n, alt, "", false)
		return
	}
	src := imageSource(n)
	if src == "" || r.placeholderTwin(n, src) {
		return
	}
	dest := formatDest(r.resolve(src))
	if dest == r.lastImg && len(r.ib) == r.lastImgEnd && len(r.ib) > r.inl.segStart {
		// The <noscript> fallback of a lazy-loaded image repeats it.
		return
	}
	r.content()
	r.ib = append(r.ib, '!', '[')
	r.ib = appendEscaped(r.ib, alt)
	r.ib = append(r.ib, ']', '(')
	r.ib = append(r.ib, dest...)
	r.ib = append(r.ib, formatTitle(dom.Attr(n, "title"))...)
	r.ib = append(r.ib, ')')
	r.lastImg, r.lastImgEnd = dest, len(r.ib)
}

// isPixel reports 0x0 and 1x1 images, which are tracking beacons.
func isPixel(n *html.Node) bool {
	w, h := dom.Attr(n, "width"), dom.Attr(n, "height")
	return w == "0" || w == "1" || h == "0" || h == "1"
}

func isMathImage(n *html.Node) bool {
	c := dom.Attr(n, "class")
	return dom.HasToken(c, "latex") || dom.HasToken(c, "tex") || dom.HasToken(c, "math") || dom.HasToken(c, "mwe-math-fallback-image-inline") || dom.HasToken(c, "mwe-math-fallback-image-display")
}

// imageSource picks the best address of an image: lazy-load attributes, then
// the largest srcset candidate, then src, then the <source> elements of an
// enclosing <picture>. data: URIs are placeholders, never content.
func imageSource(n *html.Node) string {
	for _, k := range lazyAttrs {
		if v := usable(dom.Attr(n, k)); v != "" {
			return v
		}
	}
	for _, k := range []string{"data-srcset", "srcset"} {
		if v := usable(largestSrcset(dom.Attr(n, k))); v != "" {
			return v
		}
	}
	if v := usable(dom.Attr(n, "src")); v != "" {
		return v
	}
	if p := n.Parent; p != nil && p.DataAtom == atom.Picture {
		for c := p.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode || c.DataAtom != atom.Source {
				continue
			}
			for _, k := range []string{"data-srcset", "srcset"} {
				if v := usable(largestSrcset(dom.Attr(c, k))); v != "" {
					return v
				}
			}
		}
	}
	return ""
}

func usable(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 5 && strings.EqualFold(s[:5], "data:") {
		return ""
	}
	return s
}

// largestSrcset returns the candidate with the largest width or density
// descriptor, following the HTML srcset grammar (URLs end at whitespace and
// may contain commas).
func largestSrcset(s string) string {
	best, bestN := "", -1.0
	for i := 0; i < len(s); {
		for i < len(s) && (dom.IsSpace(s[i]) || s[i] == ',') {
			i++
		}
		j := i
		for j < len(s) && !dom.IsSpace(s[j]) {
			j++
		}
		u := strings.TrimRight(s[i:j], ",")
		k := j
		if !strings.HasSuffix(s[i:j], ",") {
			for k < len(s) && s[k] != ',' {
				k++
			}
		}
		if u == "" {
			break
		}
		n := descriptor(strings.TrimSpace(s[j:k]))
		if n > bestN {
			best, bestN = u, n
		}
		i = k
	}
	return best
}

// descriptor reads "640w" or "2x"; no descriptor means 1x.
func descriptor(d string) float64 {
	if d == "" {
		return 1
	}
	v, err := strconv.ParseFloat(d[:len(d)-1], 64)
	if err != nil {
		return 0
	}
	return v
}

// appendEscaped appends s with whitespace collapsed and Markdown escaped, for
// text that comes from attributes (alt, aria-label).
func appendEscaped(b []byte, s string) []byte {
	space := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if dom.IsSpace(c) {
			space = true
			continue
		}
		if space {
			b = append(b, ' ')
			space = false
		}
		if care[c] && c < 0x80 && needsEscape(b, s, i, true) {
			b = append(b, '\\')
		}
		b = append(b, c)
	}
	return b
}

// ImageKept reports whether the walker writes img as an image: it has a
// usable address and is not a tracking pixel.
func ImageKept(img *html.Node) bool {
	return !isPixel(img) && imageSource(img) != ""
}
