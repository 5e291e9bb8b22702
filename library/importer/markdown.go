package importer

import (
	"bytes"
	"fmt"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"folio/library"
)

// markdownPage reads a Markdown file of an imported folder: its
// frontmatter, when it has one, gives the title, author, date,
// description and tags (a list, or one string of tags separated by commas
// or spaces, as Obsidian allows), and the rest is the body. A frontmatter
// that does not parse is kept as part of the body, so nothing is lost.
func markdownPage(data []byte, path string) library.Page {
	text := strings.ReplaceAll(string(bytes.TrimPrefix(data, []byte("\ufeff"))), "\r\n", "\n")
	page := library.Page{Source: path, Markdown: text}
	block, body, ok := splitFrontmatter(text)
	if !ok {
		return page
	}
	var fm map[string]any
	if yaml.Unmarshal([]byte(block), &fm) != nil {
		return page
	}
	page.Markdown = body
	str := func(keys ...string) string {
		for _, k := range keys {
			if s := scalar(fm[k]); s != "" {
				return s
			}
		}
		return ""
	}
	page.Title = str("title")
	page.Author = str("author", "authors")
	page.Date = str("date", "published", "created")
	page.Description = str("description", "summary")
	page.Site = str("site")
	page.Language = str("language", "lang")
	page.Tags = tagsOf(fm["tags"])
	return page
}

// splitFrontmatter cuts a leading "---" block from text.
func splitFrontmatter(text string) (block, body string, ok bool) {
	if !strings.HasPrefix(text, "---\n") {
		return "", text, false
	}
	rest := text[len("---\n"):]
	if strings.HasPrefix(rest, "---\n") {
		return "", rest[len("---\n"):], true
	}
	end := strings.Index(rest, "\n---\n")
	if end < 0 {
		if !strings.HasSuffix(rest, "\n---") {
			return "", text, false
		}
		return rest[:len(rest)-len("---")], "", true
	}
	return rest[:end+1], strings.TrimPrefix(rest[end+len("\n---\n"):], "\n"), true
}

// tagsOf reads a frontmatter tags value: a list, or a string of tags
// separated by commas or spaces; a leading '#' is dropped.
func tagsOf(v any) []string {
	var raw []string
	switch t := v.(type) {
	case []any:
		for _, x := range t {
			if x != nil {
				raw = append(raw, fmt.Sprint(x))
			}
		}
	case string:
		raw = strings.FieldsFunc(t, func(r rune) bool { return r == ',' || r == ' ' })
	}
	var out []string
	for _, s := range raw {
		if s = strings.TrimPrefix(strings.TrimSpace(s), "#"); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// scalar writes a frontmatter value as text: a YAML date as ISO 8601.
func scalar(v any) string {
	switch t := v.(type) {
	case nil:
		return ""
	case time.Time:
		if t.Equal(t.Truncate(24 * time.Hour)) {
			return t.Format("2006-01-02")
		}
		return t.Format(time.RFC3339)
	}
	return strings.TrimSpace(fmt.Sprint(v))
}
