package metadata

import (
	"strings"

	"golang.org/x/net/html"

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
// Microdata says the same (an element with itemtype schema.org/Person
// and an itemprop=description inside it: WordPress author-box plugins):
// its description's text counts too.
//
// Read returns the same from the walk that finds the metadata; call
// AuthorBios only when the metadata is not wanted.
func AuthorBios(doc *html.Node) []string {
	if doc == nil {
		return nil
	}
	s := collect(doc)
	return authorBios(s, parseJSONLD(s.jsonld))
}

// authorBios returns the Person descriptions of a page: those its
// microdata holds (gathered by the walk), then those of its JSON-LD.
func authorBios(s *signals, ld *linkedData) []string {
	bios := s.bios
	for _, v := range ld.values {
		bios = personBios(v, bios, 0)
	}
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

// personScope reports whether n opens a schema.org Person item in
// microdata (itemscope itemtype=".../Person"): an author box that marks
// up its writer, as WordPress author-box plugins do.
func personScope(n *html.Node) bool {
	if n.Type != html.ElementNode {
		return false
	}
	t := dom.Attr(n, "itemtype")
	return t != "" && strings.HasSuffix(strings.TrimRight(strings.TrimSpace(t), "/"), "schema.org/Person")
}

// microdataBios appends the text of the itemprop=description elements
// inside the Person item n (not inside a nested item).
func microdataBios(n *html.Node, bios []string) []string {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		if strings.EqualFold(strings.TrimSpace(dom.Attr(c, "itemprop")), "description") {
			if d := dom.Text(c, nil); len(d) >= minBio {
				bios = append(bios, d)
			}
			continue
		}
		if dom.HasAttr(c, "itemscope") { // a nested item
			continue
		}
		bios = microdataBios(c, bios)
	}
	return bios
}

// personsIn appends the microdata Person descriptions in the subtree below
// n: for the elements the metadata walk does not descend into (an
// itemprop=author box).
func personsIn(n *html.Node, bios []string) []string {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		if personScope(c) {
			bios = microdataBios(c, bios)
		}
		bios = personsIn(c, bios)
	}
	return bios
}
