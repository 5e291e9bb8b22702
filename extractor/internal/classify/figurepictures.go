package classify

import (
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Captioned pictures inside the content. A news story's photos stand in
// <figure>s with a caption and a credit ("Credit Kirsten Luce for The New
// York Times"), and often a screen-reader label ("Image"). The block set
// leaves those few words out, so when mergeUp lifts the story's paragraphs to
// their common parent, the figure between them is one of the parent's
// unchosen children and is skipped whole: the Markdown lost every photo of
// the story (readability-testpages: a Guardian story 0 of 13, a New York
// Times story 0 of 8). rescueFigures keeps only textless figures, because
// the captions the truth leaves out came with them (wcxb-dev 0.905193 ->
// 0.904851 with captions up to 300 bytes). Here such a skipped child, when
// all its text lies in figures that hold a picture, is kept, and the words
// of its figures (every element of them that holds text and no picture)
// are skipped instead: the reader sees the photo, the scorers see no
// caption, and a picture adds no words. Forums, shops and listings are left
// alone, as in rescueFigures: there pictures between items are avatars and
// thumbnails.

func keepFigurePictures(x *index, s *scores, opt routeOptions, skips map[int32]Role) {
	if !opt.articleLike() {
		return
	}
	for c, r := range skips {
		if r != RoleBoilerplate {
			continue
		}
		figs, ok := picturedFigures(x, c)
		if !ok {
			continue
		}
		delete(skips, c)
		for _, f := range figs {
			dropFigureWords(x, s, f)
		}
	}
}

// picturedFigures returns the figures under c when every text of c lies in
// them, at least one holds an <img> or <picture> or declares its picture in
// microdata (dom.DeclaredImage, a figure whose <img> a script inserts),
// and nothing under c is chrome already.
func picturedFigures(x *index, c int32) ([]int32, bool) {
	var figs []int32
	var inFigs int32
	pictured := false
	for i := c; i < x.end[c]; i++ {
		if x.atom(i) != atom.Figure {
			continue
		}
		figs = append(figs, i)
		inFigs += x.text[i]
		for j := i; j < x.end[i] && !pictured; j++ {
			pictured = x.atom(j) == atom.Img || x.atom(j) == atom.Picture
		}
		pictured = pictured || dom.DeclaredImage(x.nodes[i]) != ""
		i = x.end[i] - 1
	}
	return figs, pictured && inFigs == x.text[c]
}

// dropFigureWords marks as boilerplate the elements of figure f that hold
// text and no picture (the caption, the credit, a hidden label).
func dropFigureWords(x *index, s *scores, f int32) {
	pic := make([]bool, x.end[f]-f) // subtree holds a picture
	for j := x.end[f] - 1; j >= f; j-- {
		if a := x.atom(j); a == atom.Img || a == atom.Picture {
			pic[j-f] = true
		}
		if pic[j-f] && j > f {
			pic[x.parent[j]-f] = true
		}
	}
	for j := f + 1; j < x.end[f]; j++ {
		if x.text[j] > 0 && !pic[j-f] {
			s.chrome[j] = code(RoleBoilerplate)
			j = x.end[j] - 1
		}
	}
}
