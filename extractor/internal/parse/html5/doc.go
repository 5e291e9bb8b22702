// Package html5 is golang.org/x/net/html's tokenizer and tree builder
// (v0.62.0, BSD licence: see LICENSE), changed only in how it allocates,
// for the extractor's parse of every page.
//
// x/net/html copies each tag name, attribute key and value to replace NUL
// bytes, copies them again into strings, allocates every node on its own
// and keeps a map of the attribute names of each tag: 21,000 allocations
// for a typical page, more than four in five of the whole extraction.
// Here the input is one string and a token's text, names and values are
// substrings of it unless they need decoding (character references, CR
// line ends, NUL, upper case), nodes and attribute slices come in chunks,
// and duplicate attributes are found by comparing bytes.
//
// The tree is made of html.Node values, so everything downstream is
// unchanged, and it is the same tree: same_test.go compares it with
// x/net/html's on hand-written cases, on the labelled corpora and under
// fuzzing. When go.mod moves x/net to a version whose parser builds
// different trees, that test fails: port the change here.
//
// Usage:
//
//	doc, err := html5.Parse(ctx, utf8Text, maxUnits)
//
// Parse never modifies its input. The tree keeps the input's string alive
// as long as any node is reachable; the extractor holds both for one
// page. Like x/net/html, it refuses documents nested deeper than 512
// elements. It also counts what it builds (NodeUnits a node, one an
// attribute) and stops at the caller's budget, in the tokenizer for a tag
// whose attributes alone would outgrow it, so that package parse needs no
// pass of its own over the bytes of most pages to refuse a hostile one.
package html5
