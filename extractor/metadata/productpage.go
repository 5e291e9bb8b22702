package metadata

import (
	"strings"

	"folio/extractor/internal/dom"
)

// A product page has no author and no date of publication: a product is
// sold, not written. The names its bylines and meta tags carry belong to
// something else: the shop (an author meta that is the site's own name,
// "Ridge", "LULUS"), the maker or the brand, the reviewers under the
// description ("Written by Faith Cox on Jul 5th 2022"), the labels of
// the shop's menus ("By Collection"); its dates are the listing's last
// change, the reviews' and the offers'. None of the 115 wcxb-dev pages
// declared a product (og:type or the main JSON-LD entity) is labelled
// with an author or a date; 11 reported an author and 19 a date. A page
// that also declares an article, a posting or a review about the product
// keeps both: the product is then the article's subject. Collections and
// item lists are left out: a readability-testpages list page is labelled
// with its author (wcxb-dev: 3 authors and 5 dates fewer where the label
// has none; readability-testpages: one author lost). A product that
// holds one review whose headline the page's <title> carries is that
// review's subject, as a declared Review's is: magazines write their
// game and gadget reviews so ("@type": "Product", "review": {"@type":
// "Review", "headline": "Through the Darkest of Times review", "author":
// …}); a shop's reviews come as a list, or with no headline.

// productPage reports whether the page declares itself a product and
// no written piece about one.
func productPage(s *signals, ld *linkedData) bool {
	if !strings.Contains(strings.ToLower(typeFrom(s, ld)), "product") {
		return false
	}
	for _, e := range ld.entities {
		for _, t := range ldTypes(e) {
			if strings.Contains(t, "Article") || strings.Contains(t, "Posting") || t == "Review" {
				return false
			}
		}
		if reviewedHere(s, e) {
			return false
		}
	}
	return true
}

// reviewedHere reports whether entity e holds one review, with a
// headline, that is the page: the page's <title> carries the headline's
// words, whole and in order. A headline of fewer than reviewHeadWords
// words ("Great", "Love it") is a shopper's review, which any title may
// happen to hold.
func reviewedHere(s *signals, e map[string]any) bool {
	r, ok := e["review"].(map[string]any)
	if !ok {
		return false
	}
	h := dom.FoldWords(ldString(r["headline"]))
	if strings.Count(h, " ")+1 < reviewHeadWords {
		return false
	}
	return strings.Contains(" "+dom.FoldWords(s.title)+" ", " "+h+" ")
}

const reviewHeadWords = 3
