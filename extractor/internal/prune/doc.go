// Package prune removes the boilerplate the classifier leaves inside the
// content it chose: repeated paragraphs, share and subscribe prompts,
// "related" link lists, captions and credits, bylines. The classifier picks
// subtrees; a news article's body subtree still carries such things, and
// both benchmarks (WCXB's word bag, ScrapingHub's 4-gram shingles) count
// each of their words as an error.
//
// Each rule lives in its own file and runs in the order of rules. A rule
// sees the content as a tree of elements with text statistics and paragraph
// units (the nearest block-level element of each text), and cuts subtrees.
//
// Usage:
//
//	cuts := prune.Prune(mainNodes, alreadySkipped)
//	for _, c := range cuts {
//		fmt.Println(c.Rule, c.Role, classify.PathOf(c.Node))
//	}
package prune
