package metadata

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Many themes show the publication date in an element named for it
// (<span class="post-date">, <li class="c-meta__date">, <div
// class="entry-meta__published">) without <time> or microdata. Such an
// element, near the headline and holding nothing but a date, is the date
// the page shows its readers.

// dateClassWords are the class and id parts that name a date element,
// matched as whole parts of a hyphen/underscore-separated name so that
// "update-form" or "candidate" do not count. "published", "posted" and
// "timestamp" gained nothing on wcxb-dev and cost a scan each.
var dateClassWords = map[string]bool{
	"date": true, "dates": true, "dateline": true, "pubdate": true, "postdate": true,
}

// dateClassStop are parts that mark dated elements that are not the page's
// own date: comments, reviews, events, teasers of other posts (cards, list
// items, links), product release dates, today's date in a site header,
// modification dates, date pickers.
var dateClassStop = map[string]bool{
	"comment": true, "comments": true, "reply": true, "review": true, "reviews": true,
	"event": true, "events": true, "related": true, "card": true, "list": true,
	"item": true, "items": true, "link": true, "links": true, "teaser": true,
	"release": true, "released": true, "today": true, "todays": true, "current": true,
	"updated": true, "modified": true, "picker": true, "input": true, "form": true,
}

// maxDateElementText is the longest text a date element may hold: a date
// with its label ("Published on: 15 August 2025, 10:24 AM"), not a teaser.
const maxDateElementText = 60

// maxDateLead is how much of a longer date element's text is read for a
// date at its start: a label and a written-out date.
const maxDateLead = 30

// isDateName reports whether a class or id value names a date element:
// one of its tokens has a date word and no stop word ("article__meta-item
// article__date" does; "card__date" does not).
func isDateName(v string) bool {
	if v == "" || !mayBeDate(v) {
		return false
	}
	for tok := range dom.Tokens(strings.ToLower(v)) {
		hit, stop := false, false
		for part := range strings.FieldsFuncSeq(tok, func(r rune) bool { return r == '-' || r == '_' }) {
			stop = stop || dateClassStop[part]
			hit = hit || dateClassWords[part]
		}
		if hit && !stop {
			return true
		}
	}
	return false
}

// mayBeDate is the cheap pre-check for isDateName: every word it accepts
// contains "date" or "Date", so one vectorised scan for "ate" rules out
// almost every class (upper-case class names are left out).
func mayBeDate(v string) bool {
	return strings.Contains(v, "ate")
}

// addClassDate records the date of a date-named element when its whole
// text is a date and it is no comment's (inCommentBox).
func (s *signals) addClassDate(c *html.Node) {
	if inCommentBox(c) {
		return
	}
	t := nodeText(c, maxDateElementText+1)
	if len(t) > maxDateElementText {
		// A longer element may open with its date and go on to tags or
		// a share bar ("Posted on April 13, 2023 Tags: ...").
		i := maxDateLead
		for i > 0 && !utf8.RuneStart(t[i]) {
			i--
		}
		t = t[:i]
	}
	if d := dateInText(t); d != "" {
		s.classDates = append(s.classDates, d)
	}
}

// dateClassAfterH1 is how many elements after the first h1 a date-named
// element is read, beyond the byline windows (nearHeadline): a date
// element names what it holds, so it may stand past a standfirst and a
// lead image or table of contents (an interview page's "December 3, 2025"
// 377 elements under its h1). Measured on wcxb-dev: 400 gains that page,
// none lost and no undated page dated; 600 dates one undated page, 800
// two more.
const dateClassAfterH1 = 400

// nearDateHeadline reports whether the walk is where date-named elements
// are read: the byline windows, or dateClassAfterH1 elements after the
// first h1.
func (s *signals) nearDateHeadline() bool {
	return s.nearHeadline() || s.seenH1 && s.elements-s.firstH1 < dateClassAfterH1
}

// commentBoxDepth is how many ancestors inCommentBox reads: a comment's
// date sits a few levels under the box that names it ("comment-meta" >
// "date"), and the walk asks it only of date-named elements.
const commentBoxDepth = 6

// inCommentBox reports whether a date element sits in an element named
// for a comment or a review ("comment-meta forum-chapo" > "date"): its
// date is the comment's, posted after the page (trafilatura-dev 0264 took
// a reader's comment of September 11 for a story of September 30). The
// date element's own name is isDateName's to judge.
func inCommentBox(n *html.Node) bool {
	for p, i := n.Parent, 0; p != nil && i < commentBoxDepth; p, i = p.Parent, i+1 {
		if p.Type != html.ElementNode || p.DataAtom == atom.Body || p.DataAtom == atom.Html {
			// A page's type on <body> ("comments-page": old Reddit's
			// thread, whose post date is the page's) is no box.
			continue
		}
		for _, v := range []string{dom.Attr(p, "class"), dom.Attr(p, "id")} {
			if v != "" && namesComment(v) {
				return true
			}
		}
	}
	return false
}

// namesComment reports whether a class or id value has a part that names
// a comment, a reply or a list of reviews ("comment-meta", "reply_body",
// "reviews"). A part that tells the comments' state or count
// ("comments-open", "comment-count", "comments-link": WordPress themes
// put them on the post itself) names no comment, and neither does a
// lone "review", the class of a review site's article (its date is the
// page's); a shopper's review sits under its list, "reviews".
func namesComment(v string) bool {
	for tok := range dom.Tokens(strings.ToLower(v)) {
		names, about := false, false
		for part := range strings.FieldsFuncSeq(tok, func(r rune) bool { return r == '-' || r == '_' }) {
			switch part {
			case "comment", "comments", "reply", "replies", "reviews":
				names = true
			case "open", "closed", "count", "number", "link", "links":
				about = true
			}
		}
		if names && !about {
			return true
		}
	}
	return false
}
