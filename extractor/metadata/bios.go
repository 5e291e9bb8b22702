package metadata

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// minBio is the shortest Person description (bytes) AuthorBios reports: a
// job title ("Senior Editor") is no biography, and a paragraph of the
// content matching so little would be a coincidence.
const minBio = 40

// AuthorBios returns the descriptions that the page's JSON-LD gives of
// people (schema.org Person "description", nested anywhere: an article's
// author, a Yoast @graph's Person), as plain text with HTML tags dropped.
// The site itself says these words describe a person, not the page: the
// same text shown under the article is its author box. Content pruning
// cuts it (prune's author-bio rule) in any language.
//
// Only scripts that name a Person are decoded, so pages without one cost a
// walk over the document's elements.
func AuthorBios(doc *html.Node) []string {
	var bios []string
	total := 0
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			if c.DataAtom != atom.Script {
				walk(c)
				continue
			}
			if c.FirstChild == nil || !strings.EqualFold(strings.TrimSpace(dom.Attr(c, "type")), "application/ld+json") {
				continue
			}
			text := c.FirstChild.Data
			if len(text) > maxJSONLDBytes || total+len(text) > maxJSONLDTotal {
				continue
			}
			total += len(text)
			if !strings.Contains(text, `Person"`) || !strings.Contains(text, `"description"`) {
				continue
			}
			for _, v := range decodeLenient(text) {
				bios = personBios(v, bios, 0)
			}
		}
	}
	walk(doc)
	return bios
}

// personBios appends the descriptions of the Person objects in v.
func personBios(v any, bios []string, depth int) []string {
	if depth > maxLDDepth {
		return bios
	}
	switch t := v.(type) {
	case map[string]any:
		if isPerson(t["@type"]) {
			if d, ok := t["description"].(string); ok {
				if d = stripTags(d); len(d) >= minBio {
					bios = append(bios, d)
				}
			}
		}
		for _, x := range t {
			bios = personBios(x, bios, depth+1)
		}
	case []any:
		for _, x := range t {
			bios = personBios(x, bios, depth+1)
		}
	}
	return bios
}

func isPerson(v any) bool {
	switch t := v.(type) {
	case string:
		return t == "Person"
	case []any:
		for _, x := range t {
			if s, ok := x.(string); ok && s == "Person" {
				return true
			}
		}
	}
	return false
}

// stripTags returns s without its HTML tags and with its entities decoded:
// some sites write a description as markup ("<p>Jane Doe is ...</p>").
func stripTags(s string) string {
	if strings.IndexByte(s, '<') < 0 {
		return strings.TrimSpace(html.UnescapeString(s))
	}
	var b strings.Builder
	in := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '<':
			in = true
			b.WriteByte(' ')
		case c == '>' && in:
			in = false
		case !in:
			b.WriteByte(c)
		}
	}
	return strings.TrimSpace(html.UnescapeString(b.String()))
}
