package classify

import (
	"testing"
)

func TestRescueSummaries(t *testing.T) {
	faq := func(open string) string {
		return `<details` + open + `><summary role="button"><div><h3 id="q">Is it vegan?</h3></div></summary>` +
			`<div class="answer"><div><p id="a">Yes, it is made from plants only: pea and rice protein, oats and flaxseed.</p></div></div></details>`
	}
	cases := []struct {
		name   string
		page   string
		chosen []string // ids chosen before the rescue
		want   int      // chosen blocks after it
	}{
		{"the question of a chosen answer joins it", faq(""), []string{"a"}, 2},
		{"an open disclosure too", faq(" open"), []string{"a"}, 2},
		{"an answer left out keeps its question out", faq(""), []string{"x"}, 1},
		{"a summary far above the answer is not its label",
			`<details><summary>More</summary><div><div><div><div><div><p id="a">Deep text.</p></div></div></div></div></div></details>`,
			[]string{"a"}, 1},
		{"a summary inside a chosen block is in it already",
			`<div id="w">` + faq("") + `</div>`, []string{"w"}, 1},
		{"a summary without details is no label",
			`<div><summary>Note</summary><div><p id="a">Text.</p></div></div>`, []string{"a"}, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := indexPage(t, `<html><body><main><p id="x">An intro paragraph.</p>`+c.page+`</main></body></html>`)
			s := score(x, routeOptions{pageType: TypeProduct, softHints: true})
			mains := chosenIDs(x, 1, c.chosen...)
			rescueSummaries(x, s, mains)
			if len(mains) != c.want {
				t.Errorf("%d blocks chosen, want %d", len(mains), c.want)
			}
		})
	}
}
