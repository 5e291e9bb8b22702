package metadata

import (
	"reflect"
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/jsonread"
)

// maxLDDepth bounds recursion into nested JSON-LD values.
const maxLDDepth = 12

// JSONLD returns the JSON-LD entities of doc: the objects of every
// <script type="application/ld+json">, with arrays and @graph containers
// flattened, in document order. Invalid JSON is repaired when it is only
// sloppy (trailing commas, raw newlines in strings, HTML comment wrappers);
// otherwise the script is skipped. Scripts over 1 MiB are ignored.
func JSONLD(doc *html.Node) []map[string]any {
	return parseJSONLD(collect(doc).jsonld).entities
}

// ArticleBody returns the articleBody of doc's main JSON-LD entity, or "".
// Content classifiers use it as a fallback when the DOM holds no article.
func ArticleBody(doc *html.Node) string {
	ld := parseJSONLD(collect(doc).jsonld)
	if ld.main != nil {
		if s := ldString(ld.main["articleBody"]); s != "" {
			return s
		}
	}
	for _, e := range ld.entities {
		if s := ldString(e["articleBody"]); s != "" {
			return s
		}
	}
	return ""
}

// linkedData is the parsed JSON-LD of a page.
type linkedData struct {
	values   []any                     // every script's decoded value, as written
	entities []map[string]any          // top-level entities, @graph flattened
	byID     map[string]map[string]any // @id -> entity, for Yoast-style references
	main     map[string]any            // the entity the page is about, or nil
	mainRank int
	faq      []map[string]any // the Questions FAQPages list (faqentry.go)
}

func parseJSONLD(scripts []string) *linkedData {
	ld := &linkedData{}
	for _, s := range scripts {
		for _, v := range decodeLenient(s) {
			ld.values = append(ld.values, v)
			ld.add(v, 0)
		}
	}
	for _, e := range ld.entities {
		ld.index(e, 0)
	}
	ld.faq = ld.faqEntries()
	ld.pickMain()
	return ld
}

// add appends the entities in v (an object, an array, or a @graph holder).
func (ld *linkedData) add(v any, depth int) {
	if depth > maxLDDepth {
		return
	}
	switch t := v.(type) {
	case []any:
		for _, x := range t {
			ld.add(x, depth+1)
		}
	case map[string]any:
		if g, ok := t["@graph"]; ok {
			ld.add(g, depth+1)
			if _, typed := t["@type"]; !typed {
				return
			}
		}
		ld.entities = append(ld.entities, t)
	}
}

// index records every object with an @id, at any depth, so that
// {"@id": "#author"} references resolve. The first full definition wins over
// bare references.
func (ld *linkedData) index(v any, depth int) {
	if depth > maxLDDepth {
		return
	}
	switch t := v.(type) {
	case []any:
		for _, x := range t {
			ld.index(x, depth+1)
		}
	case map[string]any:
		if id, ok := t["@id"].(string); ok && id != "" && len(t) > 1 {
			if ld.byID == nil {
				ld.byID = make(map[string]map[string]any)
			}
			if old, seen := ld.byID[id]; !seen || len(old) < len(t) {
				ld.byID[id] = t
			}
		}
		for k, x := range t {
			if k == "articleBody" || k == "text" {
				continue
			}
			switch x.(type) {
			case map[string]any, []any:
				ld.index(x, depth+1)
			}
		}
	}
}

// resolve follows a bare {"@id": ...} reference.
func (ld *linkedData) resolve(v any) any {
	m, ok := v.(map[string]any)
	if !ok {
		return v
	}
	if id, ok := m["@id"].(string); ok && len(m) <= 2 {
		if full, ok := ld.byID[id]; ok {
			return full
		}
	}
	return m
}

// pickMain chooses the entity the page is about: the highest typeRank, the
// first in document order on ties. A WebPage's mainEntity counts as well.
func (ld *linkedData) pickMain() {
	consider := func(e map[string]any) {
		if r := typeRank(ldTypes(e)); r > ld.mainRank && !ld.isFAQEntry(e) {
			ld.main, ld.mainRank = e, r
		}
	}
	for _, e := range ld.entities {
		consider(e)
		if me, ok := ld.resolve(e["mainEntity"]).(map[string]any); ok {
			// A page's own main entity of the same rank is the more
			// specific of the two: a QAPage's Question carries the
			// asker and the date.
			if r := typeRank(ldTypes(me)); sameMap(ld.main, e) && r == ld.mainRank && r > 0 {
				ld.main = me
			}
			consider(me)
		}
	}
}

// ofRank returns the entities whose type ranks at least r, main first.
func (ld *linkedData) ofRank(r int) []map[string]any {
	var out []map[string]any
	if ld.main != nil && ld.mainRank >= r {
		out = append(out, ld.main)
	}
	for _, e := range ld.entities {
		if typeRank(ldTypes(e)) >= r && !sameMap(e, ld.main) && !ld.isFAQEntry(e) {
			out = append(out, e)
		}
	}
	return out
}

// firstOfType returns the first entity with one of the given types.
func (ld *linkedData) firstOfType(types ...string) map[string]any {
	for _, e := range ld.entities {
		for _, t := range ldTypes(e) {
			for _, want := range types {
				if t == want {
					return e
				}
			}
		}
	}
	return nil
}

func sameMap(a, b map[string]any) bool {
	if a == nil || b == nil {
		return false
	}
	return reflect.ValueOf(a).UnsafePointer() == reflect.ValueOf(b).UnsafePointer()
}

// ldTypes returns the @type of e as a list, without schema.org prefixes.
func ldTypes(e map[string]any) []string {
	var out []string
	add := func(s string) {
		if s = ldType(s); s != "" {
			out = append(out, s)
		}
	}
	switch t := e["@type"].(type) {
	case string:
		add(t)
	case []any:
		for _, x := range t {
			if s, ok := x.(string); ok {
				add(s)
			}
		}
	}
	return out
}

// ldType returns the type name a @type value s names: its last segment
// after '/', ':' or '#', so "https://schema.org/NewsArticle" and
// "schema:NewsArticle" read "NewsArticle".
func ldType(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexAny(s, "/:#"); i >= 0 {
		s = s[i+1:]
	}
	return s
}

// ldString returns v as text: a string, a number, the first usable element
// of an array, or the name/@value/url of an object.
func ldString(v any) string {
	switch t := v.(type) {
	case string:
		return clean(t)
	case []any:
		for _, x := range t {
			if s := ldString(x); s != "" {
				return s
			}
		}
	case map[string]any:
		for _, k := range []string{"@value", "name", "url", "contentUrl", "@id"} {
			if s, ok := t[k].(string); ok && s != "" {
				return clean(s)
			}
		}
	}
	return ""
}

// decodeLenient decodes every JSON value in s with the extractor's lenient
// reader (internal/jsonread). A value cut short (a truncated script) is
// dropped; the values before it are kept.
func decodeLenient(s string) []any {
	s = trimWrapper(s)
	if s == "" {
		return nil
	}
	vs, _ := jsonread.Values(s)
	return vs
}

// trimWrapper drops what surrounds the JSON: HTML comments, CDATA markers,
// a trailing semicolon.
func trimWrapper(s string) string {
	if strings.Contains(s, "<![CDATA[") {
		s = strings.NewReplacer("<![CDATA[", "", "]]>", "").Replace(s)
	}
	i := strings.IndexAny(s, "{[")
	j := strings.LastIndexAny(s, "}]")
	if i < 0 || j < i {
		return ""
	}
	return s[i : j+1]
}
