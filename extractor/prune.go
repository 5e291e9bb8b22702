package extractor

import (
	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/prune"
)

// pruneBlocks adds the boilerplate found inside the main blocks of the
// classified page (package prune) as blocks of their own, after the main
// block holding them, so that profiles leave them out and the debug profile
// shows them. bios are the page's descriptions of people, lang its
// declared language (metadata.Read), title its settled title and author
// its writers' names (the metadata's Author); ablation is
// WithPruneAblation's switch, nil but when measuring.
func pruneBlocks(cp classify.Page, pageURL, lang, title, author string, bios []string, ablation *prune.Ablation) []classify.Block {
	blocks := cp.Blocks
	var mains []*html.Node
	inner := map[*html.Node]bool{}
	var joined map[*html.Node]bool
	for _, b := range blocks {
		if b.Role == classify.RoleMain {
			mains = append(mains, b.Node)
			if b.Joined {
				if joined == nil {
					joined = map[*html.Node]bool{}
				}
				joined[b.Node] = true
			}
		} else {
			inner[b.Node] = true
		}
	}
	page := prune.Page{Type: cp.Type, Sells: cp.Sells, Forum: classify.ForumHost(pageURL), Bios: bios, Author: author, Lang: lang, URL: pageURL, Title: title, Joined: joined, Ablation: ablation}
	cuts := prune.Prune(mains, func(n *html.Node) bool { return inner[n] }, page)
	if len(cuts) == 0 {
		return blocks
	}
	out := make([]classify.Block, 0, len(blocks)+len(cuts))
	for _, b := range blocks {
		out = append(out, b)
		if b.Role != classify.RoleMain {
			continue
		}
		for len(cuts) > 0 && inside(cuts[0].Node, b.Node) {
			c := cuts[0]
			out = append(out, classify.Block{Node: c.Node, Role: c.Role, Path: classify.PathOf(c.Node), Rule: c.Rule})
			cuts = cuts[1:]
		}
	}
	return out
}

// inside reports whether n lies in the subtree of root.
func inside(n, root *html.Node) bool {
	for p := n; p != nil; p = p.Parent {
		if p == root {
			return true
		}
	}
	return false
}
