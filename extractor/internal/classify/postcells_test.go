package classify

import (
	"testing"

	"folio/extractor/internal/dom"
)

func TestNarrowPostTables(t *testing.T) {
	// Two vBulletin 3 posts: the first chosen whole, the second by its
	// message cell. The first narrows to its message cell; a thread of
	// <div> posts stays as chosen.
	post := func(id, name, text string) string {
		return `<table id="` + id + `" class="tborder"><tr><td class="thead">03-14-2011, 09:12 PM</td></tr>` +
			`<tr><td class="alt2"><a class="bigusername" href="member.php?u=88">` + name + `</a><div>Join Date: Jan 2011</div><div>Posts: 23</div></td>` +
			`<td class="alt1" id="msg-` + id + `"><div>` + text + `</div></td></tr></table>`
	}
	for _, c := range []struct {
		name, page, first, want string
	}{
		{"a table post narrows to its message",
			post("p1", "crumb_and_crust", "My rye starter is nine days old and smells sharply of nail polish remover.") +
				post("p2", "Baker Hannelore", "Just hungry: feed it twice a day for a few days and it settles."),
			"p1", "msg-p1"},
		{"a post of divs stays whole",
			`<div class="post" id="d1"><div class="author">marguerite_k</div><div class="content">My old touring bike still has its original cantilever brakes.</div></div>` +
				`<div class="post" id="d2"><div class="author">wheelwright_tom</div><div class="content">Get the smooth-post kind of pads for those arms.</div></div>`,
			"d1", "d1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			x := indexPage(t, `<html><body>`+c.page+`</body></html>`)
			mains := map[int32]float64{}
			for i, n := range x.nodes {
				switch dom.Attr(n, "id") {
				case c.first, "msg-p2":
					mains[int32(i)] = 1
				case "d2":
					if c.first == "d1" {
						mains[int32(i)] = 1
					}
				}
			}
			narrowPostTables(x, optionsFor(TypeForum), mains)
			found := false
			for m := range mains {
				found = found || dom.Attr(x.nodes[m], "id") == c.want
			}
			if !found {
				t.Errorf("%s not chosen", c.want)
			}
		})
	}
}
