package classify

import (
	"strings"

	"folio/extractor/internal/dom"
)

// Forum threads render every post body with the same markup (Invision's
// div.ipsRichText, XenForo's div.bbWrapper, phpBB's div.content), but the
// block selection judges each body on its own: a one-line reply ("You guys
// are the best!") is worth less than the block it costs, and the model finds
// short units unlikely, so a thread keeps its long posts and loses its short
// ones (wcxb-dev: lobste.rs kept 0.71 of its thread's words, an Invision
// forum 10 bodies of 25).
// On a forum, rescuePosts adds the elements that share a chosen body's shape
// (its tag and class, and its parent's) when at least postsMin and a quarter
// of the elements of that shape were chosen already: the group is the thread,
// and its other members are posts too. A shape chosen only here and there
// (quotes, a sidebar's "top posts" excerpts) is not a thread and gains
// nothing; elements inside chrome (signatures, a sidebar) or holding a chosen
// block stay out. On wcxb-dev's forums a quarter gains most (summed page F1
// +0.146; a half -0.031, a tenth +0.092: below a quarter, shapes of quoted
// replies pass too).
const (
	postsMin   = 3    // chosen bodies of one shape before it counts as the thread
	postsShare = 0.25 // of the shape's elements with text, the part already chosen
)

func rescuePosts(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if opt.pageType != TypeForum || len(mains) < postsMin {
		return
	}
	type group struct {
		chosen, all int
		score       float64
	}
	shapes := map[string]*group{}
	keys := make(map[int32]string, len(mains))
	for m, sc := range mains {
		k := postShape(x, m)
		if k == "" {
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
		useful = useful || g.chosen >= postsMin
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
	var candKeys []string
	for i := int32(0); i < int32(len(x.nodes)); i++ {
		if s.chrome[i] != 0 {
			i = x.end[i] - 1
			continue
		}
		if _, ok := mains[i]; ok {
			if k := keys[i]; k != "" {
				shapes[k].all++
			}
			i = x.end[i] - 1
			continue
		}
		if s.keptText[i] == 0 || x.nodes[i].Attr == nil {
			continue
		}
		k := postShape(x, i)
		g := shapes[k]
		if k == "" || g == nil || g.chosen < postsMin {
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
		if float64(g.chosen) >= postsShare*float64(g.all) {
			mains[c] = g.score
		}
	}
}

// postShape is an element's tag and class with its parent's: the markup a
// platform repeats for every post body. Elements without a class have no
// shape (a bare <div> or <p> is everywhere).
func postShape(x *index, i int32) string {
	cls := strings.TrimSpace(dom.Attr(x.nodes[i], "class"))
	if cls == "" {
		return ""
	}
	var b strings.Builder
	b.WriteString(x.nodes[i].Data)
	b.WriteByte('.')
	b.WriteString(cls)
	if p := x.parent[i]; p >= 0 {
		b.WriteByte('<')
		b.WriteString(x.nodes[p].Data)
		b.WriteByte('.')
		b.WriteString(strings.TrimSpace(dom.Attr(x.nodes[p], "class")))
	}
	return b.String()
}
