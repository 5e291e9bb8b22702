package classify

import (
	"strings"
	"testing"
)

func TestRescueTOC(t *testing.T) {
	intro := `<p id="intro">Indexes are a common way to enhance database performance.</p>`
	long := `<p id="intro">` + strings.Repeat("A long text that is the content of this page. ", 20) + `</p>`
	toc := func(class string) string {
		var b strings.Builder
		b.WriteString(`<div class="` + class + `"><p><strong>Table of Contents</strong></p><dl>`)
		for _, s := range []string{"Introduction", "Index Types", "Multicolumn Indexes", "Indexes and ORDER BY", "Unique Indexes"} {
			b.WriteString(`<dt><a href="/s/` + s + `">11.1. ` + s + `</a></dt>`)
		}
		b.WriteString(`</dl></div>`)
		return b.String()
	}
	cases := []struct {
		name string
		page string
		typ  PageType
		want int
	}{
		{"a chapter's table of contents joins its intro", `<div>` + toc("toc") + intro + `</div>`, TypeUnknown, 2},
		{"a text beside a table of contents", `<div>` + toc("toc") + long + `</div>`, TypeUnknown, 1},
		{"a table of contents elsewhere", `<div>` + toc("toc") + `</div><div>` + intro + `</div>`, TypeUnknown, 1},
		{"a box of links not named as one", `<div>` + toc("chapters") + intro + `</div>`, TypeUnknown, 1},
		{"forums have their own strategy", `<div>` + toc("toc") + intro + `</div>`, TypeForum, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := indexPage(t, `<html><body><main>`+c.page+`</main></body></html>`)
			opt := routeOptions{pageType: c.typ, softHints: true}
			s := score(x, opt)
			mains := chosenIDs(x, 1, "intro")
			if got := len(rescueTOC(x, s, opt, mains)); got != c.want {
				t.Errorf("%d blocks chosen, want %d", got, c.want)
			}
		})
	}
}
