package extractor

import (
	"folio/extractor/internal/classify"
	"folio/extractor/metadata"
)

// settleTitle sets the page's title from its title choice (the h1 against
// the structured title, metadata.TitleChoice) now that the content is
// known: whether the h1 lies inside a main block is an input of the
// choice's model that the metadata walk, which runs before the
// classifier, cannot see. The blocks are the classifier's before pruning
// (or a template's), as the model was fitted on. Held out on wcxb-dev
// (five folds grouped by host), the model is right on 264.2 of the 366
// pages where exactly one of the two titles is the label, the walk's rule
// on 257. The rules that override metadata run after this, so an
// operator's title still wins.
func settleTitle(res *Result, c *metadata.TitleChoice, blocks []classify.Block) {
	if c != nil {
		res.Metadata.Title = c.Title(classify.InMain(blocks, c.H1))
	}
}
