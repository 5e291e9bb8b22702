package fingerprint

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Size is the number of MinHash values in a Fingerprint. 128 values give a
// standard error of about 0.04 on a similarity of 0.5 (sqrt(s(1-s)/k)).
const Size = 128

// maxDepth bounds the path depth hashed: deeper nodes reuse the hash of their
// ancestor at this depth, so a pathological nesting costs nothing extra. Real
// pages rarely nest layout deeper than 32 levels below <body>.
const maxDepth = 64

// empty marks a bin no path fell into before densification.
const empty = ^uint32(0)

// Fingerprint is a MinHash sketch of a page's normalised DOM paths. The zero
// value is the fingerprint of a page without a body.
type Fingerprint [Size]uint32

// Sketch computes the fingerprint of a parsed document in one pass over its
// body (or over the whole document when it has no <body>).
func Sketch(doc *html.Node) Fingerprint {
	var fp Fingerprint
	for i := range fp {
		fp[i] = empty
	}
	root := dom.FindBody(doc)
	if root == nil {
		root = doc
	}
	n := walk(root, &fp)
	if n == 0 {
		return Fingerprint{}
	}
	densify(&fp)
	return fp
}

// walk visits the elements under root iteratively, hashing each element's
// path from root into fp. It returns the number of elements hashed.
func walk(root *html.Node, fp *Fingerprint) int {
	var stack [maxDepth + 1]uint64
	depth := 0
	stack[0] = fnvOffset
	count := 0
	n := root.FirstChild
	for n != nil {
		descend := false
		if n.Type == html.ElementNode && !skipped(n) {
			h := stack[min(depth, maxDepth)]
			if eh, layout := elementHash(n); layout {
				h = mix64(h ^ eh)
				add(fp, h)
				count++
			}
			if depth+1 <= maxDepth {
				stack[depth+1] = h
			}
			descend = n.FirstChild != nil
		}
		if descend {
			n = n.FirstChild
			depth++
			continue
		}
		for n != nil && n.NextSibling == nil {
			n = n.Parent
			depth--
			if n == root {
				return count
			}
		}
		if n != nil {
			n = n.NextSibling
		}
	}
	return count
}

// skipped reports subtrees that say nothing about the layout: scripts,
// styles, templates and SVG drawings (icons differ between pages).
func skipped(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Script, atom.Style, atom.Template, atom.Svg, atom.Noscript, atom.Link, atom.Meta:
		return true
	}
	return n.Namespace == "svg" || n.Namespace == "math"
}

// elementHash hashes an element's tag and stable class tokens. layout is
// false for content elements - text-level and list/table tags without a
// stable class (p, li, td, em, a, img...) - whose presence depends on the
// article, not the layout: they are transparent in paths and not shingled.
func elementHash(n *html.Node) (h uint64, layout bool) {
	h = uint64(fnvOffset)
	if n.DataAtom != 0 {
		h ^= uint64(n.DataAtom)
		h *= fnvPrime
	} else {
		for i := 0; i < len(n.Data); i++ {
			h ^= uint64(n.Data[i])
			h *= fnvPrime
		}
	}
	var ch uint64
	for _, a := range n.Attr {
		if a.Key == "class" && a.Namespace == "" {
			ch = classHash(a.Val)
			break
		}
	}
	return h + ch, ch != 0 || structural(n)
}

// structural reports the tags that build a layout (sectioning and grouping
// elements) as opposed to those that carry an article's text.
func structural(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Div, atom.Section, atom.Article, atom.Main, atom.Header, atom.Footer,
		atom.Nav, atom.Aside, atom.Form, atom.Body, atom.Iframe:
		return true
	}
	return false
}

// add puts a path hash into its bin (one-permutation hashing): the bin is
// chosen by the high bits, the value kept is the minimum of the low bits.
func add(fp *Fingerprint, h uint64) {
	bin := (h >> 32) % Size
	v := uint32(h)
	if v == empty {
		v--
	}
	if v < fp[bin] {
		fp[bin] = v
	}
}

// densify fills empty bins by rotation (Shrivastava and Li 2014): an empty
// bin takes the value of the next originally non-empty bin to its right,
// re-hashed with the distance travelled, so two sketches fill the same empty
// bins the same way and equal values still mean "same minimum".
func densify(fp *Fingerprint) {
	var was [Size / 64]uint64 // bins empty before densification
	for i, v := range fp {
		if v == empty {
			was[i/64] |= 1 << (i % 64)
		}
	}
	for i := range fp {
		if was[i/64]&(1<<(i%64)) == 0 {
			continue
		}
		for d := 1; d < Size; d++ {
			j := (i + d) % Size
			if was[j/64]&(1<<(j%64)) == 0 {
				fp[i] = uint32(mix64(uint64(fp[j]) + uint64(d)*0x9e3779b97f4a7c15))
				break
			}
		}
	}
}
