// Package parse turns raw page bytes into a DOM: it detects the charset,
// enforces the input limits and parses with scripting disabled, so that
// <noscript> content (the crawler view of many forums) is markup, not text.
package parse

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
	"golang.org/x/net/html/charset"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/unicode"

	"folio/extractor/internal/parse/html5"
)

// HTMLMaxDepth is the nesting depth past which golang.org/x/net/html refuses
// to parse; no configured limit can go beyond it.
const HTMLMaxDepth = 512

// Limits bounds the work done on one page.
type Limits struct {
	MaxBytes     int64 // input size after decompression
	MaxDepth     int   // element nesting; deeper pages are flattened (flatten.go)
	MaxNodes     int   // nodes and attributes in the parsed tree
	BytesPerNode int   // input bytes each node past NodeAllowance needs
}

// parses counts the documents Parse has been asked to parse, for Count.
var parses atomic.Uint64

// Count returns how many documents Parse has been asked to parse in this
// process, whether or not they parsed.
func Count() uint64 { return parses.Load() }

// Parse decodes data to UTF-8 (BOM, then the HTTP Content-Type, then
// <meta charset>, then a UTF-8 validity check) and parses it. contentType may
// be empty.
func Parse(data []byte, contentType string, lim Limits) (*html.Node, error) {
	return ParseContext(context.Background(), data, contentType, lim)
}

// ParseContext is Parse that stops with ctx's error once ctx is done: the
// tree builder checks it every thousand tokens.
func ParseContext(ctx context.Context, data []byte, contentType string, lim Limits) (*html.Node, error) {
	parses.Add(1)
	if lim.MaxBytes > 0 && int64(len(data)) > lim.MaxBytes {
		return nil, &LimitError{Limit: "MaxBytes", Max: lim.MaxBytes, Got: int64(len(data)), Err: ErrTooLarge}
	}
	text, err := ToUTF8(data, contentType)
	if err != nil {
		return nil, err
	}
	lim.MaxNodes = Budget(len(data), lim)
	doc, err := parseText(ctx, text, lim)
	// A page too deep is read again flattened (flatten.go), closer to the
	// root each time the last did not bring it within the limit: the tree
	// builder's implied elements (tbody, a formatting element reopened in
	// every block, foreign content) can fill a small MaxDepth. The last
	// try keeps no tag but raw-text elements, which fits any limit that
	// holds a page at all (html, body, a script and its text).
	for keep := flattenKeep(lim.MaxDepth); errors.Is(err, ErrTooDeep); keep /= 3 {
		doc, err = parseText(ctx, flatten(text, keep), lim)
		if keep == 0 {
			break
		}
	}
	return doc, err
}

// parseText builds the tree of UTF-8 text within lim, whose MaxNodes is
// already the page's budget.
func parseText(ctx context.Context, text []byte, lim Limits) (*html.Node, error) {
	if len(text) >= prescanFrom {
		if err := precount(ctx, text, lim.MaxNodes); err != nil {
			return nil, err
		}
	}
	doc, err := buildTree(ctx, text, lim)
	if err != nil {
		return nil, err
	}
	found, err := checkTree(doc, lim)
	if err != nil {
		return nil, err
	}
	swallowed := found.swallowed
	if swallowed {
		// Rare (two pages of wcxb-dev): parse again with the noscript's
		// raw-text element closed (noscript.go).
		if fixed := closeNoscriptRaw(text); len(fixed) != len(text) {
			if doc2, err := buildTree(ctx, fixed, lim); err == nil {
				if found2, err := checkTree(doc2, lim); err == nil {
					doc, found = doc2, found2
				}
			}
		}
	}
	if found.streamed {
		placeStreamed(doc) // streamed.go
	}
	return doc, nil
}

// ToUTF8 returns data decoded to UTF-8. A declared charset wins; when there is
// none, valid UTF-8 stays UTF-8 and anything else is read as windows-1252,
// as browsers do.
func ToUTF8(data []byte, contentType string) ([]byte, error) {
	enc, name, certain := charset.DetermineEncoding(data, contentType)
	if !certain && utf8.Valid(data) {
		return stripBOM(data), nil
	}
	if name == "utf-8" || enc == unicode.UTF8 || enc == encoding.Nop {
		return validUTF8(stripBOM(data)), nil
	}
	out, err := enc.NewDecoder().Bytes(data)
	if err != nil {
		// A decoder error means bytes the charset cannot map; fall back to
		// the raw bytes rather than losing the page.
		return validUTF8(stripBOM(data)), nil
	}
	return validUTF8(out), nil
}

// validUTF8 replaces each run of bytes that are not UTF-8 with U+FFFD, as
// browsers do, so that nothing downstream sees (or writes) invalid text.
func validUTF8(b []byte) []byte {
	if utf8.Valid(b) {
		return b
	}
	return bytes.ToValidUTF8(b, []byte("\uFFFD"))
}

func stripBOM(b []byte) []byte {
	return bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
}

// buildTree parses text with the node budget of lim, mapping the
// builder's refusals to LimitErrors.
func buildTree(ctx context.Context, text []byte, lim Limits) (*html.Node, error) {
	doc, err := html5.Parse(ctx, text, int64(lim.MaxNodes)*attrsPerNode)
	if err != nil {
		if cerr := ctx.Err(); cerr != nil {
			return nil, cerr
		}
		var over *html5.OverBudget
		if errors.As(err, &over) {
			return nil, &LimitError{Limit: "MaxNodes", Max: int64(lim.MaxNodes), Got: over.Units / attrsPerNode, Err: ErrTooManyNodes}
		}
		if strings.Contains(err.Error(), "exceeds 512") {
			return nil, &LimitError{Limit: "MaxDepth", Max: HTMLMaxDepth, Got: HTMLMaxDepth + 1, Err: ErrTooDeep}
		}
		return nil, err
	}
	return doc, nil
}

// checkTree enforces MaxDepth and MaxNodes with one iterative walk of the
// tree as built (the adoption agency can nest it deeper than the stack of
// open elements the builder bounds); the builder has already stopped at
// the node budget, counting as here (attributes as half a node). On the
// way it reports what the page needs mended (treeFound).
func checkTree(doc *html.Node, lim Limits) (found treeFound, err error) {
	units, depth := int64(0), 0
	n := doc
	for n != nil {
		units += attrsPerNode + int64(len(n.Attr))
		if lim.MaxNodes > 0 && units > int64(lim.MaxNodes)*attrsPerNode {
			return found, &LimitError{Limit: "MaxNodes", Max: int64(lim.MaxNodes), Got: units / attrsPerNode, Err: ErrTooManyNodes}
		}
		if n.Type == html.TextNode && !found.swallowed && len(n.Data) >= swallowMin {
			found.swallowed = swallowedText(n)
		}
		if n.DataAtom == atom.Template && !found.streamed {
			found.streamed = streamPlaceholder(n)
		}
		if n.FirstChild != nil {
			n = n.FirstChild
			depth++
			if lim.MaxDepth > 0 && depth > lim.MaxDepth {
				return found, &LimitError{Limit: "MaxDepth", Max: int64(lim.MaxDepth), Got: int64(depth), Err: ErrTooDeep}
			}
			continue
		}
		for n != nil && n.NextSibling == nil {
			n = n.Parent
			depth--
		}
		if n != nil {
			n = n.NextSibling
		}
	}
	return found, nil
}

// treeFound is what checkTree's walk found to mend.
type treeFound struct {
	// swallowed: a raw-text element inside a <noscript> swallowed the
	// rest of the page (swallowedText, noscript.go).
	swallowed bool
	// streamed: the page holds a streamed part's placeholder
	// (streamPlaceholder, streamed.go).
	streamed bool
}
