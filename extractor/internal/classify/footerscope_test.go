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

// footerRoles scores page and returns the chrome role of each element
// named in want, failing where it differs.
func footerRoles(t *testing.T, page string, want map[string]Role) {
	t.Helper()
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	ids := nodeIDs(x)
	for id, w := range want {
		if got := s.chrome[ids[id]].role(); got != w {
			t.Errorf("%s: role %q, want %q", id, got, w)
		}
	}
}

// TestPageFooterKeepsFootnotes: a post's footnotes in a <footer> that ends
// <main> are the post's, not the site's footer beside it, whether the
// class or the ARIA role says they are notes, or nothing does.
func TestPageFooterKeepsFootnotes(t *testing.T) {
	note := `<ol><li>FOOTNOTE1 Smith, J. Rivers and the towns that grew along them. Oxford, 1998, p. 12.</li>` +
		`<li>FOOTNOTE2 Lee, A. The river trade, a history. London, 2004.</li></ol>`
	site := `<footer id="site" class="site-footer"><p>© 2026 Example Media. All rights reserved.</p>` +
		`<a href="/about">About</a> <a href="/terms">Terms</a></footer>`
	for _, notes := range []string{
		`<footer id="notes" class="post-footnotes">` + note + `</footer>`,
		`<footer id="notes" class="notes">` + note + `</footer>`,
		`<footer id="notes" class="endnotes">` + note + `</footer>`,
		`<footer id="notes" class="references">` + note + `</footer>`,
		`<footer id="notes" role="doc-endnotes">` + note + `</footer>`,
		`<footer id="notes"><section role="doc-footnotes">` + note + `</section></footer>`,
		`<footer id="notes">` + note + `</footer>`,
	} {
		footerRoles(t, `<html><body><main class="post"><h1>Rivers</h1><p>The towns along the river grew with its trade, and the trade grew with them: `+
			`mills at the falls, warehouses at the landings, and the bridges that joined the banks. `+
			`Each town kept its own market day, and the boats came on that day from every landing.</p>`+
			notes+`</main>`+site+`</body></html>`, map[string]Role{"notes": "", "site": RoleFooter})
	}
}

// TestPageFooterARIAScope: an element whose ARIA role makes it sectioning
// content or a landmark (article, region, complementary, navigation,
// main) scopes a <footer> as <article> does, and so does <dialog>.
func TestPageFooterARIAScope(t *testing.T) {
	foot := `<footer id="f"><p>© 2026 Ann Lee. All rights reserved.</p><a href="/a">Archive</a> <a href="/b">Tags</a></footer>`
	for _, role := range []string{"article", "region", "complementary", "navigation", "main"} {
		page := `<html><body><main><div role="` + role + `" class="hentry"><h2>A post</h2>` +
			`<p>The towns along the river grew with its trade.</p>` + foot + `</div></main></body></html>`
		x := indexPage(t, page)
		if f := x.nodes[nodeIDs(x)["f"]]; pageFooter(f) {
			t.Errorf("role=%s: the footer is taken for the page's", role)
		}
	}
	x := indexPage(t, `<html><body><main><p>Text</p><dialog open><p>Saved.</p>`+foot+`</dialog></main></body></html>`)
	if f := x.nodes[nodeIDs(x)["f"]]; pageFooter(f) {
		t.Error("<dialog>: the footer is taken for the page's")
	}
}

// TestPageFooterEvidence: a <footer> in <main> is the site's only when it
// ends <main> and holds a copyright notice or is mostly links; a content
// class (entry-content) keeps it, whatever it holds.
func TestPageFooterEvidence(t *testing.T) {
	body := `<h1>Rivers</h1><p>The towns along the river grew with its trade and the trade with them.</p>`
	cases := []struct {
		name, main string
		want       Role
	}{
		{"copyright, last", body + `<footer id="f"><p>© 2026 Example Media</p></footer>`, RoleFooter},
		{"links, last", body + `<footer id="f"><a href="/about">About us</a> <a href="/careers">Careers</a> <a href="/terms">Terms</a></footer>`, RoleFooter},
		{"prose, last", body + `<footer id="f"><p>Ann Lee writes about rivers and the towns along them.</p></footer>`, ""},
		{"copyright, not last", `<footer id="f"><p>© 2026 Example Media</p></footer>` + body, ""},
		{"entry-content", body + `<footer id="f" class="entry-content"><p>Written in 2026, © Ann Lee.</p></footer>`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			footerRoles(t, `<html><body><main>`+c.main+`</main></body></html>`, map[string]Role{"f": c.want})
		})
	}
}

// TestPageFooterOneAnswer: PageFooter, the answer every stage asks, takes a
// footer outside <article> and <main> for the page's, one inside an
// <article> never, and one inside <main> as pageFooter does.
func TestPageFooterOneAnswer(t *testing.T) {
	x := indexPage(t, `<html><body><main><article><p>Text</p><footer id="byline"><p>© Ann Lee</p></footer></article>`+
		`<p>More text</p><footer id="inmain"><p>© 2026 Example Media</p></footer></main>`+
		`<footer id="outside"><p>Contact</p></footer></body></html>`)
	ids := nodeIDs(x)
	for id, want := range map[string]bool{"byline": false, "inmain": true, "outside": true} {
		if got := PageFooter(x.nodes[ids[id]]); got != want {
			t.Errorf("%s: PageFooter %v, want %v", id, got, want)
		}
	}
}
