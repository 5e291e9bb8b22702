package dom

import "strings"

// CMS taxonomy terms in class lists. WordPress writes a post's own
// taxonomy and state into the class of its <article> and <body>
// (post_class, body_class): "post-7 post type-post status-publish
// format-aside hentry category-kommentare tag-sidebar author-jane". The
// words after "category-", "tag-" and "author-" are the editor's category
// and tag names and the writer's login, written in the site's language;
// they say what the post is about, not what the box is. A rule that reads
// "kommentar", "sidebar", "share" or "author" in them took the story for
// a comment thread, a sidebar, a share bar or an author box. WooCommerce
// writes its products' categories and tags the same way ("product_cat-",
// "product_tag-"), and other CMSs and themes copied the scheme.
//
// "author-box", "tag-list" and "category-nav" are layout names all the
// same, so a token with such a prefix is a term only in a class list a
// CMS wrote as one (CMSClassList): one that holds the hAtom entry class
// "hentry", a post's type and state ("type-post status-publish"), a
// single post's id ("postid-7"), or an archive's "archive".

// termPrefixes are the prefixes of a taxonomy's terms and a post's state
// in a CMS's class list.
var termPrefixes = [...]string{"category-", "tag-", "author-", "format-", "postid-", "type-", "status-",
	"product_cat-", "product_tag-"}

// CMSTerm reports whether tok, a token of the class value class (both
// lower case), names a term of a CMS's taxonomy or the post's state in a
// post's or archive's class list, rather than a layout part. Callers ask
// it only of a token that already matched one of their words, so the
// class list is read only then.
func CMSTerm(class, tok string) bool {
	return termToken(tok) && CMSClassList(class)
}

// termToken reports whether tok starts with one of termPrefixes and has
// a term after it.
func termToken(tok string) bool {
	switch tok[0] {
	case 'c', 't', 'a', 'f', 'p', 's':
	default:
		return false
	}
	for _, p := range termPrefixes {
		if len(tok) > len(p) && strings.HasPrefix(tok, p) {
			return true
		}
	}
	return false
}

// CMSClassList reports whether class (lower case) is a class list a CMS
// writes for a post or an archive: it holds "hentry", "archive" or a
// single post's "postid-7", or both a post's type and its publishing
// state as WordPress's post_class writes them ("type-post
// status-publish"). One modifier of a theme's own ("author-box type-2",
// "tag-list status-open") makes no such list: its author box is one.
func CMSClassList(class string) bool {
	var typed, stated bool
	for tok := range strings.FieldsSeq(class) {
		switch {
		case tok == "hentry", tok == "archive":
			return true
		case strings.HasPrefix(tok, "postid-"):
			if AllDigits(tok[len("postid-"):]) {
				return true
			}
		case strings.HasPrefix(tok, "type-"):
			typed = typed || len(tok) > len("type-") && isLowerLetter(tok[len("type-")])
		case strings.HasPrefix(tok, "status-"):
			stated = stated || postStatus(tok[len("status-"):])
		}
	}
	return typed && stated
}

// postStatus reports whether s is one of WordPress's post states, which
// post_class writes after "status-".
func postStatus(s string) bool {
	switch s {
	case "publish", "draft", "pending", "private", "future", "inherit":
		return true
	}
	return false
}

func isLowerLetter(c byte) bool { return c >= 'a' && c <= 'z' }

// AppendTermlessWords is AppendClassWords of the class value class
// (lower case) without the words of its CMS terms (CMSTerm): the words
// that say what the element is.
func AppendTermlessWords(words []string, class string) []string {
	if !CMSClassList(class) {
		return AppendClassWords(words, class)
	}
	for tok := range strings.FieldsSeq(class) {
		if !termToken(tok) {
			words = AppendClassWords(words, tok)
		}
	}
	return words
}
