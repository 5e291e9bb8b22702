package prune

import (
	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// Cut is a subtree of the content to leave out, with the role it plays and
// the rule that found it.
type Cut struct {
	Node *html.Node
	Role classify.Role
	Rule string
}

// rule is one pruning pass over the content. Rules run in the order of
// rules; each sees the cuts of the ones before it.
type rule struct {
	name  string
	apply func(t *tree, cut func(i int32, r classify.Role))
}

var rules = []rule{
	{"hidden-class", hiddenByClass},
	{"discard-name", discardNames},
	{"comment-thread", commentThreads},
	{"duplicate", dedup},
	{"ticker", tickers},
	{"boilerplate-line", boilerLines},
	{"boilerplate-inline", boilerInlines},
	{"link-block", linkBlocks},
	{"caption", captions},
	{"credit", credits},
	{"dateline", datelines},
	{"promo", promos},
	{"tail", tails},
	{"read-also", readAlso},
}

// Page is what the prune stage knows of the page beyond its content.
type Page struct {
	// Type returns the type the page declares (classify.TypeOf); it is
	// asked only when a comment thread would be cut (classify.TypeOf walks
	// the whole document). nil means an article.
	Type func() classify.PageType
}

// Prune returns the subtrees of the content roots (rendered in the order
// given) that are boilerplate, in render order. skip reports the subtrees
// the classifier already left out; they are ignored.
func Prune(roots []*html.Node, skip func(*html.Node) bool, page Page) []Cut {
	if len(roots) == 0 {
		return nil
	}
	t := buildTree(roots, skip)
	t.page = page
	var cuts []Cut
	roles := make([]Cut, len(t.nodes))
	for _, r := range rules {
		r.apply(t, func(i int32, role classify.Role) {
			if t.cut[i] {
				return
			}
			t.cutAt(i)
			roles[i] = Cut{Node: t.nodes[i], Role: role, Rule: r.name}
		})
	}
	// Report the outermost cuts in render order.
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if c := roles[i]; c.Node != nil {
			cuts = append(cuts, c)
			i = t.end[i] - 1
		}
	}
	return cuts
}
