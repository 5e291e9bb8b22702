package embedded

import "folio/extractor/internal/jsonread"

// bodyKeys are the JSON-LD properties that hold a page's text, most
// complete first (schema.org Article.articleBody, CreativeWork.text).
// Thing.description is left out: it summarises the page, it is not its
// content (a shell's description standing in for its body turns an empty
// extraction into a wrong one), and the metadata already carries it.
var bodyKeys = []string{"articleBody", "text"}

// jsonLDBody returns the longest string under the first body key that has
// one of MinChars, looking through every JSON-LD script; "" when none has.
func jsonLDBody(scripts []string) string {
	docs := make([]any, 0, len(scripts))
	for _, s := range scripts {
		vs, _ := jsonread.Values(s) // the values before an error count
		docs = append(docs, vs...)
	}
	for _, key := range bodyKeys {
		for _, v := range docs {
			if s := longestString(v, key); !Sparse(s) {
				return s
			}
		}
	}
	return ""
}

// longestString returns the longest string value under key anywhere in a
// JSON document (JSON-LD nests articles in @graph and arrays).
func longestString(v any, key string) string {
	best := ""
	var walk func(k string, v any)
	walk = func(k string, v any) {
		switch v := v.(type) {
		case map[string]any:
			for ck, c := range v {
				walk(ck, c)
			}
		case []any:
			for _, c := range v {
				walk(k, c)
			}
		case string:
			if k == key && len(v) > len(best) {
				best = v
			}
		}
	}
	walk("", v)
	return best
}
