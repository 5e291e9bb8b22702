package prune

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Discard names: Trafilatura's discard list (xpaths.py,
// OVERALL_DISCARD_XPATH) applied inside the chosen content. On
// non-English pages the class and id names stay English ("comments",
// "shariff", "author-box", "post-meta") where the text does not. The
// tokens match as substrings of the lower-cased class and id, as
// Trafilatura's contains() does, grouped by concept.
//
// Guards, which Trafilatura does not need on its articles but listings and
// services do: a tag and class that repeats inside the content names items
// ("research-card_authors" on every card, "cdr-rating" on every product,
// a forum's "ipsComment_content"), not a box; one subtree may not hold
// more than discardShare of the content, and all of them together not more
// than discardTotal, or nothing is cut (Trafilatura's backup when pruning
// leaves too little).
//
// Measured (gym score, with the stray-block rule of classify in place):
// trafilatura-dev F1 0.9015 -> 0.9063 (P 0.8479 -> 0.8563), wcxb-dev
// 0.8931 -> 0.8931, ScrapingHub 0.9720 -> 0.9725. Page-chrome tokens
// (sidebar, widget, banner, footer, breadcrumb, nav) gained 0.001 more
// on trafilatura-dev but cost services 0.003 on wcxb-dev: they count only
// inside a root that is the whole <body> (pageChromeTokens), except
// "sidebar", which measured alone is no loss anywhere. "rating" 0.0005 on
// trafilatura-dev is product data elsewhere: left out. Tried and left out
// too: "teaser" (German sites name the article's lead "teaser-text";
// trafilatura-dev lost 5 with snippets), "contact" (a service page's
// contact section is its content: wcxb-dev pages moved by up to 0.16
// either way), "highlight" (code and product highlights on wcxb-dev).
var discardTokens = []string{
	// comments (also named in German, Spanish, Polish)
	"comment", "respond", "akismet", "disqus", "reply-", "kommentar", "comentario", "komentarz",
	// share bars
	"share", "sharing", "social", "sociable", "shariff", "syndication", "viral",
	// newsletter prompts
	"newsletter", "subscribe",
	// related links and next articles (French "en savoir plus" boxes too)
	"related", "elated", "next-", "-stories", "most-popular", "nextpost", "next_post", "prevnext", "post-nav",
	"savoir-plus", "savoir_plus",
	// author boxes
	"author", "byline",
	// tags
	"tags", "tag-list", "tagcloud",
	// page meta
	"postmeta", "post-meta", "entry-meta", "entry-utility", "postmetadata", "article-infos",
	"timestamp", "user-info", "user-profile",
	// paywall
	"paywall", "paid-content", "premium-",
	// sidebars (measured alone: wcxb-dev +0.0001, no page worse by more
	// than 0.003)
	"sidebar",
	// breakers inside the text ("teaser-breaker", "content_breaker") and app
	// store prompts
	"breaker", "appstore",
	// WordPress's post ratings ("(Noch keine Bewertungen)"); a bare "rating"
	// is a product's data
	"post-rating",
	// legal small print and dialogs: a product's "*Prices and offers are
	// subject to change" box, a calculator's disclaimer, a size guide or
	// sign-in prompt in a modal (measured together: wcxb-dev 0.8985 ->
	// 0.8987, 19 pages of articles, products, collections and services
	// gain, 4 lose up to 0.018; ScrapingHub and trafilatura-dev F1
	// unchanged). "legal" and "footnote" moved as many pages either way:
	// a legal page's text, an article's notes.
	"disclaimer", "modal",
	// affiliate disclosures ("We may earn a commission from links on this
	// page"): wcxb-dev 0.8990 -> 0.8991, six articles gain, none lose
	"disclosure",
}

const (
	discardShare = 0.3
	discardTotal = 0.5
)

// discardKeys returns each element's discard key (discardKeyOf), "" when
// it has none, read once for discardNames and commentThreads: the keys
// depend on the markup alone, so a rule that reads them finds the same
// whether or not discardNames ran before it (gym ablate turns rules off).
func (t *tree) discardKeys() []string {
	if len(t.names) == len(t.nodes) {
		return t.names
	}
	// Inside a root that is the whole <body>, page chrome names count too.
	inBody := make([]bool, len(t.nodes))
	for _, r := range t.roots() {
		if t.nodes[r].DataAtom == atom.Body {
			for i := r; i < t.end[r]; i++ {
				inBody[i] = true
			}
		}
	}
	keys := make([]string, len(t.nodes))
	for i, n := range t.nodes {
		if inBody[i] && bodyFooter(t, int32(i)) {
			keys[i] = n.Data
			continue
		}
		if k, ok := discardKeyOf(n.Data, t.class[i], t.id[i], inBody[i]); ok {
			if t.id[i] != "" && (dom.SelfLinked(n) || t.titleID(int32(i))) { // titleids.go
				k, _ = discardKeyOf(n.Data, t.class[i], "", inBody[i])
			}
			keys[i] = k
		}
	}
	t.names = keys
	return keys
}

func discardNames(t *tree, cut func(int32, classify.Role)) {
	total := t.totalText()
	if total == 0 {
		return
	}
	// Count the tag.class of every named element holding text: repeats
	// are items. An empty box is no item: the empty "comments" thread
	// under its title's "divider-title comments" box made the title an
	// item and kept it (trafilatura-dev 0106).
	names := map[string]int{}
	keys := t.discardKeys()
	for i, k := range keys {
		if k != "" && t.text[i] > 0 {
			names[k]++
		}
	}
	var cuts []int32
	var sum int32
	// A content root inside a named box of its own: the classifier chose
	// the paragraphs of a "next-post-thumbnails" run beside the article's
	// body. The roots in one box may not hold more than discardShare.
	boxed := map[*html.Node][]int32{}
	if lca := rootsAncestor(t); lca != nil {
		stories := storyArticles{}
		for _, r := range t.roots() {
			if box := namedAbove(t.nodes[r], lca, stories); box != nil && t.text[r] > 0 && !t.cut[r] {
				boxed[box] = append(boxed[box], r)
			}
		}
	}
	for _, rs := range boxed {
		var in int32
		for _, r := range rs {
			in += t.text[r]
		}
		if float32(in) <= discardShare*float32(total) {
			cuts = append(cuts, rs...)
			sum += in
		}
	}
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || t.text[i] == 0 || t.nodes[i].DataAtom == atom.A {
			continue
		}
		if t.parent[i] < 0 {
			continue
		}
		k := keys[i]
		if k == "" || names[k] > 1 || float32(t.text[i]) > discardShare*float32(total) || !t.canCut(i) {
			continue
		}
		if t.product() && productSheet(t.class[i], t.id[i]) { // productsheets.go
			continue
		}
		if commentTable.in(k) && commentary(t.nodes[i]) { // commentaries.go
			continue
		}
		cuts = append(cuts, i)
		sum += t.text[i]
		i = t.end[i] - 1
	}
	cutUnlessMost(cuts, sum, total, cut)
}

// rootsAncestor returns the nearest element holding every content root,
// or nil when there is one root.
func rootsAncestor(t *tree) *html.Node {
	roots := t.roots()
	if len(roots) < 2 {
		return nil
	}
	lca := t.nodes[roots[0]].Parent
	for _, r := range roots[1:] {
		for lca != nil && !within(t.nodes[r], lca) {
			lca = lca.Parent
		}
	}
	return lca
}

// namedAbove returns the highest element between n and lca (both left
// out) with a discard name, or nil. An <article> that holds an <h1> is
// the story the title heads, whatever its class words say: a CMS writes
// the post's author, category and tags into the post's own class
// ("hentry author-pamela-anderson post-type-text"), and the post's body,
// a root under it, was cut as an author box beside the sidebar's roots
// (trafilatura-dev 0144). Any box holding the <h1> was too wide: a
// header's row of title and standfirst, a product's info column, whose
// named parts the truths leave out (ScrapingHub's magazine, wcxb-dev's
// shop).
func namedAbove(n, lca *html.Node, stories storyArticles) *html.Node {
	var box *html.Node
	for p := n.Parent; p != nil && p != lca; p = p.Parent {
		if k, ok := discardKey(p, false); ok && !commentTable.in(k) && !stories.story(p) {
			box = p
		}
	}
	return box
}

// storyArticles remembers, for one page, which named <article>s hold an
// <h1>: every content root under an article asks of it, and reading its
// subtree once per root would cost roots times its size.
type storyArticles map[*html.Node]bool

// story reports whether p is an <article> that holds an <h1>.
func (s storyArticles) story(p *html.Node) bool {
	if p.DataAtom != atom.Article {
		return false
	}
	held, ok := s[p]
	if !ok {
		held = holdsH1(p)
		s[p] = held
	}
	return held
}

// holdsH1 reports whether n holds an <h1>.
func holdsH1(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && (c.DataAtom == atom.H1 || holdsH1(c)) {
			return true
		}
	}
	return false
}

// commentTokens are the discard tokens naming comments. Above a content
// root they stay: on a forum the classifier chooses the posts inside the
// thread's "comments" box (wcxb-dev 0559, 1066 lose 0.31 each).
var commentTokens = []string{"comment", "respond", "reply-", "kommentar", "comentario", "komentarz", "disqus"}

var commentTable = fileTokens(commentTokens)

// discardKey returns n's tag and the first class word (else its id)
// holding a discard token, when there is one: the key under which items
// repeat.
//
// The id of a self-linked heading or section (dom.SelfLinked: a docs
// site's <section id="commentary"> opened by a heading that permalinks
// to it) is its title's words, not the box's name: it is not read.
func discardKey(n *html.Node, page bool) (string, bool) {
	id := dom.Lower(dom.Attr(n, "id"))
	if id != "" && dom.SelfLinked(n) {
		id = ""
	}
	return discardKeyOf(n.Data, dom.Lower(dom.Attr(n, "class")), id, page)
}

// discardKeyOf is discardKey of an element of tag tag, given its class and
// id lower-cased (tree.class, tree.id). A CMS's taxonomy term in a post's
// class list ("category-kommentare", "tag-sidebar", "author-jane":
// dom.CMSTerm) names what the post is about, not the box: a German post
// filed under "Kommentare" was read as a comment thread.
func discardKeyOf(tag, class, id string, page bool) (string, bool) {
	for _, v := range [...]string{class, id} {
		for w := range strings.FieldsSeq(v) {
			if (discardTable.in(w) || page && pageChromeTable.in(w)) && (v == id || !dom.CMSTerm(class, w)) {
				return tag + "." + w, true
			}
		}
	}
	return "", false
}

// tokenTable files substrings under their first byte, so that a word is
// tested at each of its bytes only against the tokens that start with it,
// and marks the pairs of bytes that start a token, so that it is tested
// only where two of its bytes could start one. The rules ask it of every
// class and id word of the content (discard names, badges, facets): most
// bytes of a class word start some token ("s" starts ten), few pairs do.
type tokenTable struct {
	first [256][]string
	pairs [1 << 16 / 64]uint64 // bit a<<8|b: a token starts with bytes a, b
}

// fileTokens builds the table of tokens, each two bytes long or more.
func fileTokens(tokens []string) *tokenTable {
	var t tokenTable
	for _, tok := range tokens {
		if len(tok) < 2 {
			panic("prune: token " + tok + " is shorter than two bytes")
		}
		t.first[tok[0]] = append(t.first[tok[0]], tok)
		p := uint16(tok[0])<<8 | uint16(tok[1])
		t.pairs[p>>6] |= 1 << (p & 63)
	}
	return &t
}

// in reports whether one of the tokens is a substring of w.
func (t *tokenTable) in(w string) bool {
	for i := 0; i+1 < len(w); i++ {
		p := uint16(w[i])<<8 | uint16(w[i+1])
		if t.pairs[p>>6]&(1<<(p&63)) == 0 {
			continue
		}
		for _, tok := range t.first[w[i]] {
			if strings.HasPrefix(w[i:], tok) {
				return true
			}
		}
	}
	return false
}

// pageChromeTokens name page chrome (Trafilatura's sidebar, footer, nav
// and menu tokens). They count only inside a content root that is the
// whole <body>, where a sidebar or footer is the page's: inside a chosen
// block they cost services 0.003 on wcxb-dev (a section named "widget").
var pageChromeTokens = []string{"widget", "footer", "navbar", "navigation", "subnav", "menu", "breadcrumb"}

// discardTable and pageChromeTable file discardTokens and pageChromeTokens.
var discardTable, pageChromeTable = fileTokens(discardTokens), fileTokens(pageChromeTokens)

// cutUnlessMost cuts the boxes a name rule found, as boilerplate, unless
// together they hold more than discardTotal of the content's text: then
// the names describe the content itself and nothing is cut.
func cutUnlessMost(cuts []int32, sum, total int32, cut func(int32, classify.Role)) {
	if float32(sum) > discardTotal*float32(total) {
		return
	}
	for _, i := range cuts {
		cut(i, classify.RoleBoilerplate)
	}
}

// bodyFooter reports whether element i, inside a content root that is
// the whole <body>, is a <footer> of the page: not one inside an
// <article>, which closes that article. Its key is its tag, so that it
// goes as a box named "footer" does there, under the same guards. A
// handball federation's sitemap and legal links sat in a <footer> inside
// <main> after the report. Measured against the rule that read only
// names: trafilatura-dev P 0.9356 -> 0.9362, F1 0.9558 -> 0.9561;
// wcxb-dev 0.914019 -> 0.914051 (forum .84653 -> .84695: one thread's
// site footer, 0.858 -> 0.905; no page down); ScrapingHub and
// readability-testpages identical page for page. <nav>, <aside> and
// <header> too cost a service page 0.019 (its <aside> of plans) and
// gained nothing.
func bodyFooter(t *tree, i int32) bool {
	if t.nodes[i].DataAtom != atom.Footer {
		return false
	}
	for a := t.parent[i]; a >= 0; a = t.parent[a] {
		if t.nodes[a].DataAtom == atom.Article {
			return false
		}
	}
	return true
}
