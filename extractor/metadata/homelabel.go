package metadata

// A page whose title is only "Home" ("Home - The GitHub Blog" once the
// site's name is cut, or an og:title of "Home") is a site's front page
// whose CMS names every front page by that default label. The label says
// which page of the site it is, not what it is: the front page's title is
// the site's own name, as the page declares it (og:site_name, the
// publisher, the WebSite's name). Without a declared name the label stays.
//
// Measured on wcxb-dev: title 1245 -> 1246 of 1497 (a company blog's
// front page gains; another front page, whose truth is the whole
// "Home - <site>", changes from one wrong title to another);
// readability-testpages, author and date unchanged.

// homeLabels are front-page labels as foldTitle writes them, in the
// languages the corpora's pages use.
var homeLabels = map[string]bool{
	"home": true, "homepage": true, "home page": true, // English
	"startseite": true,                           // German
	"accueil":    true,                           // French
	"inicio":     true, "página de inicio": true, // Spanish
	"pagina iniziale": true, "home page iniziale": true, // Italian
	"página inicial": true, "início": true, // Portuguese
	"strona główna": true, // Polish
	"startpagina":   true, // Dutch
}

// maxHomeLabel is the length in bytes of the longest of homeLabels, with
// room for spacing: longer titles are not looked up.
const maxHomeLabel = 24

// isHomeLabel reports whether t is only a front-page label.
func isHomeLabel(t string) bool {
	return len(t) <= maxHomeLabel && homeLabels[foldTitle(t)]
}

// homeTitle returns the site's declared name when t is only a front-page
// label, otherwise t.
func homeTitle(t, site string) string {
	if site != "" && isHomeLabel(t) {
		return site
	}
	return t
}
