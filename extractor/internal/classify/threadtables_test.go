package classify

import (
	"strings"
	"testing"

	"folio/extractor/internal/dom"
)

// TestNarrowThreadTables: a vBulletin 3 thread chosen whole (div#posts)
// gives way to its posts' message cells; a block whose tables are one
// data table, or hold under threadShare of its text, stays as chosen.
func TestNarrowThreadTables(t *testing.T) {
	post := func(id, name, text string) string {
		return `<div id="edit` + id + `"><table id="post` + id + `" class="tborder">` +
			`<tr><td class="thead">03-14-2011, 09:12 PM</td><td class="thead">#<a href="showpost.php?p=` + id + `">1</a> | Link</td></tr>` +
			`<tr><td class="alt2"><div id="postmenu_` + id + `"><a class="bigusername" href="member.php?u=88">` + name + `</a></div>` +
			`<div>Join Date: Jan 2011</div><div>Location: Portland</div><div>Posts: 23</div></td>` +
			`<td class="alt1" id="msg` + id + `"><div>` + text + `</div></td></tr>` +
			`<tr><td class="alt2"><img alt="` + name + ` is offline" src="off.gif"></td><td class="alt1"><a href="newreply.php"><img alt="Reply With Quote" src="q.gif"></a></td></tr>` +
			`</table></div>`
	}
	thread := post("301", "crumb_and_crust", "My rye starter is nine days old and smells sharply of nail polish remover.") +
		post("305", "Baker Hannelore", "Just hungry: feed it twice a day for a few days and it settles.")
	for _, c := range []struct {
		name, page string
		want       []string
	}{
		{"a thread of post tables narrows to the messages", thread, []string{"msg301", "msg305"}},
		{"one table stays whole", post("301", "crumb_and_crust", "My rye starter is nine days old and smells sharply of nail polish remover."), []string{"posts"}},
		{"a thread beside a longer text stays whole",
			thread + `<p>` + strings.Repeat("The bakery's long history of sourdough loaves and rye breads. ", 6) + `</p>`, []string{"posts"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			x := indexPage(t, `<html><body><div id="posts">`+c.page+`</div></body></html>`)
			s := score(x, optionsFor(TypeForum))
			copy(s.keptText, x.text)
			clear(s.chrome)
			ids := nodeIDs(x)
			mains := map[int32]float64{ids["posts"]: 1}
			narrowThreadTables(x, s, optionsFor(TypeForum), mains)
			var got []string
			for i := range x.nodes {
				if _, ok := mains[int32(i)]; ok {
					got = append(got, dom.Attr(x.nodes[i], "id"))
				}
			}
			if len(got) != len(c.want) {
				t.Fatalf("chosen %v, want %v", got, c.want)
			}
			for k := range got {
				if got[k] != c.want[k] {
					t.Fatalf("chosen %v, want %v", got, c.want)
				}
			}
		})
	}
}
