package classify

import (
	"strings"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Block is a subtree of the page with a role.
type Block struct {
	Node  *html.Node
	Role  Role
	Score float64
	Path  string // a readable DOM path such as "body>div.main>article"
	// Rule names the prune rule that left the block out of the content
	// (prune.Cut.Rule), "" for the classifier's own blocks: the debug
	// profile shows it, so a cut can be traced to its rule.
	Rule string
	// Joined marks a RoleMain block that a rescue rule joined to the
	// content knowing what it is (a forum post's poster name: joined.go):
	// the prune stage does not cut it whole, so no later stage undoes
	// what this one meant.
	Joined bool
}

// Classify returns the page's blocks in document order: the RoleMain blocks
// (the content) and the chrome blocks found inside and around them.
//
// The pipeline: index the body once (text, link and paragraph statistics per
// element), estimate how much of each subtree is good text, mark chrome by
// tag, ARIA landmark and class/id words, then choose the content.
func Classify(doc *html.Node, o Options) []Block {
	return ClassifyPage(doc, o).Blocks
}

// Page is what the classifier finds on a page: its blocks (Classify) and
// the type the page declares (JSON-LD, og:type, a forum software's URL
// path), which routed the classification and routes the stages after it:
// the prune stage cuts a comment thread only under an article, never on a
// forum (where the comments are the content) nor on a product page (where
// WCXB's truths keep the reviews).
type Page struct {
	Blocks []Block
	Type   PageType
	// Sells is whether a page that declares no type shows one product:
	// one to three add-to-cart forms, or schema.org Product items in
	// microdata (cartcontrols.go, sellsOne): the prune stage treats its
	// content as a product's.
	Sells bool
}

// ClassifyPage classifies the page as Classify does and also returns its
// type, found on the way, so that the stages after it need not walk the
// document again to read it. A document without a body has no blocks and
// TypeUnknown.
func ClassifyPage(doc *html.Node, o Options) Page {
	body := dom.FindBody(doc)
	if body == nil {
		return Page{}
	}
	sig := readSignals(doc, o.URL)
	typ := detectType(sig)
	return Page{Blocks: classifyBody(body, sig, typ, o), Type: typ, Sells: sig.sellsOne(typ)}
}

// classifyBody is Classify's pipeline on the page's body, of type typ,
// with the embedded model, and with the hand weights where the model
// found no content on a page of prose (handfallback.go).
func classifyBody(body *html.Node, sig signals, typ PageType, o Options) []Block {
	blocks, strays := classifyWith(body, sig, typ, o, current)
	if strays && current != nil {
		blocks, _ = classifyWith(body, sig, typ, o, nil)
	}
	return blocks
}

// classifyWith is Classify's pipeline on the page's body, of type typ,
// scored by the model m (nil: the hand weights). strays reports that the
// chosen text was a few stray words of a long page that is no
// client-side shell (handFallback), and was cleared.
func classifyWith(body *html.Node, sig signals, typ PageType, o Options, m *Model) (blocks []Block, strays bool) {
	opt := optionsFor(typ)
	opt.pageURL = o.URL
	opt.qa = sig.qaPage()
	opt.sells = sig.sellsOne(typ)
	opt.list = sig.productList()
	if opt.sells {
		opt.dropTitle = false // route.go's shop: a product's h1 is content
	}
	opt.softHints = m != nil
	x := buildIndex(body)
	s := score(x, opt)
	mains := selectMain(x, s)
	if m != nil {
		c := newPageCtx(x, s, opt, rootOf(mains))
		applyModel(x, s, &c, m)
		mains = selectMain(x, s)
	}
	mains = selectSet(x, s, mains)
	mains = checkRoot(x, s, opt, sig.title, mains)
	mains = rescueItems(x, s, opt, mains)
	mains = rescueTOC(x, s, opt, mains)
	rescueShapes(x, s, opt, mains)
	rescueThreads(x, s, opt, mains)
	narrowPostTables(x, opt, mains)
	narrowThreadTables(x, s, opt, mains)
	rescueGridPrices(x, s, opt, mains)
	rescueCardHeads(x, s, opt, mains)
	completePricedGroups(x, s, opt, mains)
	if keptTotal(s, mains) < minContent && (x.text[0] >= 4*minContent || sig.appShell || appRoot(x)) {
		// A shell or an error page: a few stray words picked from a larger
		// page, or from a client-side app's mount point, are not content;
		// on the 21 client-side-rendered wcxb-dev shells empty output is
		// the right answer. A small document keeps its few words.
		clear(mains)
		if strays = handFallback(x, sig); strays && m != nil {
			return nil, true // classifyBody reads the page again by hand
		}
	}
	if footerOnly(x, s, mains) || inSiteFooter(x, mains) {
		clear(mains)
	}
	if shop := opt.pageType == TypeProduct || opt.pageType == TypeCollection; shop && x.text[0] >= 4*minContent && onlyHeadline(x, s, mains) {
		clear(mains)
	}
	chooseLeadLines(x, s, opt, mains)
	rescueStorySiblings(x, s, opt, mains)
	rescueGapCode(x, s, opt, mains)
	rescueGapQuotes(x, s, opt, mains)
	rescueGapMath(x, s, opt, mains)
	rescueGapHeadings(x, s, opt, mains)
	rescueLeadHeading(x, s, opt, mains)
	skips := mergeUp(x, s, mains)
	keepFigurePictures(x, s, opt, skips)
	keepProductName(x, s, opt, mains, skips)
	keepFAQBoxes(x, s, opt, skips)
	for c, r := range skips {
		s.chrome[c] = code(r)
	}
	narrowToArticle(x, s, opt, mains)
	dropStrays(x, s, opt, mains)
	dropAsides(x, s, opt, mains)
	dropNavEchoes(x, s, opt, mains)
	dropLinkedTeasers(x, s, opt, mains)
	dropNoscriptFallbacks(x, s, opt, mains)
	rescueSummaries(x, s, mains)
	rescueToggles(x, s, mains)
	dropUnlikely(x, s, opt, mains)
	dropNameLists(x, s, mains)
	rescueFigures(x, s, opt, mains)
	dropPlaceholders(x, s, mains)
	rescueDeclaredSummary(x, s, opt, sig.title, sig.descriptions, mains)
	rescueBuyBox(x, s, opt, mains)
	rescuePostCredits(x, s, opt, mains)
	if opt.dropTitle {
		markTitle(x, s, mains, sig.title, opt.pageType == TypeArticle)
	}
	return emitBlocks(x, s, mains), strays
}

// onlyHeadline reports whether all the chosen text is one headline, maybe
// repeated (a product page's H1 and its sticky bar's copy). On a shop page
// that is a client-side shell whose server sends the product's name and
// nothing else (wcxb-dev 0618's ground truth is empty): a product always has
// a description, a price or specifications. Elsewhere a headline can be all
// there is (a Reddit link post, wcxb-dev 0561).
func onlyHeadline(x *index, s *scores, mains map[int32]float64) bool {
	head := ""
	for m := range mains {
		for u := m; u < x.end[m]; u++ {
			if s.chrome[u] != 0 {
				u = x.end[u] - 1
				continue
			}
			if x.unit[u] != u || x.unitText[u] == 0 {
				continue
			}
			if !dom.HeadingAtom(x.atom(u)) {
				return false
			}
			t := dom.FoldSpace(dom.Text(x.nodes[u], skipped))
			if head != "" && t != head {
				return false
			}
			head = t
		}
	}
	return head != ""
}

// minContent is the least text (non-space bytes) the content must hold;
// a one-line selection ("AliExpress Multi-Language Sites") is no content.
const minContent = 80

// appRoots are the ids of client-side frameworks' mount points (React,
// Next.js, Vue, Nuxt, Gatsby), as DESIGN.md's shell markers.
var appRoots = map[string]bool{"root": true, "app": true, "__next": true, "__nuxt": true, "___gatsby": true}

func appRoot(x *index) bool {
	for _, n := range x.nodes {
		if appRoots[dom.Attr(n, "id")] {
			return true
		}
	}
	return false
}

func keptTotal(s *scores, mains map[int32]float64) int32 {
	var t int32
	for i := range mains {
		t += s.keptText[i]
	}
	return t
}

// Options passes what Classify knows about the page besides its DOM.
type Options struct {
	URL string // the page's address, for URL-based page-type routing
}

// emitBlocks lists the main blocks and, in document order, the chrome
// blocks inside and outside them. Outside the content, elements whose
// class/id words suggest a role (breadcrumb, related...) get that role too,
// for the rag, nav and debug profiles, unless they hold content.
func emitBlocks(x *index, s *scores, mains map[int32]float64) []Block {
	holds := make(map[int32]bool, 16)
	for m := range mains {
		for a := x.parent[m]; a >= 0 && !holds[a]; a = x.parent[a] {
			holds[a] = true
		}
	}
	var blocks []Block
	inMain := int32(-1) // end of the main block being walked
	for i := int32(0); i < int32(len(x.nodes)); i++ {
		if sc, ok := mains[i]; ok {
			blocks = append(blocks, Block{Node: x.nodes[i], Role: RoleMain, Score: sc, Path: PathOf(x.nodes[i]), Joined: s.joined[i]})
			inMain = x.end[i]
			continue
		}
		r := s.chrome[i].role()
		if r == "" && i >= inMain && !holds[i] {
			r = s.hint[i].role()
		}
		if r != "" {
			blocks = append(blocks, Block{Node: x.nodes[i], Role: r, Path: PathOf(x.nodes[i])})
			i = x.end[i] - 1
		}
	}
	return blocks
}

// PathOf returns a short CSS-like path to n, for debugging output.
func PathOf(n *html.Node) string {
	// It names every block of every page: the parts are measured first and
	// written into one buffer, with no string per ancestor.
	var stack [32]*html.Node
	path := stack[:0]
	size := 0
	for p := n; p != nil && p.Type == html.ElementNode; p = p.Parent {
		path = append(path, p)
		id, cls := pathKey(p)
		size += len(p.Data) + 1 + len(id) + len(cls) + 1
		if p.DataAtom == atom.Body {
			break
		}
	}
	var b strings.Builder
	b.Grow(size)
	for i := len(path) - 1; i >= 0; i-- {
		p := path[i]
		b.WriteString(p.Data)
		if id, cls := pathKey(p); id != "" {
			b.WriteByte('#')
			b.WriteString(id)
		} else if cls != "" {
			b.WriteByte('.')
			b.WriteString(cls)
		}
		if i > 0 {
			b.WriteByte('>')
		}
	}
	return b.String()
}

// pathKey returns what names p in a path: its id, else its first class.
func pathKey(p *html.Node) (id, class string) {
	if id := dom.Attr(p, "id"); id != "" {
		return id, ""
	}
	c := strings.TrimLeftFunc(dom.Attr(p, "class"), unicode.IsSpace)
	if i := strings.IndexFunc(c, unicode.IsSpace); i >= 0 {
		c = c[:i]
	}
	return "", c
}
