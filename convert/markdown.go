package convert

import (
	"fmt"
	"regexp"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"folio/extractor"
)

// SplitFrontmatter separates a leading YAML frontmatter block ("---" lines)
// from the Markdown after it. ok is false when there is none.
func SplitFrontmatter(s string) (fm, rest string, ok bool) {
	s = strings.TrimPrefix(s, "\ufeff")
	if !strings.HasPrefix(s, "---\n") && !strings.HasPrefix(s, "---\r\n") {
		return "", s, false
	}
	body := s[strings.Index(s, "\n")+1:]
	for off := 0; off < len(body); {
		end := strings.IndexByte(body[off:], '\n')
		line := body[off:]
		if end >= 0 {
			line = body[off : off+end]
		}
		if t := strings.TrimRight(line, "\r \t"); t == "---" || t == "..." {
			if end < 0 {
				return body[:off], "", true
			}
			return body[:off], body[off+end+1:], true
		}
		if end < 0 {
			break
		}
		off += end + 1
	}
	return "", s, false
}

// frontmatterMeta reads the common frontmatter keys into Metadata. Invalid
// YAML yields empty Metadata: the document still shows.
func frontmatterMeta(fm string) extractor.Metadata {
	var m map[string]any
	if err := yaml.Unmarshal([]byte(fm), &m); err != nil {
		return extractor.Metadata{}
	}
	str := func(keys ...string) string {
		for _, k := range keys {
			if v, ok := m[k]; ok {
				if s := yamlScalar(v); s != "" {
					return s
				}
			}
		}
		return ""
	}
	return extractor.Metadata{
		Title: str("title"), Author: str("author", "authors"), Published: str("date", "published"),
		Description: str("description", "summary"), SiteName: str("site_name", "site"),
		Language: str("lang", "language"), Canonical: str("source", "url", "canonical"),
		Image: str("image"),
	}
}

// yamlScalar formats a frontmatter value: strings as they are, dates in
// ISO 8601, numbers and booleans in YAML's spelling, lists by their first
// element.
func yamlScalar(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case time.Time:
		if v.Hour() == 0 && v.Minute() == 0 && v.Second() == 0 {
			return v.Format("2006-01-02")
		}
		return v.Format(time.RFC3339)
	case int, int64, float64, bool:
		return fmt.Sprint(v)
	case []any:
		if len(v) > 0 {
			return yamlScalar(v[0])
		}
	}
	return ""
}

var (
	atxTitle    = regexp.MustCompile(`(?m)^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$`)
	setextTitle = regexp.MustCompile(`(?m)^ {0,3}(\S.*)\n {0,3}=+[ \t]*$`)
	inlineMark  = regexp.MustCompile("[*_`]+|!?\\[([^\\]]*)\\]\\([^)]*\\)")
)

// FirstHeading returns the text of the first heading in md, markup removed.
func FirstHeading(md string) string {
	head := md[:min(len(md), 64<<10)]
	loc := atxTitle.FindStringSubmatchIndex(head)
	if s := setextTitle.FindStringSubmatchIndex(head); s != nil && (loc == nil || s[0] < loc[0]) {
		loc = s
	}
	if loc == nil {
		return ""
	}
	t := inlineMark.ReplaceAllStringFunc(head[loc[2]:loc[3]], func(m string) string {
		if sub := inlineMark.FindStringSubmatch(m); sub[1] != "" {
			return sub[1]
		}
		return ""
	})
	return strings.TrimSpace(t)
}

// fenced wraps text in a code fence longer than any backtick run inside it,
// so that plain text shows preformatted and nothing in it is read as markup.
func fenced(text, lang string) string {
	longest, run := 0, 0
	for _, r := range text {
		if r == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	fence := strings.Repeat("`", max(3, longest+1))
	text = strings.TrimRight(text, "\n")
	return fence + lang + "\n" + text + "\n" + fence + "\n"
}
