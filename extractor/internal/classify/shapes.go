package classify

import (
	"strings"

	"folio/extractor/internal/dom"
)

// Repeated blocks of one shape. A forum renders every post body with the
// same markup (Invision's div.ipsRichText, XenForo's div.bbWrapper), a
// listing every teaser, a guide every pick of its list, but the block
// selection judges each on its own: a one-line reply ("You guys are the
// best!") or a short pick is worth less than the block it costs, and the
// model finds short units unlikely, so the content keeps its long members
// and loses its short ones (wcxb-dev: lobste.rs kept 0.71 of its thread's
// words; a restaurant guide's picks: F1 0.71, 0.95 with this rule).
// rescueShapes adds the elements that share a chosen block's shape (its
// tag and class, and its parent's) when at least shapesMin and a quarter
// of the elements of that shape were chosen already: the group is the
// thread or the list, and its other members belong to it. A shape chosen
// only here and there (quotes, a sidebar's "top posts" excerpts) gains
// nothing; elements inside chrome (signatures, a sidebar) or holding a
// chosen block stay out. On wcxb-dev, against no rescue, a quarter gains
// most (summed page F1 +1.39; a half +0.54, 0.15 +0.32, where the shapes of
// quoted replies pass too). Pages typed as products are left out: there
// the shop's tiles of other products share a shape with the product's own
// blocks (a trafilatura-dev shop leaked its "Trixie Kleintierfutter" tiles,
// a without snippet; wcxb-dev's products would gain 0.11 in sum).
const (
	shapesMin   = 3    // chosen blocks of one shape before it counts as a group
	shapesShare = 0.25 // of the shape's elements with text, the part already chosen
)

func rescueShapes(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if opt.pageType == TypeProduct || len(mains) < shapesMin {
		return
	}
	type group struct {
		chosen, all int
		score       float64
	}
	shapes := map[uint64]*group{}
	keys := make(map[int32]uint64, len(mains))
	for m, sc := range mains {
		k := blockShape(x, m)
		if k == 0 {
			continue
		}
		keys[m] = k
		g := shapes[k]
		if g == nil {
			g = &group{}
			shapes[k] = g
		}
		g.chosen++
		g.score = max(g.score, sc)
	}
	useful := false
	for _, g := range shapes {
		useful = useful || g.chosen >= shapesMin
	}
	if !useful {
		return
	}
	// One walk: count each shape's elements with text outside chrome, and
	// remember the unchosen ones of the shapes that may be threads.
	holds := make([]bool, len(x.nodes))
	for m := range mains {
		for a := x.parent[m]; a >= 0 && !holds[a]; a = x.parent[a] {
			holds[a] = true
		}
	}
	var cands []int32
	var candKeys []uint64
	for i := int32(0); i < int32(len(x.nodes)); i++ {
		if s.chrome[i] != 0 {
			i = x.end[i] - 1
			continue
		}
		if _, ok := mains[i]; ok {
			if k := keys[i]; k != 0 {
				shapes[k].all++
			}
			i = x.end[i] - 1
			continue
		}
		if s.keptText[i] == 0 || x.nodes[i].Attr == nil {
			continue
		}
		k := blockShape(x, i)
		g := shapes[k]
		if k == 0 || g == nil || g.chosen < shapesMin {
			continue
		}
		g.all++
		if !holds[i] {
			cands = append(cands, i)
			candKeys = append(candKeys, k)
			i = x.end[i] - 1
		}
	}
	for j, c := range cands {
		g := shapes[candKeys[j]]
		if float64(g.chosen) >= shapesShare*float64(g.all) {
			mains[c] = g.score
		}
	}
}

// blockShape is a hash of an element's tag and class with its parent's:
// the markup a platform repeats for every post body. It runs on every
// element of a page, so it hashes in place rather than joining strings.
// Elements without a class have no shape (0): a bare <div> or <p> is
// everywhere.
func blockShape(x *index, i int32) uint64 {
	cls := strings.TrimSpace(dom.Attr(x.nodes[i], "class"))
	if cls == "" {
		return 0
	}
	h := shapeHash(offset64, x.nodes[i].Data)
	h = shapeHash(h, cls)
	if p := x.parent[i]; p >= 0 {
		h = shapeHash(h, x.nodes[p].Data)
		h = shapeHash(h, strings.TrimSpace(dom.Attr(x.nodes[p], "class")))
	}
	return max(h, 1)
}

const (
	offset64 = 14695981039346656037 // FNV-1a 64
	prime64  = 1099511628211
)

// shapeHash folds s and a separator into the FNV-1a hash h.
func shapeHash(h uint64, s string) uint64 {
	for k := 0; k < len(s); k++ {
		h = (h ^ uint64(s[k])) * prime64
	}
	return (h ^ 0xff) * prime64 // 0xff never occurs in UTF-8
}
