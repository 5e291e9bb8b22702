package parse

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"folio/internal/corpus"
)

// Every labelled page passes the default budget. One page in eight keeps
// the test to seconds; FOLIO_CORPUS_ALL=1 reads them all.
func TestBudgetCorpus(t *testing.T) {
	step := 8
	if os.Getenv("FOLIO_CORPUS_ALL") != "" {
		step = 1
	}
	lim := Limits{MaxDepth: HTMLMaxDepth, MaxNodes: 1_200_000, BytesPerNode: DefaultBytesPerNode}
	for _, name := range []string{"wcxb-dev", "scrapinghub", "trafilatura-dev", "readability-testpages"} {
		if corpus.Dir(name) == "" {
			continue
		}
		for i, path := range corpus.Pages(t, name) {
			if i%step != 0 {
				continue
			}
			if _, err := Parse(corpus.MustRead(t, path), "", lim); err != nil {
				t.Errorf("%s: %v", path, err)
			}
		}
	}
}

// A page over the budget is refused while it is tokenized, with the limit
// that grows (nesting too deep is flattened instead: flatten_test.go).
func TestBudgetRefuses(t *testing.T) {
	lim := Limits{MaxNodes: 5_000}
	cases := []struct {
		name string
		page string
		want error
	}{
		{"cells", "<table><tr>" + strings.Repeat("<td>x", 10_000), ErrTooManyNodes},
		{"list items", strings.Repeat("<li>x", 10_000), ErrTooManyNodes},
		{"attributes", strings.Repeat("<i a=1 b c d e f g h>x</i>", 3_000), ErrTooManyNodes},
		{"one tag's attributes", "<p" + distinct(30_000) + ">x", ErrTooManyNodes},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseContext(context.Background(), []byte(c.page), "", lim)
			var le *LimitError
			if !errors.Is(err, c.want) || !errors.As(err, &le) {
				t.Fatalf("err = %v, want %v as a *LimitError", err, c.want)
			}
		})
	}
	if got := Budget(1_000_000, Limits{MaxNodes: 1 << 30, BytesPerNode: 10}); got != NodeAllowance+100_000 {
		t.Errorf("budget = %d", got)
	}
	if got := Budget(1_000_000, Limits{MaxNodes: 1000, BytesPerNode: 10}); got != 1000 {
		t.Errorf("budget under MaxNodes = %d", got)
	}
}

// The refusal comes early: a page under prescanFrom many times over the
// budget is refused by the tree builder after about the budget's worth of
// tokens, not after the whole page. The work is counted, not timed (a
// time bound failed on a loaded machine): the builder asks its context
// once every 1,024 tokens (html5's stopEvery), so the calls to Err count
// the tokens read. The page's cells are two tokens and two nodes each; it
// has 2.8 times the budget's tokens, and the parse may read a tenth more
// than the budget before it stops.
func TestBudgetRefusesEarly(t *testing.T) {
	page := []byte("<table><tr>" + strings.Repeat("<td>x", prescanFrom/5-100))
	lim := Limits{MaxNodes: 1_200_000, BytesPerNode: DefaultBytesPerNode}
	ctx := &countingContext{Context: context.Background()}
	_, err := ParseContext(ctx, page, "", lim)
	if !errors.Is(err, ErrTooManyNodes) {
		t.Fatalf("err = %v", err)
	}
	tokens, budget := ctx.calls*1024, Budget(len(page), lim)
	if whole := 2 * (prescanFrom/5 - 100); whole < 2*budget {
		t.Fatalf("the page's %d tokens are not well over the budget's %d", whole, budget)
	}
	if tokens > budget+budget/10 {
		t.Errorf("refused after about %d tokens, budget %d nodes", tokens, budget)
	}
}

// countingContext counts the calls to Err: the tree builder's checks.
type countingContext struct {
	context.Context
	calls int
}

func (c *countingContext) Err() error {
	c.calls++
	return c.Context.Err()
}

// The tree builder's count is never below the tree's: a page the budget
// lets through passes checkTree's exact count.
func TestBudgetCountsTheTree(t *testing.T) {
	page := []byte("<p>one<p>two<table><td>a<td>b</table>" + strings.Repeat("</p>", 50) +
		"<div><b><i><u>x</div>" + strings.Repeat("<p a=1 b=2>x</p>", 200))
	doc, err := Parse(page, "", Limits{})
	if err != nil {
		t.Fatal(err)
	}
	units := int64(0)
	for n := range doc.Descendants() {
		units += attrsPerNode + int64(len(n.Attr))
	}
	units += attrsPerNode // the document
	exact := int(units / attrsPerNode)
	for _, max := range []int{exact - 1, exact, exact + 1} {
		_, err := Parse(page, "", Limits{MaxNodes: max})
		if max < exact && !errors.Is(err, ErrTooManyNodes) {
			t.Errorf("MaxNodes %d under the tree's %d: err = %v", max, exact, err)
		}
	}
}

// distinct returns n attributes with distinct names.
func distinct(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, " a%d", i)
	}
	return b.String()
}
