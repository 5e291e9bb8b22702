package classify

import "testing"

// TestKeepDeclaredFigure: a figure whose <img> a script inserts, declaring
// its picture as a schema.org ImageObject, counts as pictured; one that
// declares a page address, not an image, does not.
func TestKeepDeclaredFigure(t *testing.T) {
	page := `<html><body><article>` +
		`<div id="photo"><figure itemscope itemtype="http://schema.org/ImageObject" itemid="https://img.example/a/photo-large.jpg?q=90"><span>Image</span><div data-testid="lazyimage-container"></div><figcaption id="cap">A flooded street. Credit Jane Roe</figcaption></figure></div>` +
		`<div id="page"><figure itemscope itemtype="http://schema.org/ImageObject" itemid="https://news.example/story.html"><div></div><figcaption>Its caption</figcaption></figure></div>` +
		`</article></body></html>`
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	ids := nodeIDs(x)
	skips := map[int32]Role{ids["photo"]: RoleBoilerplate, ids["page"]: RoleBoilerplate}
	keepFigurePictures(x, s, routeOptions{pageType: TypeArticle}, skips)
	if _, ok := skips[ids["photo"]]; ok {
		t.Error("a figure declaring its picture stayed skipped")
	}
	if s.chrome[ids["cap"]].role() != RoleBoilerplate {
		t.Error("its caption is not skipped")
	}
	if _, ok := skips[ids["page"]]; !ok {
		t.Error("a figure declaring a page address was kept")
	}
}
