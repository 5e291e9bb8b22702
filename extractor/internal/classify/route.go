package classify

// routeOptions are the switches a page type sets for the strategies.
type routeOptions struct {
	pageType     PageType
	keepComments bool   // forums: replies and comments are the content
	dropTitle    bool   // articles, forums: the H1 repeating the title is not content
	softHints    bool   // the learned model reads class/id words; they mark no chrome
	pageURL      string // the page's address (forms.go: a form posting back to it)
	qa           bool   // a question and its answers (schema.org QAPage), not a thread
}
