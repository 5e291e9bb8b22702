package batch

import (
	"strings"
	"testing"
)

// A folded field is joined, a repeated one keeps its first value, a line
// without a colon ends no field and folds into none, and the blank line
// ends the header.
func TestHeaderFields(t *testing.T) {
	var typ, uri string
	slot := func(name []byte) *string {
		switch {
		case asciiEqualFold(name, "Type"):
			return &typ
		case asciiEqualFold(name, "URI"):
			return &uri
		}
		return nil
	}
	lines := []string{"type:  text/html;", "\t charset=utf-8 ", "TYPE: image/png", "  folded into the repeat", "junk", " folded into nothing", "Other: x", "URI: <a>", "", "URI: after the end"}
	var f headerFields
	ended := -1
	for i, l := range lines {
		if f.add([]byte(l), slot) {
			ended = i
			break
		}
	}
	if ended != 8 {
		t.Fatalf("header ended at line %d, want 8", ended)
	}
	if typ != "text/html; charset=utf-8" || uri != "<a>" {
		t.Fatalf("type %q, uri %q", typ, uri)
	}
	if strings.Contains(typ, "folded") {
		t.Fatal("a continuation of a repeated field was joined")
	}
}
