package metadata

// A title's first part is the site's name only when it is that name as
// the site writes it (og:site_name, the publisher, the host's label), not
// when it merely opens or closes with it. A head that adds a word to the
// site's name names something the site sells or hosts: a product line
// ("Cloudflare CDN | Content Delivery Network | Cloudflare", "Nintendo
// Switch - OLED Model White set - …" on nintendo.com) or a thread ("New
// to Astronomy – Best First Telescope Recommendations?" on
// forum.astronomy.com). Sites that lead with their own name write it
// bare ("Reddit - …", "BBC News - …"). The tail keeps matchesSite's
// looser match, because suffixes do carry a decorated name
// ("NYTimes.com", "Arch Linux Forums").
//
// Measured on wcxb-dev: title 82.2% -> 82.4% (1231 -> 1233 of 1497: the
// Cloudflare and astronomy-forum pages gain, none lose; the Nintendo
// product page and a newsletter issue change from one wrong title to
// another); readability-testpages, author and date unchanged.

// namesSite reports whether part is one of the site names, folded, with
// nothing added.
func namesSite(part string, sites []string) bool {
	return siteMatch(part, sites, false)
}
