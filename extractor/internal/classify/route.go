package classify

// routeOptions are the switches a page type sets for the strategies.
type routeOptions struct {
	pageType     PageType
	keepComments bool   // forums: replies and comments are the content
	dropTitle    bool   // articles, forums: the H1 repeating the title is not content
	softHints    bool   // the learned model reads class/id words; they mark no chrome
	pageURL      string // the page's address (forms.go: a form posting back to it)
	qa           bool   // a question and its answers (schema.org QAPage), not a thread
	sells        bool   // an untyped page that sells one thing (cartcontrols.go, sellsOne)
	list         bool   // the JSON-LD declares a list of products (productlist.go)
}

// articleLike reports whether the page reads as one text (an article, a
// manual, a service page), not as a list of items: the rules that grow or
// narrow the chosen blocks around a text (gap headings and figures, lead
// lines, pictured figures, the story's <article>) leave forums, shops and
// listings alone, where what stands between and beside the items (avatars,
// thumbnails, other cards) is the items' own furniture.
func (o routeOptions) articleLike() bool {
	switch o.pageType {
	case TypeForum, TypeCollection, TypeListing, TypeProduct:
		return false
	}
	return !o.keepComments
}

// shop reports whether the classify stage's product rules apply: the page
// declares a product (JSON-LD, og:type) or, declaring no type, sells one
// thing (sellsOne: one to three add-to-cart forms, schema.org Product
// microdata). The rules are the recommendation widgets' class words
// (shop.go), the product's <h1>, FAQ boxes, panels, sheets and shapes
// (productname.go, faqboxes.go, productpanels.go, productsheets.go,
// productshapes.go), and the product's title policy: an <h1> that
// repeats the <title> stays content (dropTitle is off), as on typed
// product pages, whose truths keep the product's name about half the time
// against an article's 12% (EXTRACTION.md). Such a page is still not
// routed as a product: the learned model's page-type feature and the
// other strategies stay the untyped page's, as routing it lost
// (cartcontrols.go).
//
// Measured (gym score wcxb, against pageType == TypeProduct alone, on
// 0098668): wcxb-dev precise mean 0.909761 -> 0.909910, product 0.80538
// -> 0.80724 (Amazon's earbuds 0.653 -> 0.734, a book 0.896 -> 0.953,
// Amazon UK's AirPods 0.537 -> 0.634: the "customers also bought" cards
// go as on typed pages; MVMT's watch 0.524 -> 0.547; Steam's
// Counter-Strike 2 0.485 -> 0.448, a paragraph its truth leaves out),
// collection 0.81219 -> 0.81221, every other type unchanged; ScrapingHub,
// trafilatura-dev and readability-testpages unchanged. The title policy,
// measured alone on 8c1a66e: product 0.80724 -> 0.80748 (Amazon UK's
// AirPods 0.634 -> 0.662, Amazon's earbuds 0.734 -> 0.735), no page
// loses on the four corpora.
func (o routeOptions) shop() bool { return o.pageType == TypeProduct || o.sells }
