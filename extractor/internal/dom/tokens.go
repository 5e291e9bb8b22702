package dom

import (
	"iter"
	"strings"

	"golang.org/x/net/html"
)

// Token lists. HTML writes a set of names as one attribute value split by
// ASCII white space (space, tab, line feed, form feed, carriage return:
// the "set of space-separated tokens" of class, rel, itemprop and
// itemtype). A name is in the set only as a whole token: "price" is not in
// "price--on-sale" nor in "priceless", which a substring test would find.
// Class names and microdata properties are case-sensitive by the spec
// (HasToken); a reader of values that authors capitalise folds case
// (HasTokenFold): metadata reads rel ("Author") and itemprop ("Name")
// so, since a wrong case there still names the author or the title.
// BoxOf, classify's class reads, prune's hidden classes and image
// descriptions, metadata's date classes and templates split token lists
// by the same rule (Tokens, AnyToken): strings.Fields would also split at
// a no-break space, which is part of a class name. These are the one home of the token
// tests that the Markdown walker, metadata, templates, classify and prune
// each used to write for themselves.

// HasClass reports whether n's class attribute holds the token name.
func HasClass(n *html.Node, name string) bool { return HasToken(Attr(n, "class"), name) }

// HasToken reports whether the space-separated token list holds tok, a
// single token (no white space), as a whole token and in the same case.
// It looks tok up with strings.Index and checks the bytes around each hit,
// so that the common miss costs one fast scan: lists are read for most
// elements of a page.
func HasToken(list, tok string) bool {
	if tok == "" {
		return false
	}
	for i := 0; i+len(tok) <= len(list); {
		j := strings.Index(list[i:], tok)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(tok)
		if (start == 0 || IsSpace(list[start-1])) && (end == len(list) || IsSpace(list[end])) {
			return true
		}
		i = start + 1
	}
	return false
}

// HasTokenFold is HasToken with case folded (strings.EqualFold).
func HasTokenFold(list, tok string) bool {
	return AnyToken(list, func(w string) bool { return strings.EqualFold(w, tok) })
}

// AnyToken reports whether fn holds for a token of the space-separated
// list; it stops at the first that does.
func AnyToken(list string, fn func(tok string) bool) bool {
	for tok := range Tokens(list) {
		if fn(tok) {
			return true
		}
	}
	return false
}

// Tokens yields the tokens of a space-separated token list in order
// (class, rel, an ID reference list such as aria-describedby), split at
// ASCII white space only: strings.Fields would also split at a no-break
// space, which is part of a name.
func Tokens(list string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for i := 0; i < len(list); {
			for i < len(list) && IsSpace(list[i]) {
				i++
			}
			j := i
			for j < len(list) && !IsSpace(list[j]) {
				j++
			}
			if j > i && !yield(list[i:j]) {
				return
			}
			i = j
		}
	}
}

// IsSpace reports whether c is ASCII white space as HTML defines it
// (space, tab, line feed, form feed, carriage return): it splits token
// lists here, in the rule triggers and in the fingerprint's class hash,
// tags and words in the parser's pre-scan, the Markdown walker and
// templates, and tells blank text in classify and metadata. It is the one
// home of that test: a copy that forgot the form feed read "\f" as a
// letter.
func IsSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

// Blank reports whether s is only the white space IsSpace reports: a text
// node between tags that holds nothing to read.
func Blank(s string) bool {
	for i := 0; i < len(s); i++ {
		if !IsSpace(s[i]) {
			return false
		}
	}
	return true
}

// SpaceBytes are the bytes IsSpace reports, as strings.Trim and
// strings.IndexAny take them: a link's address is trimmed of them, and
// token lists are cut at them.
const SpaceBytes = " \t\n\r\f"
