package classify

import "testing"

// TestKeepRescued: a section heading the gap rule joins between two chosen
// paragraphs stays when mergeUp lifts them to their parent and the model
// doubts the heading, on a page declaring itself an article; elsewhere
// dropUnlikely still cuts it.
func TestKeepRescued(t *testing.T) {
	page := `<html><body><article><div id="body">` +
		`<p id="p1">Node.js provides a way to collect data about the processor with two command lines that run the application.</p>` +
		`<h2 id="h">Add arguments to Node.js</h2>` +
		`<p id="p2">The first command just executes your application, and the argument tells the engine to collect its data.</p>` +
		`</div></article></body></html>`
	for _, c := range []struct {
		typ  PageType
		kept bool
	}{{TypeArticle, true}, {TypeCollection, false}} {
		x, s, ids := doubtedPage(t, page, "h")
		opt := routeOptions{pageType: c.typ}
		mains := map[int32]float64{ids["p1"]: 1, ids["p2"]: 1}
		rescueGapHeadings(x, s, opt, mains)
		if c.typ == TypeArticle {
			if _, ok := mains[ids["h"]]; !ok {
				t.Fatal("the gap heading was not rescued")
			}
		}
		// mergeUp's outcome: the paragraphs' parent is the chosen block.
		mains = map[int32]float64{ids["body"]: 1}
		if c.typ != TypeArticle {
			s.markRescued(ids["h"]) // as if rescued; only the page type differs
		}
		dropUnlikely(x, s, opt, mains)
		if kept := s.chrome[ids["h"]] == 0; kept != c.kept {
			t.Errorf("%s: heading kept = %v, want %v", c.typ, kept, c.kept)
		}
	}
}
