package templates

import (
	"unicode"

	"golang.org/x/net/html"
)

// MinAgreement is the overlap, as F1 over the letters of the text, below
// which a learned template and the classifier disagree on a page. Pages of
// one layout that the classifier reads alike overlap above 0.9 on the
// synthetic corpus (internal/sitegen); a template taught that the comments
// are the content overlaps a genuine page's article near 0.
const MinAgreement = 0.6

// Agreement returns how far the content rules select on doc and the
// classifier's main blocks agree: the F1 of their letters, 1 when both
// select nothing.
func Agreement(doc *html.Node, rules []Rule, blocks []Block) float64 {
	sel := selectRules(doc, rules)
	tmpl := map[*html.Node]bool{}
	for _, n := range sel.Nodes {
		tmpl[n] = true
	}
	roles := map[*html.Node]Role{}
	for _, b := range blocks {
		roles[b.Node] = b.Role
	}
	var a agreeCount
	a.walk(doc, false, false, tmpl, sel.Drop, roles)
	if a.tmpl+a.cls == 0 {
		return 1
	}
	return 2 * float64(a.both) / float64(a.tmpl+a.cls)
}

type agreeCount struct{ tmpl, cls, both int }

// walk counts the letters under n: inT when the template keeps them, inC
// when the classifier does (a main block, minus the chrome blocks in it).
func (a *agreeCount) walk(n *html.Node, inT, inC bool, tmpl map[*html.Node]bool, drop map[*html.Node]Role, roles map[*html.Node]Role) {
	if n.Type == html.TextNode {
		k := 0
		for _, r := range n.Data {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				k++
			}
		}
		if inT {
			a.tmpl += k
		}
		if inC {
			a.cls += k
		}
		if inT && inC {
			a.both += k
		}
		return
	}
	if tmpl[n] {
		inT = true
	}
	if _, ok := drop[n]; ok {
		inT = false
	}
	if r, ok := roles[n]; ok {
		inC = r == RoleMain
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		a.walk(c, inT, inC, tmpl, drop, roles)
	}
}
