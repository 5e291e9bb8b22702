// Package jsonread reads the JSON that pages carry in their scripts
// (JSON-LD graphs, a framework's state such as Next.js's __NEXT_DATA__)
// with one lenient grammar for the whole extractor. It is lenient where CMS
// templates are sloppy and browsers (which never parse JSON-LD) let it
// pass: trailing and doubled commas, raw control characters inside strings
// (read as spaces), invalid escapes such as \' (kept as the character),
// several values in one script. On input encoding/json accepts it reads
// the same values.
//
// Two ways in, over the same tokens:
//
//	vs, err := jsonread.Values(script) // map[string]any, []any, string, float64, bool, nil
//
//	sc := jsonread.NewScanner(script) // a stream, nothing built
//	for tok, err := sc.Next(); err == nil && tok.Kind != jsonread.End; tok, err = sc.Next() {
//		if tok.Kind == jsonread.String { ... }
//	}
//
// Values builds the tree with no reflection, several times faster than
// encoding/json on the 1-50 KB graphs SEO plugins emit; the Scanner
// allocates nothing but the strings that hold escapes, for the large state
// documents of which a reader wants a few strings.
//
// Security: nesting is bounded by MaxDepth (an error past it, never a
// deeper recursion or stack), and the reader never panics on any input:
// FuzzValues checks it against encoding/json.
package jsonread
