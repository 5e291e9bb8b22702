package classify

import "testing"

// TestPageFooter: a <footer> whose only content ancestor is <main> is the
// site's footer, while one inside an <article> or <section> within <main>
// is that section's byline box and is left to the hints.
func TestPageFooter(t *testing.T) {
	page := `<html><body><main><section><h2>Latest</h2>` +
		`<article><h3><a href="/a">A story about rivers and the towns that grew along them</a></h3>` +
		`<footer id="byline"><span>By Ann Lee</span> <time>Mar 7</time></footer></article>` +
		`<footer id="sectionfoot"><a href="/more">More stories</a></footer></section>` +
		`<footer id="site"><p>© 2026 Example Media. All rights reserved.</p>` +
		`<a href="/about">About</a> <a href="/careers">Careers</a> <a href="/terms">Terms</a></footer></main></body></html>`
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	ids := nodeIDs(x)
	for id, want := range map[string]Role{"site": RoleFooter, "byline": "", "sectionfoot": ""} {
		if got := s.chrome[ids[id]].role(); got != want {
			t.Errorf("%s: role %q, want %q", id, got, want)
		}
	}
}
