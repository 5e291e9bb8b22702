package metadata

import "strings"

// Some themes print the byline only in an author card after the article,
// past the windows where bylines are looked for (bylineTopElements and
// bylineAfterH1 elements after the headline): a WordPress block theme's
// "wp-block-post-author-name" under a long post, a ranking page's
// "author-name" box at its foot, a "by" line linking to /authors/jane-doe
// below a long hero. Byline classes in general are not read there, since
// teasers, testimonials and footers use them too (measured: five spurious
// authors on wcxb-dev); two narrower signs are: a class naming the
// author's name itself (isAuthorNameToken) and a link to an author page
// (isAuthorPage), outside reviews and comments. They are the last resort
// before forum user names. wcxb-dev: author 87.6% -> 88.0% (+3 pages, none
// lost, spurious unchanged).

// maxLateNames bounds the late author names kept per page.
const maxLateNames = 4

// isAuthorNameClass reports whether a class value holds a token naming the
// author's name ("author-name", "wp-block-post-author-name").
func isAuthorNameClass(v string) bool {
	if !mayBeByline(v) {
		return false
	}
	for tok := range strings.FieldsSeq(strings.ToLower(v)) {
		if isAuthorNameToken(tok) {
			return true
		}
	}
	return false
}

// lateName returns the first late author name that reads as a name: at
// most four capitalised words.
func lateName(s *signals) string {
	for _, b := range s.lateNames {
		if a := cleanAuthor(b); a != "" && wordCount(a) <= 4 && capitalisedWords(a) {
			return a
		}
	}
	return ""
}
