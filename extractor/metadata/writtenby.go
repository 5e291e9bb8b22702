package metadata

import (
	"strings"

	"golang.org/x/net/html"
)

// Some pages credit the writer in a sentence rather than a byline: "This
// post was written by Danielle Padula, Head of Marketing", "This post was
// written by <a>Vanessa Mendez, MD</a>, gastroenterologist", in an
// italic note above the article or a box below it. textByline reads only
// text that opens with "Written by"; writtenBy reads the credit inside a
// sentence, anywhere the walk reads bylines-free text, and keeps the
// first few. The name is the link that follows "written by" when the text
// stops there, otherwise the text after it (cleanAuthor and shortNames
// then keep a name with its credentials and refuse a clause). It is a
// late resort, after every byline. wcxb-dev: +2 pages, none lost.

// maxWrittenBy bounds the sentence credits kept per page.
const maxWrittenBy = 2

// writtenByPhrase is the credit inside a sentence, lower-cased.
const writtenByPhrase = " written by "

// writtenBy records the credit a text node makes inside a sentence.
func (s *signals) writtenBy(c *html.Node) {
	i := strings.Index(strings.ToLower(c.Data), writtenByPhrase)
	if i < 0 {
		return
	}
	rest := strings.TrimSpace(c.Data[i+len(writtenByPhrase):])
	if rest == "" {
		if n := c.NextSibling; n != nil && n.Type == html.ElementNode {
			rest = nodeText(n, maxBylineText)
		}
	}
	if rest != "" {
		s.sentenceCredits = append(s.sentenceCredits, rest)
	}
}

// sentenceCredit returns the first sentence credit that opens with a
// person's name.
func sentenceCredit(s *signals) string {
	for _, b := range s.sentenceCredits {
		a := cleanAuthor(strings.TrimRight(b, "."))
		if a == "" || !shortNames(a) {
			continue
		}
		// The first part is the name: two to four capitalised words, not
		// "AI" or "our team".
		if first := strings.Split(a, ", ")[0]; capitalisedWords(first) && wordCount(first) >= 2 && wordCount(first) <= 4 {
			return a
		}
	}
	return ""
}
