package classify

import (
	"net/url"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// A <form> is chrome by its tag (a search box, a newsletter or contact
// form, a listing's filters), unless it wraps the page's content: a list
// with bulk actions (Google Scholar's publications), a forum's moderation
// form around its posts, old Reddit's comment bodies, ASP.NET's page-wide
// form. Such a form posts back to its own page (no action, "#", "?...",
// or the page's own path) and holds much text per control. A contact
// form posts back too, but its text is the labels of its many fields;
// product-compare grids and faceted filters post elsewhere ("/compare",
// "/search"), and the ground truth keeps them on some pages of a site and
// not on others, so they stay chrome. A form asking for an e-mail
// address, a telephone number or a password is a contact, sign-up or
// log-in form whatever text it carries (a long legal notice). Its class
// and id words still apply as for any element.
//
// A form that wraps a listing's items is content wherever it posts
// (itemForm): shops put the whole grid in their compare form (posting to
// "/compare"), and when each card carries a summary under its title the
// page is a listing of those summaries, which WCXB's truths keep. Tiles of a name and a price in such a form stay chrome, as the
// truths of three shops have them.
//
// Measured with gym score against forms always chrome: wcxb-dev 0.8952 ->
// 0.8957 (listing 0.795 -> 0.799, forum 0.811 -> 0.814; three pages change,
// none for the worse); ScrapingHub and trafilatura-dev unchanged.
const (
	formMinGood        = 300 // good text (score.go's estimate) in the form
	formTextPerControl = 150 // non-space bytes of text per visible control
)

func contentForm(x *index, s *scores, i int32, pageURL string) bool {
	if itemForm(x, i) {
		return true
	}
	if !postsBack(dom.Attr(x.nodes[i], "action"), pageURL) {
		return false
	}
	if wrapperForm(x, s, i) {
		return true
	}
	if s.good[i] < formMinGood {
		return false
	}
	c, contact := controls(x.nodes[i])
	return !contact && x.text[i] >= formTextPerControl*max(1, c)
}

// controls counts the visible fields and buttons under n, and reports
// whether one asks for an address or a password (a contact, sign-up or
// log-in form, whatever text it carries).
func controls(n *html.Node) (c int32, contact bool) {
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for k := n.FirstChild; k != nil; k = k.NextSibling {
			if k.Type != html.ElementNode {
				continue
			}
			switch k.DataAtom {
			case atom.Input:
				switch strings.ToLower(dom.Attr(k, "type")) {
				case "hidden":
				case "email", "tel", "password":
					c++
					contact = true
				default:
					c++
				}
				continue
			case atom.Select, atom.Textarea, atom.Button:
				c++
				continue
			}
			walk(k)
		}
	}
	walk(n)
	return c, contact
}

// postsBack reports whether a form's action leads to the page itself.
func postsBack(action, pageURL string) bool {
	action = strings.TrimSpace(action)
	if action == "" || action[0] == '#' || action[0] == '?' {
		return true
	}
	page, err := url.Parse(pageURL)
	if err != nil || page.Host == "" {
		return false
	}
	to, err := page.Parse(action)
	if err != nil {
		return false
	}
	return strings.EqualFold(to.Host, page.Host) && strings.TrimSuffix(to.Path, "/") == strings.TrimSuffix(page.Path, "/")
}

// itemForm reports whether form i wraps a listing's items: a run of at
// least itemsMin sibling cards of one kind (rescueItems' cards: a heading
// and a link away, items.go), each holding a summary (teaserCard), that
// holds at least half the form's text, within itemFormDepth levels of
// the form. Measured (gym score wcxb against main 44cb05d): a shop's
// listing of air purifiers, each with its summary, in a compare form
// 0.420 -> 0.876, listing 0.83779 -> 0.84239; without the summary test
// three shops whose truths leave out their name-and-price grids fell
// (0.990 -> 0.495 among them), collection 0.81466 -> 0.80824. No other
// page of wcxb-dev moves; ScrapingHub, trafilatura-dev and
// readability-testpages identical page for page.
//
// The cards are read whole, chrome inside them included: markChrome
// judges the form (contentForm, from chromeOf) before it reaches any
// element under it, so no role under the form is known yet, and the
// chrome test cardLike makes elsewhere would skip nothing. Reading those
// roles ahead (each element's tag role, or a hint role with a hard hint)
// was measured against main 007a975 and changes no page of wcxb-dev,
// ScrapingHub, trafilatura-dev or readability-testpages: a summary or a
// card's heading and link are not found inside chrome, so the check is
// left out rather than paid for.
func itemForm(x *index, i int32) bool {
	if x.text[i] == 0 {
		return false
	}
	found := false
	var walk func(p int32, depth int)
	walk = func(p int32, depth int) {
		if found || depth > itemFormDepth {
			return
		}
		var run int32
		cards, key := 0, ""
		x.children(p, func(c int32) {
			if found || x.text[c] == 0 {
				return
			}
			if !cardParts(x, nil, c) { // items.go
				cards, key, run = 0, "", 0
				return
			}
			if k := itemKey(x, c); k != key {
				cards, key, run = 0, k, 0
			}
			if !teaserCard(x, c) {
				cards, key, run = 0, "", 0
				return
			}
			cards++
			run += x.text[c]
			if cards >= itemsMin && 2*run >= x.text[i] {
				found = true
			}
		})
		x.children(p, func(c int32) { walk(c, depth+1) })
	}
	walk(i, 0)
	return found
}

// itemFormDepth bounds the levels looked through under a form: a grid
// sits a list or a wrapper or two below its form, and a page-wide form
// (ASP.NET) is not walked whole once per level.
const itemFormDepth = 4

// teaserCard reports whether card c holds a summary: a unit of at least
// teaserWords words that is not a link and ends a sentence.
func teaserCard(x *index, c int32) bool {
	for j := c; j < x.end[c]; j++ {
		if x.unit[j] == j && x.unitWords[j] >= teaserWords && 2*x.unitLink[j] < x.unitText[j] && x.unitPunct[j] > 0 {
			return true
		}
	}
	return false
}

// teaserWords is a sentence's length, longer than a product's name.
const teaserWords = 12
