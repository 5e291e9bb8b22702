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
