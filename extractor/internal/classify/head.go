package classify

import (
	"slices"
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// headRole reads each class token as a compound whose last word is its head
// noun: "entry-footer", "article-meta", "post-share", "content-pagination"
// are a footer, metadata, a share bar and a pager that sit in the content,
// which hintRole's veto (any content word wins) lets through. Only tokens
// that start with a content word are read so ("site-footer" is hintRole's
// already), and only the roles that are never content inside an article:
// related, navigation, header and sidebar heads ("post-related",
// "content-header") lost "with" snippets on wcxb-dev listings. It also
// knows "nocontent", the marker of Google's custom search that devsite and
// others put on page furniture.
//
// On wcxb-dev (gym score wcxb, before retraining): "nocontent" takes the
// documentation leak from 8.6% to 7.5% at no cost; the heads take it to
// 6.3%, the overall leak from 5.4% to 5.3%, F1 0.890 -> 0.891.
func headRole(n *html.Node, words []string) (Role, bool) {
	if !slices.ContainsFunc(words, func(w string) bool { return contentHint(w) || w == "nocontent" }) {
		return "", false // the common case, without splitting the class again
	}
	cls := dom.Attr(n, "class")
	for tok := range dom.Tokens(dom.Lower(cls)) {
		if tok == "nocontent" {
			return RoleBoilerplate, true
		}
		first, last, k := outerWords(tok)
		if k < 2 || !contentHint(first) {
			continue
		}
		if r, ok := exactChrome[last]; ok && headOK(r) {
			return r, true
		}
		for _, h := range chromeHints {
			if strings.HasPrefix(last, h.prefix) && headOK(h.role) {
				return h.role, true
			}
		}
	}
	return "", false
}

func headOK(r Role) bool {
	switch r {
	case RoleRelated, RoleNavigation, RoleHeader, RoleSidebar:
		return false
	}
	return true
}

// outerWords returns the first and last of the maximal runs of ASCII
// lower-case letters and digits in s, and how many there are.
func outerWords(s string) (first, last string, k int) {
	for i := 0; i < len(s); {
		if !isLowerAlnum(s[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(s) && isLowerAlnum(s[j]) {
			j++
		}
		if k == 0 {
			first = s[i:j]
		}
		last, k, i = s[i:j], k+1, j
	}
	return first, last, k
}

func isLowerAlnum(c byte) bool { return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' }
