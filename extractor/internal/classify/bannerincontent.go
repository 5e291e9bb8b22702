package classify

// contentBanner reports whether a role="banner" landmark sits inside the
// content (an <article> or <main>), where it is no site header. ARIA gives
// a page one banner, its site-wide header, and HTML maps <header> to it
// only outside <article>, <main> and sections; tagRole already leaves an
// inner <header> to the hints. Page builders still stamp role="banner" on
// a product page's feature sections inside <main> (an image beside "Drop
// Protection" and its paragraph) and on an article's lead box, and taking
// the attribute at its word cut them as the page header. An explicit
// contentinfo (footer) role inside the content is still taken: there it
// marks real footer menus ("Mail the editor", "Commenting Policy").
//
// Measured (gym score, summed page F1): wcxb-dev product +0.067 (0588,
// 0.836 -> 0.903), article +0.056 (4538, 0.912 -> 0.968), no page lower;
// ScrapingHub, trafilatura-dev and readability-testpages identical page for
// page. Taking contentinfo the same way lost trafilatura-dev 0255 (a news
// article's footer menu, 1.000 -> 0.857).
func contentBanner(r Role, inContent bool) bool {
	return inContent && r == RoleHeader
}
