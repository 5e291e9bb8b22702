package classify

import (
	"strings"

	"folio/extractor/internal/dom"
)

// Shape groups: the elements of a page that share a chosen block's markup,
// the repeated posts, teasers or picks that rescueShapes and rescueThreads
// bring back when the selection kept only some of them. Both ask the same
// question of the page, in one walk, and differ only in when a member joins.

// shapeGroup is the elements of one blockShape.
type shapeGroup struct {
	chosen int     // chosen blocks of the shape
	all    int     // elements of the shape with text outside chrome, chosen or not
	score  float64 // the best chosen block's score, which joining members take
}

// shapeCandidate is an unchosen element of a shape group that may join it.
type shapeCandidate struct {
	i     int32
	group *shapeGroup
}

// shapeCandidates groups the chosen blocks by shape and walks the page
// once: for each shape of at least minChosen chosen blocks it counts the
// elements with text outside chrome and returns the unchosen ones that
// hold no chosen block (the outermost of a shape, not their descendants).
// Each group's count is complete before the caller judges a candidate.
func shapeCandidates(x *index, s *scores, mains map[int32]float64, minChosen int) []shapeCandidate {
	shapes := map[uint64]*shapeGroup{}
	useful := false
	for m, sc := range mains {
		k := blockShape(x, m)
		if k == 0 {
			continue
		}
		g := shapes[k]
		if g == nil {
			g = &shapeGroup{}
			shapes[k] = g
		}
		g.chosen++
		g.all++
		g.score = max(g.score, sc)
		useful = useful || g.chosen >= minChosen
	}
	if !useful {
		return nil
	}
	holds := make([]bool, len(x.nodes))
	for m := range mains {
		for a := x.parent[m]; a >= 0 && !holds[a]; a = x.parent[a] {
			holds[a] = true
		}
	}
	var cands []shapeCandidate
	for i := int32(0); i < int32(len(x.nodes)); i++ {
		if _, ok := mains[i]; ok || s.chrome[i] != 0 {
			i = x.end[i] - 1
			continue
		}
		if s.keptText[i] == 0 || x.nodes[i].Attr == nil {
			continue
		}
		k := blockShape(x, i)
		g := shapes[k]
		if k == 0 || g == nil || g.chosen < minChosen {
			continue
		}
		g.all++
		if !holds[i] {
			cands = append(cands, shapeCandidate{i, g})
			i = x.end[i] - 1
		}
	}
	return cands
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
