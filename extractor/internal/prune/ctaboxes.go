package prune

import (
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Calls to action inside an article: the "Become a member" box between
// two paragraphs, the "Get the newsletter" letter widget, the "Download
// our free guide" band, under a class or id naming a CTA ("nrplus-cta",
// "smg-zone-widget-custom-cta-letter", "article-cta", "ctaBox"). They are
// the publisher's, not the article's, in any language. The name counts as
// a class word (dom.AppendClassWords: between hyphens, underscores or any
// other non-letter) that starts with "cta"; the classifier sometimes
// chooses such a box as a content block of its own, so a content root
// inside one goes too (as in discard.go).
//
// Only on pages that declare an article (Page.Type): on service pages a
// CTA band is what the page offers and WCXB's truths keep it. The discard names' guards apply: no
// box over discardShare of the content, all of them not over
// discardTotal.
//
// Measured with gym score against no such rule: ScrapingHub 0.9756 ->
// 0.9764 (snopes 0.856 -> 0.983, nationalreview 0.980 -> 1.000); wcxb-dev
// 0.8990 -> 0.8990 (21 pages gain, 17 of them articles; 4 services that
// declare an article lose, acxiom's CTA band 0.997 -> 0.917);
// trafilatura-dev unchanged. On every page type, not only articles: the
// same gains, but 15 more services lose (wcxb-dev 0.8988).
func ctaBoxes(t *tree, cut func(int32, classify.Role)) {
	total := t.totalText()
	if total == 0 {
		return
	}
	article := t.page.Type == classify.TypeArticle
	var cuts []int32
	var sum int32
	if lca := rootsAncestor(t); lca != nil {
		for _, r := range t.roots() {
			if t.cut[r] || t.text[r] == 0 || float32(t.text[r]) > discardShare*float32(total) || !ctaAbove(t.nodes[r], lca) {
				continue
			}
			if !article {
				return
			}
			cuts = append(cuts, r)
			sum += t.text[r]
		}
	}
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || t.text[i] == 0 || !t.canCut(i) || float32(t.text[i]) > discardShare*float32(total) ||
			!ctaWord(t.class[i]) && !ctaWord(t.id[i]) {
			continue
		}
		if !article {
			return
		}
		cuts = append(cuts, i)
		sum += t.text[i]
		i = t.end[i] - 1
	}
	cutUnlessMost(cuts, sum, total, cut)
}

// ctaAbove reports whether an element between n and lca (both left out)
// names a call to action.
func ctaAbove(n, lca *html.Node) bool {
	for p := n.Parent; p != nil && p != lca; p = p.Parent {
		if ctaNamed(p) {
			return true
		}
	}
	return false
}

// ctaNamed reports whether n's class or id names a call to action.
func ctaNamed(n *html.Node) bool {
	return ctaWord(dom.Attr(n, "class")) || ctaWord(dom.Attr(n, "id"))
}

// ctaWord reports whether a class or id value has a word (dom's class
// words: between hyphens, underscores or any other non-letter) starting
// with "cta" in any case. A lower-case value (tree.class, tree.id) is
// read in place: the rule asks it of most elements of the content.
func ctaWord(v string) bool {
	var buf [8]string
	for _, w := range dom.AppendClassWords(buf[:0], v) {
		if strings.HasPrefix(w, "cta") {
			return true
		}
	}
	return false
}
