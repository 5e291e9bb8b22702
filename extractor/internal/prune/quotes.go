package prune

import (
	"strings"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Quoted posts in a forum thread: a reply quotes the post it answers, and
// the forum prints the quoted words again inside the reply, under an
// attribution line ("X said:", "Originally Posted by X", "Quote:"); a
// reader then reads the same paragraph two or three times. dedup.go cuts
// a bare <blockquote> whose 4-grams were nearly all rendered before it;
// forum software wraps its quotes in boxes of its own (vBulletin's
// bbcode_container around bbcode_quote, MyBB's mycode_quote, phpBB's
// quotebox, XenForo's bbCodeBlock--quote, Discourse's aside.quote,
// Invision's ipsQuote; a React forum names it in data-testid,
// "quote-container", as test ids name components), which dedup leaves,
// or a <blockquote> that is
// also the post's body (vBulletin 4's postcontent, XenForo 1's
// messageText), which dedup judges with the reply around the quote.
//
// On a forum page (declared, or on a forum host), a quote box whose
// 4-grams were mostly (quoteShare) rendered before it is a copy of a post
// kept earlier and is cut whole, its attribution with it; the original
// post stays. So that a reply is not taken for the copy it holds, the
// words of the box outside the quote boxes nested in it must be a copy
// too (or too few to judge): a post body that quotes a post and answers
// it keeps the answer, and loses the nested quote. A quote of text not on
// the page (a news article, a manual) stays, as does a quote of fewer
// than quoteMinGrams 4-grams. Headings are not counted as read before: a
// first post that restates the thread's title is no copy of it. Nor is
// code, but only the text inside a <pre> or <code> (incode.go): a post
// that holds a code box is prose all the same, and so is its quote, which
// t.code (any box holding code) had left uncounted and uncut (a phpBB
// thread whose first post, quoted whole by a reply, holds its config
// lines: wcxb-dev 0535 0.812 -> 0.879, forum 0.83164 -> 0.83223, no other
// page of any corpus changes). The cost
// is one hash per word of the content and one pass over the elements.
//
// Measured (gym score, the rule against none, on 0b20b13; the commands
// are in the commit message): wcxb-dev forum 0.82907 -> 0.82927, precise
// mean 0.907597 -> 0.907613; a webhosting thread on vBulletin 0.850 ->
// 0.921, a camera forum on XenForo 0.837 -> 0.861. The truths are split
// on quotes: threads whose truth keeps each quoted copy lose (permies
// 0.916 -> 0.883, a MyBB thread 0.947 -> 0.926, Flarum 0.961 -> 0.955),
// as do Discourse threads whose truth keeps the attribution "X:" (up to
// -0.004). Other page types, ScrapingHub, trafilatura-dev and
// readability-testpages unchanged page for page. Keeping the attribution
// (cutting only the box's children of more than eight words) measured
// forum 0.82949 in an earlier version of the rule: the truths keep
// "X said:" on XenForo threads, where dedup.go already cuts it with the
// copy; but a reader would take the reply under a lone "X said:" for X's
// words.
const (
	quoteShare    = 0.8
	quoteMinGrams = 3
	// quoteAttribution is the most letters of a quote table beside its
	// quote cell: a member's name and "wrote".
	quoteAttribution = 64
)

func quotes(t *tree, cut func(int32, classify.Role)) {
	if t.page.Type != classify.TypeForum && !t.page.Forum {
		return
	}
	boxes := t.quoteBoxes()
	if boxes == nil {
		return
	}
	n := len(t.nodes)
	// grams and hits of each subtree (hits: 4-grams rendered before
	// them), and the same outside the quote boxes nested in it.
	// One allocation for the four counts.
	counts := make([]int32, 4*n)
	grams, hits := counts[:n:n], counts[n:2*n:2*n]
	ownGrams, ownHits := counts[2*n:3*n:3*n], counts[3*n:]
	seen := newHashSet(256)
	var toks []uint64
	inCode := t.inCode()
	for _, u := range t.units {
		if t.cut[u] || inCode[u] || heading(t.nodes[u]) {
			continue
		}
		toks, _ = unitGrams(toks, t.keptText(u), func(g uint64) {
			grams[u]++
			if !seen.add(g) {
				hits[u]++
			}
		})
		ownGrams[u], ownHits[u] = grams[u], hits[u]
	}
	for i := n - 1; i >= 0; i-- {
		p := t.parent[i]
		if p < 0 {
			continue
		}
		grams[p] += grams[i]
		hits[p] += hits[i]
		if !boxes[i] {
			ownGrams[p] += ownGrams[i]
			ownHits[p] += ownHits[i]
		}
	}
	for i := int32(0); i < int32(n); i++ {
		if t.cut[i] {
			i = t.end[i] - 1
			continue
		}
		if inCode[i] || !boxes[i] || grams[i] < quoteMinGrams {
			continue
		}
		if copied(grams[i], hits[i]) && (ownGrams[i] < quoteMinGrams || copied(ownGrams[i], ownHits[i])) {
			cut(t.quoteTable(i), classify.RoleBoilerplate)
			i = t.end[i] - 1
		}
	}
}

// copied reports whether hits of grams 4-grams make a copy.
func copied(grams, hits int32) bool {
	return float64(hits) >= quoteShare*float64(grams)
}

// quoteBoxes marks the quote boxes of the content (quoteBox), asked once
// of each element; nil when there is none, so that a thread without
// quotes hashes nothing.
func (t *tree) quoteBoxes() []bool {
	var boxes []bool
	for i := range t.nodes {
		if t.quoteBox(int32(i)) {
			if boxes == nil {
				boxes = make([]bool, len(t.nodes))
			}
			boxes[i] = true
		}
	}
	return boxes
}

// quoteBox reports whether element i is a quoted post's box: a
// <blockquote>, an element a class word or test id of dom.QuoteClass
// names, or vBulletin 3's box labelled "Quote:" (dom.LabelledQuote). On
// wcxb-dev the test id cut a student forum's quoted posts (0577 0.338 ->
// 0.371, forum 0.83223 -> 0.83252; no other page of any corpus changes).
func (t *tree) quoteBox(i int32) bool {
	n := t.nodes[i]
	if n.DataAtom == atom.Blockquote || dom.QuoteClass(t.class[i]) || dom.LabelledQuote(n) {
		return true
	}
	id := dom.Attr(n, "data-testid")
	return id != "" && dom.QuoteClass(strings.ToLower(id))
}

// quoteTable returns the table around quote box i when i is a cell of
// it and the table holds nothing else but a short attribution: phpBB 2
// prints a quote as a table of two rows, "hazel_oarsmith wrote:" over
// td.quote, and cutting the cell alone left the attribution over the
// reply, which then read as the quoted member's words. Otherwise i.
func (t *tree) quoteTable(i int32) int32 {
	if t.nodes[i].DataAtom != atom.Td {
		return i
	}
	tb := t.parent[i] // the row, then a section or the table
	for k := 0; k < 2 && tb >= 0 && t.nodes[tb].DataAtom != atom.Table; k++ {
		tb = t.parent[tb]
	}
	if tb < 0 || t.nodes[tb].DataAtom != atom.Table || t.cut[tb] || !t.canCut(tb) ||
		t.text[tb]-t.text[i] > quoteAttribution {
		return i
	}
	return tb
}
