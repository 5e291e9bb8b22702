package app

import (
	"encoding/json"
	"net/url"
	"strings"

	"folio/extractor"
)

// embeddedMarkdown returns the content a page carries as data rather than
// markup: JSON-LD articleBody, text or description, else the text strings
// of Next.js page props. ok is false when that is sparse too.
func (p pageScan) embeddedMarkdown(base *url.URL) (string, bool) {
	for _, key := range []string{"articleBody", "text", "description"} {
		for _, ld := range p.jsonLD {
			if s := longestJSONString(ld, key); !sparse(s) {
				return textToMarkdown(s, base), true
			}
		}
	}
	if p.nextData == "" {
		return "", false
	}
	strs := propStrings(p.nextData)
	var paras []string
	seen := map[string]bool{}
	for _, s := range strs {
		if !seen[s] {
			seen[s] = true
			paras = append(paras, s)
		}
	}
	joined := strings.Join(paras, "\n\n")
	if sparse(joined) {
		return "", false
	}
	return textToMarkdown(joined, base), true
}

// textToMarkdown turns a string from embedded data into Markdown: HTML
// goes through the extractor as a whole (ProfileAll: it is content
// already); text becomes escaped paragraphs.
func textToMarkdown(s string, base *url.URL) string {
	if looksLikeHTMLFragment(s) {
		opts := []extractor.Option{extractor.WithProfile(extractor.ProfileAll)}
		if base != nil {
			opts = append(opts, extractor.WithURL(base.String()))
		}
		if res, err := extractor.Extract([]byte("<html><body>"+s+"</body></html>"), opts...); err == nil && !sparse(res.Text) {
			return res.Markdown
		}
	}
	var b strings.Builder
	for _, para := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n\n") {
		if para = strings.TrimSpace(para); para != "" {
			b.WriteString(escapeParagraph(para))
			b.WriteString("\n\n")
		}
	}
	return b.String()
}

func looksLikeHTMLFragment(s string) bool {
	return strings.Contains(s, "</p>") || strings.Contains(s, "<br") || strings.Contains(s, "</div>")
}

// longestJSONString returns the longest string value under key anywhere in
// a JSON document (JSON-LD nests articles in @graph and arrays).
func longestJSONString(doc, key string) string {
	var v any
	if json.Unmarshal([]byte(doc), &v) != nil {
		return ""
	}
	best := ""
	walkJSON(v, func(k string, s string) {
		if k == key && len(s) > len(best) {
			best = s
		}
	})
	return best
}

// walkJSON calls fn for every string value with the key it sits under.
func walkJSON(v any, fn func(key, s string)) {
	var walk func(key string, v any)
	walk = func(key string, v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, c := range v {
				walk(k, c)
			}
		case []any:
			for _, c := range v {
				walk(key, c)
			}
		case string:
			fn(key, v)
		}
	}
	walk("", v)
}
