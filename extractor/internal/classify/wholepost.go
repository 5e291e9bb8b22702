package classify

import (
	"strings"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// A one-line post is a post. dropUnlikely turns the short units of the
// chosen blocks that the model finds unlikely content into boilerplate
// (a "Reaction score" label beside a post), but on a forum a short unit
// that is all the text of its chosen block is a one-line reply, chosen
// whole by the selection or by rescueShapes and rescueThreads: dropping
// it empties the post ("I will wear mouse hair if that's what it takes."
// on old Reddit). wcxb-dev: old Reddit 0.783 -> 0.839, Lemmy 0.906 ->
// 0.931, lobste.rs 0.981 -> 0.989, an Invision thread 0.795 -> 0.806. On
// every page type it would cost collections (a tile's one-line name:
// one shop 0.954 -> 0.928), so forums only.
//
// When the chosen block is the whole post, its author, date and reaction
// bar beside the text, a one-line reply is not all of it, but it is all
// of the box that holds the post's text: a <p> alone in its parent
// ("Thank you James." in an Invision post's rich-text box). Its
// furniture is seldom such a <p>, and when it is, it carries numbers:
// "Last edited by … (2024-08-03 11:02)", "Posts: 6217". So on a forum a
// short <p> without digits that is its parent's whole text stays. A short
// <p> after a longer one is still the model's to judge: a closing line
// ("Love to see it.") and a label ("Reaction score") look alike there.
func wholePost(x *index, opt routeOptions, m, u int32) bool {
	return opt.keepComments && (x.text[u] == x.text[m] || postLine(x, u))
}

// postLine reports whether u is a paragraph without digits holding all
// the text of its parent.
func postLine(x *index, u int32) bool {
	if x.atom(u) != atom.P || x.parent[u] < 0 || x.text[x.parent[u]] != x.text[u] {
		return false
	}
	return !strings.ContainsAny(dom.Text(x.nodes[u], skipped), "0123456789")
}
