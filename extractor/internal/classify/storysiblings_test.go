package classify

import (
	"strings"
	"testing"
)

// TestRescueStorySiblings: in a box that gives the set two paragraphs or
// more, a lead paragraph above a table of contents and a section's lone
// paragraph join, with the heading over the joined one; a paragraph the
// model finds unlikely, a short one, a link list, one of another class
// and a heading over a chosen paragraph stay out, as does everything on a
// forum and in a box with one chosen paragraph.
func TestRescueStorySiblings(t *testing.T) {
	long := strings.Repeat("Ein langer Satz des Abschnitts mit vielen Wörtern darin. ", 4)
	links := `<a href="/a">` + long + `</a>`
	page := `<html><body><article><div id="box">` +
		`<p id="lead">` + long + `</p>` +
		`<div id="toc"><ul><li><a href="#s1">Erster Abschnitt</a></li><li><a href="#s2">Zweiter Abschnitt</a></li></ul></div>` +
		`<h2 id="h1">Erster Abschnitt</h2><p id="s1">` + long + `</p>` +
		`<h2 id="h2">Zweiter Abschnitt</h2><p id="c1">` + long + `</p><p id="c2">` + long + `</p>` +
		`<p id="cta">` + long + `</p><p id="short">Kurz.</p><p id="linky">` + links + `</p>` +
		`<p id="other" class="note">` + long + `</p>` +
		`</div><div id="aside"><p id="c3">` + long + `</p><p id="lone">` + long + `</p></div>` +
		`</article></body></html>`
	prob := map[string]float32{"cta": 0.2}
	chosen := []string{"c1", "c2", "c3"}
	got := keptByStorySiblings(t, page, TypeArticle, chosen, prob)
	checkKeptIDs(t, got, map[string]bool{
		"lead": true, "toc": false, "h1": true, "s1": true, "h2": false,
		"cta": false, "short": false, "linky": false, "other": false, "lone": false,
	})
	if got := keptByStorySiblings(t, page, TypeForum, chosen, prob); got["lead"] || got["s1"] {
		t.Errorf("on a forum, paragraphs joined: lead %v, s1 %v", got["lead"], got["s1"])
	}
}

// keptByStorySiblings runs rescueStorySiblings on page with the elements
// of ids chosen and every unit's content probability 0.45, or prob's.
func keptByStorySiblings(t *testing.T, page string, typ PageType, ids []string, prob map[string]float32) map[string]bool {
	t.Helper()
	return keptByStorySiblingsAt(t, page, "", typ, ids, prob)
}

// keptByStorySiblingsAt is keptByStorySiblings on a page at pageURL.
func keptByStorySiblingsAt(t *testing.T, page, pageURL string, typ PageType, ids []string, prob map[string]float32) map[string]bool {
	t.Helper()
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	s.prob = make([]float32, len(x.nodes))
	byID := nodeIDs(x)
	for u := range s.prob {
		s.prob[u] = 0.45
	}
	for id, p := range prob {
		s.prob[byID[id]] = p
	}
	mains := map[int32]float64{}
	for _, id := range ids {
		mains[byID[id]] = 1
	}
	rescueStorySiblings(x, s, routeOptions{pageType: typ, pageURL: pageURL}, mains)
	kept := map[string]bool{}
	for id, i := range byID {
		_, kept[id] = mains[i]
	}
	return kept
}

// TestStorySiblingTeasers: after the box's last chosen paragraph, a
// "Related" heading over a summary that opens with a link to another
// story, and a summary under a heading that is such a link, stay out;
// the story's last section joins with its heading, and so does a
// link-led paragraph before a chosen one.
func TestStorySiblingTeasers(t *testing.T) {
	long := strings.Repeat("Ein langer Satz des Abschnitts mit vielen Wörtern darin. ", 4)
	page := `<html><body><article><div id="box">` +
		`<p id="led"><a href="/fall">Die Geschichte von Anna</a> zeigt es: ` + long + `</p>` +
		`<p id="c1">` + long + `</p><p id="c2">` + long + `</p>` +
		`<h2 id="h1">Fazit</h2><p id="last">` + long + `</p>` +
		`<h3 id="rel">Mehr zum Thema</h3><p id="t1"><a href="/andere-geschichte">Eine andere Geschichte</a> ` + long + `</p>` +
		`<h3 id="h2"><a href="/dritte">Die dritte Geschichte</a></h3><p id="t2">` + long + `</p>` +
		`</div></article></body></html>`
	got := keptByStorySiblings(t, page, TypeArticle, []string{"c1", "c2"}, nil)
	checkKeptIDs(t, got, map[string]bool{
		"led": true, "h1": true, "last": true, "rel": false, "t1": false, "h2": false, "t2": false,
	})
}

// TestStorySiblingPermalinks: a heading that links to its own section by
// the page's full address ("https://example.com/blog/story/#fazit", a
// permalink) heads the story's last section, not a teaser of another
// story: it joins with its paragraph. One to another page's section
// still heads a teaser.
func TestStorySiblingPermalinks(t *testing.T) {
	long := strings.Repeat("Ein langer Satz des Abschnitts mit vielen Wörtern darin. ", 4)
	page := `<html><body><article><div id="box">` +
		`<p id="c1">` + long + `</p><p id="c2">` + long + `</p>` +
		`<h2 id="h1"><a href="https://example.com/blog/story/#fazit">Fazit</a></h2><p id="last">` + long + `</p>` +
		`<h3 id="h2"><a href="https://example.com/blog/other/#fazit">Die andere Geschichte</a></h3><p id="t2">` + long + `</p>` +
		`</div></article></body></html>`
	got := keptByStorySiblingsAt(t, page, "https://example.com/blog/story?utm=x", TypeArticle, []string{"c1", "c2"}, nil)
	checkKeptIDs(t, got, map[string]bool{"h1": true, "last": true, "h2": false, "t2": false})
}

// TestStorySiblingClosingSource: a story's closing paragraph that opens
// with a link to its source ("<a>Die Studie</a>, veröffentlicht in ...")
// right after one of its paragraphs is the story's, not a teaser: a
// teaser's summary stands under a heading ("Mehr zum Thema").
func TestStorySiblingClosingSource(t *testing.T) {
	long := strings.Repeat("Ein langer Satz des Abschnitts mit vielen Wörtern darin. ", 4)
	page := `<html><body><article><div id="box">` +
		`<p id="c1">` + long + `</p><p id="c2">` + long + `</p><p id="mid">` + long + `</p>` +
		`<p id="src"><a href="https://journal.example.org/studie">Die Studie</a>, veröffentlicht im Fachjournal, zeigt es: ` + long + `</p>` +
		`</div></article></body></html>`
	got := keptByStorySiblings(t, page, TypeArticle, []string{"c1", "c2"}, nil)
	checkKeptIDs(t, got, map[string]bool{"mid": true, "src": true})
}

// TestStorySiblingTeaserRun: under a "Related" heading, every teaser of
// the run stays out, not only the first under the heading.
func TestStorySiblingTeaserRun(t *testing.T) {
	long := strings.Repeat("Ein langer Satz des Abschnitts mit vielen Wörtern darin. ", 4)
	page := `<html><body><article><div id="box">` +
		`<p id="c1">` + long + `</p><p id="c2">` + long + `</p>` +
		`<h3 id="rel">Mehr zum Thema</h3>` +
		`<p id="t1"><a href="/eins">Die erste Geschichte</a> ` + long + `</p>` +
		`<p id="t2"><a href="/zwei">Die zweite Geschichte</a> ` + long + `</p>` +
		`<p id="t3"><a href="/drei">Die dritte Geschichte</a> ` + long + `</p>` +
		`</div></article></body></html>`
	got := keptByStorySiblings(t, page, TypeArticle, []string{"c1", "c2"}, nil)
	checkKeptIDs(t, got, map[string]bool{"rel": false, "t1": false, "t2": false, "t3": false})
}
