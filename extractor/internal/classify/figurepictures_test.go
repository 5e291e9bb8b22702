package classify

import (
	"testing"
)

// TestKeepFigurePictures: a skipped child of the content whose text is all
// in a pictured figure's caption is kept with its caption skipped; one with
// words of its own outside figures, one with no picture, one skipped as a
// sidebar, and any on a forum stay skipped.
func TestKeepFigurePictures(t *testing.T) {
	page := `<html><body><article>` +
		`<div id="photo"><figure><span id="label">Image</span><img src="/1.jpg"><figcaption id="cap">A worker repairing cables. Credit Jane Roe</figcaption></figure></div>` +
		`<div id="mixed"><p>A teaser of another story</p><figure><img src="/2.jpg"><figcaption>Its caption</figcaption></figure></div>` +
		`<figure id="quote"><blockquote>Words only</blockquote><figcaption>Someone</figcaption></figure>` +
		`<div id="side"><figure><img src="/3.jpg"><figcaption>An ad</figcaption></figure></div>` +
		`</article></body></html>`
	run := func(typ PageType) (map[int32]Role, map[string]int32, *scores) {
		x := indexPage(t, page)
		s := score(x, routeOptions{softHints: true})
		ids := nodeIDs(x)
		skips := map[int32]Role{ids["photo"]: RoleBoilerplate, ids["mixed"]: RoleBoilerplate, ids["quote"]: RoleBoilerplate, ids["side"]: RoleSidebar}
		keepFigurePictures(x, s, routeOptions{pageType: typ}, skips)
		return skips, ids, s
	}
	skips, ids, s := run(TypeArticle)
	for id, skipped := range map[string]bool{"photo": false, "mixed": true, "quote": true, "side": true} {
		if _, ok := skips[ids[id]]; ok != skipped {
			t.Errorf("%s skipped = %v, want %v", id, ok, skipped)
		}
	}
	for _, id := range []string{"label", "cap"} {
		if s.chrome[ids[id]].role() != RoleBoilerplate {
			t.Errorf("%s is not skipped inside the kept figure", id)
		}
	}
	if skips, ids, _ := run(TypeForum); skips[ids["photo"]] == "" {
		t.Errorf("on a forum, the figure was kept")
	}
}
