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
// Measured with gym score against forms always chrome: wcxb-dev 0.8952 ->
// 0.8957 (listing 0.795 -> 0.799, forum 0.811 -> 0.814; three pages change,
// none for the worse); ScrapingHub and trafilatura-dev unchanged.
const (
	formMinGood        = 300 // good text (score.go's estimate) in the form
	formTextPerControl = 150 // non-space bytes of text per visible control
)

func contentForm(x *index, s *scores, i int32, pageURL string) bool {
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
