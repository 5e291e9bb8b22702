package metadata

import "strings"

// Byline class names: whether an element's class or id names the page's
// byline (isBylineName), as Readability's byline pattern does, and not a
// comment's, a review's or a bio box's author. collect reads it of every
// element, so a cheap pre-check (mayBeByline) goes first.

// bylineWords are the class and id words Readability treats as bylines
// (its REGEXPS.byline: byline|author|dateline|writtenby|p-author), matched
// as whole parts of a hyphen/underscore-separated name so that
// "authorization" and "co-authored-comments" do not count.
var bylineWords = map[string]bool{
	"byline": true, "bylines": true, "author": true, "authors": true, "dateline": true,
	"writtenby": true, "authorname": true, "author__name": true, "autor": true, "auteur": true,
}

// bylineStop are parts that mark author-ish elements that are not the
// page's byline: comment and review authors, bio boxes, avatars, labels,
// share bars ("author_share" holds "Artikel empfehlen:" and its buttons:
// trafilatura-dev read it as the author "so Artikel empfehlen").
var bylineStop = map[string]bool{
	"comment": true, "comments": true, "avatar": true, "bio": true, "description": true, "desc": true,
	"img": true, "image": true, "photo": true, "pic": true, "social": true, "follow": true, "reply": true,
	"box": true, "about": true, "review": true, "reviews": true, "label": true, "title": true,
	"card": true, "list": true, "more": true, "posts": true, "reset": true, "icon": true, "share": true,
}

// isBylineName reports whether a class or id value v names the page's
// byline: a token names the author's name itself (isAuthorNameToken), or
// a hyphen- or underscore-separated part of one is a byline word and no
// part of any is a stop word.
func isBylineName(v string) bool {
	if v == "" || !mayBeByline(v) {
		return false
	}
	hit := false
	for tok := range strings.FieldsSeq(strings.ToLower(v)) {
		if isAuthorNameToken(tok) {
			return true
		}
		for part := range strings.FieldsFuncSeq(tok, func(r rune) bool { return r == '-' || r == '_' }) {
			if bylineStop[part] {
				return false
			}
			if bylineWords[part] {
				hit = true
			}
		}
	}
	return hit
}

// isAuthorNameToken reports whether one class token names the author's name
// itself ("author-name", "elementor-author-box__name", "post-author-name"):
// that holds only the name even inside the boxes and cards bylineStop
// otherwise rules out, unless the box belongs to a comment or review.
func isAuthorNameToken(tok string) bool {
	author, name := false, false
	for part := range strings.FieldsFuncSeq(tok, func(r rune) bool { return r == '-' || r == '_' }) {
		switch part {
		case "author":
			author = true
		case "name":
			name = true
		case "comment", "comments", "reply", "review", "reviews":
			return false
		}
	}
	return author && name
}

// mayBeByline is a fast pre-check for isBylineName: it reports whether v
// contains "uth" (author, Author, auth-) or "yline" (byline). Class lists
// of utility-CSS pages run to hundreds of bytes per element, so this runs
// three vectorised scans rather than a byte loop or a lower-cased copy.
// "dateline" and "writtenby" are left to the text byline heuristic.
func mayBeByline(v string) bool {
	return strings.Contains(v, "uth") || strings.Contains(v, "yline") || strings.Contains(v, "UTH")
}
