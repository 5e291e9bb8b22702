package classify

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// PageType is the kind of page, which chooses the extraction strategy.
type PageType string

// The page types of the WCXB taxonomy.
const (
	TypeArticle    PageType = "article"
	TypeForum      PageType = "forum"
	TypeProduct    PageType = "product"
	TypeCollection PageType = "collection"
	TypeListing    PageType = "listing"
	TypeDocs       PageType = "documentation"
	TypeService    PageType = "service"
	TypeUnknown    PageType = ""
)

// signals are what the page says about itself: JSON-LD types, og:type, the
// <title> and the URL path.
type signals struct {
	ldTypes string // every JSON-LD text, concatenated (only scanned for names)
	ogType  string
	title   string
	url     string
	// docsGen: a <meta name=generator> names a documentation generator.
	docsGen bool
	// appShell: a framework's state script (__NEXT_DATA__, __NUXT_DATA__).
	appShell bool
	// qaMicrodata: an element's itemtype is schema.org's QAPage (Stack
	// Exchange declares it in microdata, not JSON-LD).
	qaMicrodata bool
	// descriptions: the summaries the head declares (<meta
	// name=description>, og:description, twitter:description), for
	// declaredsummary.go.
	descriptions []string
	// cartControls counts the add-to-cart forms
	// (cartcontrols.go).
	cartControls int
	// archive: the <body>'s class says the page lists posts
	// (archivepage.go).
	archive bool
	// productItems counts the elements whose microdata itemtype is
	// schema.org's Product (productitem.go) and that no such element
	// holds: one for a product's page, one per card for a category grid.
	productItems int
	// priced: the body shows a price or a box named for one
	// (pricecues.go), read only for a page that only its address would
	// mark as a product's (productpath.go).
	priced bool
}

func readSignals(doc *html.Node, pageURL string) signals {
	s := signals{url: strings.ToLower(pageURL)}
	var b strings.Builder
	inProduct := 0 // Product items holding the walk's node
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			switch c.DataAtom {
			case atom.Script:
				if strings.Contains(dom.Attr(c, "type"), "ld+json") && c.FirstChild != nil {
					b.WriteString(c.FirstChild.Data)
				}
				if id := dom.Attr(c, "id"); id == "__NEXT_DATA__" || id == "__NUXT_DATA__" {
					s.appShell = true
				}
				continue
			case atom.Title:
				if s.title == "" && c.FirstChild != nil {
					s.title = c.FirstChild.Data
				}
			case atom.Meta:
				if p := dom.Attr(c, "property"); p == "og:type" {
					s.ogType = strings.ToLower(dom.Attr(c, "content"))
				}
				if d := declaredDescription(c); d != "" {
					s.descriptions = append(s.descriptions, d)
				}
				if strings.EqualFold(dom.Attr(c, "name"), "generator") {
					s.docsGen = s.docsGen || docsGenerator(dom.Attr(c, "content"))
				}
			}
			if c.DataAtom == atom.Body {
				s.archive = archiveBody(c)
			}
			if cartControl(c) {
				s.cartControls++
			}
			product := ProductItem(c)
			if product {
				if inProduct == 0 {
					s.productItems++
				}
				inProduct++
			}
			if !s.qaMicrodata && len(c.Attr) > 0 {
				s.qaMicrodata = strings.HasSuffix(dom.Attr(c, "itemtype"), "schema.org/QAPage")
			}
			walk(c)
			if product {
				inProduct--
			}
		}
	}
	walk(doc)
	s.ldTypes = subscriptionProducts(b.String())
	if s.cartControls == 0 && s.productItems == 0 && productPath(s.url) {
		if body := dom.FindBody(doc); body != nil {
			s.priced = showsPrice(body)
		}
	}
	return s
}

// hasLD reports whether a JSON-LD @type names t (quoted, so "Product" does
// not match "ProductGroup" by accident unless asked).
func (s signals) hasLD(t string) bool { return strings.Contains(s.ldTypes, `"`+t+`"`) }

// qaPage reports whether the page declares itself a question with its
// answers (schema.org QAPage, in JSON-LD or microdata).
func (s signals) qaPage() bool { return s.qaMicrodata || s.hasLD("QAPage") }

// forumPaths are URL fragments of forum software (XenForo /threads/,
// phpBB viewtopic, vBulletin showthread, Reddit /comments/, Stack Exchange
// /questions/, Hacker News item, Lobsters /s/, Simple Machines
// index.php?topic=), from EXTRACTION.md's platform list; forumurl.go has
// the shorter words (Discourse /t/, Invision and NodeBB /topic/, Lemmy
// /post/) that need a thread number beside them.
var forumPaths = []string{"/threads/", "/thread/", "viewtopic", "showthread",
	"/comments/", "/questions/", "news.ycombinator.com/item", "/forum", "/boards/", "/discussion",
	"lobste.rs/s/", "index.php?topic="}

// detectType routes by declared types first (JSON-LD, og:type), then URL,
// then the <body>'s archive class (archivepage.go), which overrides a
// blanket og:type article but not a JSON-LD article: a site outside
// WordPress may name an archived story's body "archive", and its JSON-LD
// still says it is one story (wcxb-dev identical either way).
//
// A review roundup declares the Products it reviews beside its Article;
// reading the Article first (unless og:type says product) moved eight
// wcxb-dev articles both ways for nothing (0.913937 -> 0.913932 on
// bfd1cd7: an earbuds roundup 0.995 -> 0.985, a hosting-trends story
// 0.973 -> 0.960, a moving-company investigation 0.937 -> 0.943).
func detectType(s signals) PageType {
	switch {
	case s.hasLD("DiscussionForumPosting") || s.hasLD("QAPage"):
		return TypeForum
	case declaredCollection(s): // collectionpage.go
		return TypeCollection
	case s.hasLD("Product") || s.hasLD("ProductGroup") || strings.Contains(s.ogType, "product"):
		return TypeProduct
	case s.hasLD("CollectionPage") || s.hasLD("OfferCatalog"):
		return TypeCollection
	}
	if forumURL(s.url) {
		return TypeForum
	}
	if s.hasLD("NewsArticle") || s.hasLD("BlogPosting") || s.hasLD("Article") {
		return TypeArticle
	}
	if s.archive {
		return TypeListing
	}
	if s.ogType == "article" {
		return TypeArticle
	}
	if s.docsGen {
		return TypeDocs
	}
	return TypeUnknown
}

// docsGenerators are the <meta name=generator> prefixes of documentation
// generators. Their pages' H1 names the page and ~40% of wcxb-dev's
// documentation truths keep it (EXTRACTION.md), so it must not be dropped
// as a repeat of the <title>: on MkDocs pages it is kept only by accident
// while the permalink pilcrow makes it differ from the title. A declared
// article (a Docusaurus blog post) stays an article.
var docsGenerators = []string{"mkdocs", "sphinx", "docutils", "docusaurus", "vitepress", "vuepress", "gitbook", "antora"}

func docsGenerator(content string) bool {
	content = strings.ToLower(strings.TrimSpace(content))
	for _, g := range docsGenerators {
		if strings.HasPrefix(content, g) {
			return true
		}
	}
	return false
}

// optionsFor returns the strategy switches of a page type.
func optionsFor(t PageType) routeOptions {
	o := routeOptions{pageType: t}
	switch t {
	case TypeForum:
		o.keepComments = true
		o.dropTitle = true
	case TypeArticle, TypeUnknown:
		o.dropTitle = true
	}
	return o
}
