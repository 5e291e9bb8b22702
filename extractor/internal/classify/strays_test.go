package classify

import (
	"strings"
	"testing"
)

func TestDropStrays(t *testing.T) {
	long := strings.Repeat("Ein langer Satz des Artikels mit vielen Wörtern. ", 30)
	page := `<html><body><div><article id="body"><p>` + long + `</p></article></div>` +
		`<div id="teaser"><p>Das könnte Sie auch interessieren: kurz.</p></div>` +
		`<div class="item" id="i1"><p>Repeated item one.</p></div><div class="item" id="i2"><p>Repeated item two.</p></div>` +
		`<h2 id="h">A heading after the body</h2></body></html>`
	x := indexPage(t, page)
	s := score(x, routeOptions{})
	mains := map[int32]float64{}
	ids := nodeIDs(x)
	for _, i := range ids {
		mains[i] = 1
	}
	run := func(opt routeOptions) map[int32]float64 {
		m := make(map[int32]float64, len(mains))
		for k, v := range mains {
			m[k] = v
		}
		dropStrays(x, s, opt, m)
		return m
	}
	got := run(routeOptions{pageType: TypeArticle})
	if _, ok := got[ids["teaser"]]; ok {
		t.Errorf("the short block after the body is still chosen")
	}
	for _, id := range []string{"body", "i1", "i2", "h"} {
		if _, ok := got[ids[id]]; !ok {
			t.Errorf("%s dropped, want kept", id)
		}
	}
	if got := run(routeOptions{pageType: TypeForum, keepComments: true}); len(got) != len(mains) {
		t.Errorf("forum: %d of %d blocks kept, want all", len(got), len(mains))
	}
}
