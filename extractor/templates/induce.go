package templates

import (
	"errors"
	"slices"
	"strings"

	"github.com/andybalholm/cascadia"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
	"folio/extractor/internal/fingerprint"
)

// Block is a classified part of a page, as the classifier reports it.
type Block struct {
	Node *html.Node
	Role Role
}

// ErrNoTemplate is returned when no stable selector describes a page's
// content: the page is classified in full every time.
var ErrNoTemplate = errors.New("templates: no stable selectors for this page")

// maxClimb bounds how many ancestors a selector may name before it is
// unique: layouts name their content root within a few levels of an id or
// a distinctive class; deeper chains are brittle.
const maxClimb = 4

// Induce derives rules from one classified page: selectors that match
// exactly the main blocks, selectors for the chrome the classifier dropped
// inside them (each must match only chrome there), and selectors for the
// context outside them (breadcrumbs, related links: see Context). It fails
// with ErrNoTemplate when a main block has no stable selector.
func Induce(doc *html.Node, blocks []Block) ([]Rule, error) {
	var mains []*html.Node
	for _, b := range blocks {
		if b.Role == RoleMain {
			mains = append(mains, b.Node)
		}
	}
	mains = outermost(mains)
	if len(mains) == 0 {
		return nil, ErrNoTemplate
	}
	mainSels := mainSelectors(doc, mains)
	if mainSels == nil {
		return nil, ErrNoTemplate
	}
	var rules []Rule
	for _, s := range mainSels {
		rules = append(rules, Rule{Role: RoleMain, Selectors: []string{s}, Confidence: 0.5, Observations: 1})
	}
	rules = append(rules, chromeRules(mains, blocks)...)
	rules = append(rules, contextRules(doc, mains, blocks)...)
	for i := range rules {
		if _, err := rules[i].compile(); err != nil {
			return nil, ErrNoTemplate
		}
	}
	return rules, nil
}

// mainSelectors finds selectors whose matches are exactly mains: one shared
// selector when the blocks are alike (split bodies), else one per block.
func mainSelectors(doc *html.Node, mains []*html.Node) []string {
	if len(mains) > 1 {
		if s := simple(mains[0]); s != "" && sameSet(matchAll(s, doc), mains) {
			return []string{s}
		}
	}
	var out []string
	for _, n := range mains {
		s := uniqueSelector(doc, n)
		if s == "" {
			return nil
		}
		out = append(out, s)
	}
	return out
}

// uniqueSelector returns a selector that matches only n in doc, built from
// n's own tag, id and classes and those of up to maxClimb named ancestors.
func uniqueSelector(doc *html.Node, n *html.Node) string {
	own := simple(n)
	if own == "" {
		own = n.Data
	}
	if isOnly(matchAll(own, doc), n) {
		return own
	}
	sel := own
	climbed := 0
	for p := n.Parent; p != nil && p.Type == html.ElementNode && climbed < maxClimb; p = p.Parent {
		ps := simple(p)
		if ps == "" || p.DataAtom == atom.Body || p.DataAtom == atom.Html {
			continue
		}
		sel = ps + " " + sel
		climbed++
		if isOnly(matchAll(sel, doc), n) {
			return sel
		}
	}
	return ""
}

// simple returns n's tag with its stable id, or with up to two stable
// classes; "" when n has neither (a bare <div>), except for sectioning tags
// that name themselves (article, main, aside...).
func simple(n *html.Node) string {
	if id := dom.Attr(n, "id"); verbatimToken(id) {
		return n.Data + "#" + id
	}
	var cls []string
	for c := range dom.Tokens(dom.Attr(n, "class")) {
		if verbatimToken(c) && !slices.Contains(cls, c) {
			cls = append(cls, c)
			if len(cls) == 2 {
				break
			}
		}
	}
	if len(cls) > 0 {
		return n.Data + "." + strings.Join(cls, ".")
	}
	switch n.DataAtom {
	case atom.Article, atom.Main, atom.Aside, atom.Nav, atom.Footer, atom.Header, atom.Form, atom.Section:
		return n.Data
	}
	return ""
}

// verbatimToken accepts a class or id to use as written in a selector: a
// stable token (fingerprint.StableToken) of CSS identifier characters with
// at most one digit (ids like "post-4312" change from page to page).
func verbatimToken(s string) bool {
	if s == "" || !fingerprint.StableToken(s) || s[0] >= '0' && s[0] <= '9' || s[0] == '-' {
		return false
	}
	digits := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '-', c == '_':
		default:
			return false
		}
	}
	return digits <= 1
}

// chromeRules finds, for the chrome blocks inside the main blocks, simple
// selectors that match only chrome within the mains: one rule per selector,
// so that each carries its own observation count.
func chromeRules(mains []*html.Node, blocks []Block) []Rule {
	chrome := chromeSet(mains, blocks)
	var rules []Rule
	seen := map[string]bool{}
	for _, b := range blocks {
		if !chrome[b.Node] {
			continue
		}
		s := simple(b.Node)
		if s == "" || seen[s] || !onlyChrome(s, mains, chrome) {
			continue
		}
		seen[s] = true
		rules = append(rules, Rule{Role: b.Role, Selectors: []string{s}, Confidence: 0.5, Observations: 1})
	}
	return rules
}

// chromeSet returns the non-main blocks inside the main blocks.
func chromeSet(mains []*html.Node, blocks []Block) map[*html.Node]bool {
	chrome := map[*html.Node]bool{}
	for _, b := range blocks {
		if b.Role != RoleMain && within(b.Node, mains) {
			chrome[b.Node] = true
		}
	}
	return chrome
}

// onlyChrome reports whether every match of s under mains is chrome or
// inside chrome.
func onlyChrome(s string, mains []*html.Node, chrome map[*html.Node]bool) bool {
	sel, err := cascadia.Compile(s)
	if err != nil {
		return false
	}
	for _, m := range mains {
		for _, n := range sel.MatchAll(m) {
			if n == m || !insideSet(n, chrome) {
				return false
			}
		}
	}
	return true
}

func insideSet(n *html.Node, set map[*html.Node]bool) bool {
	for p := n; p != nil; p = p.Parent {
		if set[p] {
			return true
		}
	}
	return false
}

func within(n *html.Node, roots []*html.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if slices.Contains(roots, p) {
			return true
		}
	}
	return false
}

func matchAll(s string, doc *html.Node) []*html.Node {
	sel, err := cascadia.Compile(s)
	if err != nil {
		return nil
	}
	return sel.MatchAll(doc)
}

func isOnly(ns []*html.Node, n *html.Node) bool { return len(ns) == 1 && ns[0] == n }

func sameSet(a, b []*html.Node) bool {
	if len(a) != len(b) {
		return false
	}
	for _, n := range a {
		if !slices.Contains(b, n) {
			return false
		}
	}
	return true
}
