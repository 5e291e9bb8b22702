package html5

import (
	"errors"
	"fmt"
)

// What a tree costs, in units: a node is NodeUnits, an attribute one (half
// a node: with a quarter, a page of `<i a b c ... o>x</i>` cost 35 times
// its size), and each attribute of a tag past its first ManyAttrs as much
// as a node (the tokenizer keeps a map of a tag's names to drop
// duplicates, which makes a tag of a million attributes cost over 200
// bytes for each).
const (
	NodeUnits = 2
	ManyAttrs = 1024
)

// OverBudget is the error of a parse stopped because the tree outgrew the
// units Parse was given.
type OverBudget struct {
	Units int64 // what the tree had cost when the parse stopped
}

func (e *OverBudget) Error() string {
	return fmt.Sprintf("html5: the tree outgrows its budget (%d units)", e.Units)
}

// errOverBudget is the tokenizer's error for a tag whose attributes alone
// outgrow what is left of the budget.
var errOverBudget = errors.New("html5: over budget")

// budget is what the tree has cost so far (used) and may cost (max, no
// limit when zero or less).
type budget struct {
	used, max int64
}

func (b *budget) over() bool { return b.max > 0 && b.used > b.max }

// refuses reports whether a tag of n attributes would outgrow the budget.
func (b *budget) refuses(n int) bool {
	return b.max > 0 && b.used+attrUnits(n) > b.max
}

// attrUnits is the cost of a tag's n attributes.
func attrUnits(n int) int64 {
	u := int64(n)
	if n > ManyAttrs {
		u += int64(n-ManyAttrs) * (NodeUnits - 1)
	}
	return u
}

func (p *parser) overBudget() error {
	return &OverBudget{Units: max(p.tokenizer.cost.used, p.tokenizer.cost.max+1)}
}
