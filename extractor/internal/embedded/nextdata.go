package embedded

import (
	"strings"

	"folio/extractor/internal/jsonread"
)

// proseKeys name the props that hold prose in the data of Next.js sites
// (CMS fields: body, content, text, description...).
var proseKeys = map[string]bool{
	"body": true, "content": true, "text": true, "html": true, "markdown": true,
	"description": true, "excerpt": true, "summary": true, "articleBody": true,
	"bodyText": true, "plaintext": true, "subtitle": true,
}

// nextDataBody joins the distinct prose strings of a __NEXT_DATA__
// document with blank lines; "" when they are sparse. A string whose every
// paragraph an earlier one already holds is left out (copies.go). When
// some strings are HTML the body is parsed as HTML, so the plain ones are
// written as paragraphs of their own: blank lines would not part them.
func nextDataBody(data string) string {
	if data == "" {
		return ""
	}
	var paras []string
	anyHTML := false
	seen := map[string]bool{}
	for _, s := range propStrings(data) {
		if !addPieces(seen, s) {
			continue
		}
		paras = append(paras, s)
		anyHTML = anyHTML || looksLikeHTML(s)
	}
	if anyHTML {
		for i, s := range paras {
			if !looksLikeHTML(s) {
				paras[i] = asParagraphs(s)
			}
		}
	}
	joined := strings.Join(paras, "\n\n")
	if Sparse(joined) {
		return ""
	}
	return joined
}

// propStrings returns, in document order, the prose strings of a
// __NEXT_DATA__ document: strings under a prose key with at least
// 40 bytes and five spaces, or any string of 200 bytes that reads as
// sentences. Keys, ids, URLs and JSON-in-strings are left out, and so is
// everything under a key that names site chrome (chromekeys.go).
func propStrings(data string) []string {
	// chrome: the value lies under a chrome key, at any depth.
	type frame struct{ obj, chrome bool }
	var stack []frame
	var out []string
	// key is the key read last, at any depth: a string in an array reads
	// as prose under the key of the nearest one before it.
	key := ""
	sc := jsonread.NewScanner(data)
	for {
		tok, err := sc.Next()
		if err != nil || tok.Kind == jsonread.End {
			return out
		}
		var top *frame
		if len(stack) > 0 {
			top = &stack[len(stack)-1]
		}
		switch tok.Kind {
		case jsonread.Key:
			key = tok.Text
		case jsonread.ObjectStart, jsonread.ArrayStart:
			chrome := top != nil && (top.chrome || top.obj && chromeKey(key))
			stack = append(stack, frame{obj: tok.Kind == jsonread.ObjectStart, chrome: chrome})
		case jsonread.ObjectEnd, jsonread.ArrayEnd:
			stack = stack[:len(stack)-1]
		case jsonread.String:
			if top != nil && (top.chrome || top.obj && chromeKey(key)) {
				continue
			}
			if isProse(key, tok.Text) {
				out = append(out, strings.TrimSpace(tok.Text))
			}
		}
	}
}

// isProse reports whether a data string reads as text for a reader.
func isProse(key, s string) bool {
	s = strings.TrimSpace(s)
	if len(s) < 40 || strings.Count(s, " ") < 5 {
		return false
	}
	if strings.HasPrefix(s, "http") || strings.HasPrefix(s, "{") || strings.HasPrefix(s, "[") ||
		strings.HasPrefix(s, "data:") {
		return false
	}
	return proseKeys[key] || len(s) >= 200
}
