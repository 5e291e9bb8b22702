package entry

import (
	"fmt"
	"path/filepath"
	"strings"

	"go.yaml.in/yaml/v3"
)

// entryField describes one key of entry.yaml: where its value goes and
// whether it is a list of phrases.
type entryField struct {
	list     bool
	required bool
	str      func(*Entry) *string
	strs     func(*Entry) *[]string
}

var entryFields = map[string]entryField{
	"id":               {required: true, str: func(e *Entry) *string { return &e.ID }},
	"url":              {required: true, str: func(e *Entry) *string { return &e.URL }},
	"category":         {required: true, str: func(e *Entry) *string { return &e.Category }},
	"ground_truth":     {str: func(e *Entry) *string { return &e.GroundTruth }},
	"output":           {str: func(e *Entry) *string { return &e.Output }},
	"note":             {str: func(e *Entry) *string { return &e.Note }},
	"content_type":     {str: func(e *Entry) *string { return &e.ContentType }},
	"anchors":          {list: true, strs: func(e *Entry) *[]string { return &e.Anchors }},
	"intrusions":       {list: true, strs: func(e *Entry) *[]string { return &e.Intrusions }},
	"must_not_contain": {list: true, strs: func(e *Entry) *[]string { return &e.MustNotContain }},
}

// ParseEntry parses and validates the text of an entry.yaml; file names it
// in errors. It walks yaml.Node rather than decoding into a struct so that
// every error carries the line of the offending key or item.
func ParseEntry(data []byte, file string) (Entry, error) {
	bad := func(n *yaml.Node, format string, a ...any) error {
		line := 0
		if n != nil {
			line = n.Line
		}
		return &EntryError{File: file, Line: line, Msg: fmt.Sprintf(format, a...)}
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return Entry{}, &EntryError{File: file, Msg: strings.TrimPrefix(err.Error(), "yaml: ")}
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return Entry{}, bad(&doc, "want a mapping of id, url, category, anchors, intrusions, must_not_contain, ground_truth, note")
	}
	var e Entry
	root := doc.Content[0]
	seen := map[string]bool{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		f, ok := entryFields[k.Value]
		switch {
		case !ok:
			return Entry{}, bad(k, "unknown key %q", k.Value)
		case seen[k.Value]:
			return Entry{}, bad(k, "duplicate key %q", k.Value)
		}
		seen[k.Value] = true
		if err := setField(&e, f, k, v, bad); err != nil {
			return Entry{}, err
		}
	}
	return e, validateEntry(e, root, seen, bad)
}

type badFunc func(n *yaml.Node, format string, a ...any) error

func setField(e *Entry, f entryField, k, v *yaml.Node, bad badFunc) error {
	if !f.list {
		if v.Kind != yaml.ScalarNode {
			return bad(v, "%s: want a string", k.Value)
		}
		*f.str(e) = strings.TrimSpace(v.Value)
		return nil
	}
	if v.Kind == yaml.ScalarNode && v.Tag == "!!null" {
		return nil // "anchors:" with nothing yet, as a flagged entry starts
	}
	if v.Kind != yaml.SequenceNode {
		return bad(v, "%s: want a list of phrases", k.Value)
	}
	if len(v.Content) > MaxExpectations {
		return bad(v, "%s: more than %d items", k.Value, MaxExpectations)
	}
	for _, item := range v.Content {
		if item.Kind != yaml.ScalarNode || strings.TrimSpace(item.Value) == "" {
			return bad(item, "%s: each item must be a non-empty string", k.Value)
		}
		*f.strs(e) = append(*f.strs(e), item.Value)
	}
	return nil
}

func validateEntry(e Entry, root *yaml.Node, seen map[string]bool, bad badFunc) error {
	for _, k := range []string{"id", "url", "category"} {
		if !seen[k] {
			return bad(root, "missing required key %q", k)
		}
	}
	line := func(key string) *yaml.Node {
		for i := 0; i+1 < len(root.Content); i += 2 {
			if root.Content[i].Value == key {
				return root.Content[i+1]
			}
		}
		return root
	}
	switch {
	case !idPattern.MatchString(e.ID):
		return bad(line("id"), "id %q: want lower-case letters, digits, '.', '_' or '-'", e.ID)
	case !strings.HasPrefix(e.URL, "http://") && !strings.HasPrefix(e.URL, "https://"):
		return bad(line("url"), "url %q: want an http(s) address", e.URL)
	case !categoryPattern.MatchString(e.Category):
		return bad(line("category"), "category %q: want one lower-case word such as article, docs, forum, product, listing, newsletter", e.Category)
	}
	for _, key := range []string{"ground_truth", "output"} {
		ref := e.GroundTruth
		if key == "output" {
			ref = e.Output
		}
		if ref != "" && (filepath.IsAbs(ref) || strings.Contains(ref, "..") || strings.ContainsAny(ref, `/\`)) {
			return bad(line(key), "%s %q: want a file name inside the entry folder", key, ref)
		}
	}
	return nil
}
