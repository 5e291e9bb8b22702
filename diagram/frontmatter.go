package diagram

import "strings"

// frontMatter splits a diagram's YAML front matter ("---", "title: X",
// "---" before the diagram's keyword) from its body and returns the title
// it sets. Only the title is read: the configuration Mermaid also accepts
// there changes looks this package takes from the theme.
func frontMatter(src string) (title, body string) {
	src = strings.ReplaceAll(src, "\r\n", "\n")
	trimmed := strings.TrimLeft(src, " \t\n")
	if !strings.HasPrefix(trimmed, "---") {
		return "", src
	}
	lines := strings.Split(trimmed, "\n")
	if strings.TrimSpace(lines[0]) != "---" {
		return "", src
	}
	for i := 1; i < len(lines); i++ {
		line := lines[i]
		if strings.TrimSpace(line) == "---" {
			return title, strings.Join(lines[i+1:], "\n")
		}
		// Only a top-level key: "  title:" under "config:" is not the title.
		if v, ok := strings.CutPrefix(line, "title:"); ok {
			title = unquoteYAML(strings.TrimSpace(v))
		}
	}
	return "", src // never closed: not front matter
}

// unquoteYAML removes the quotes of a quoted YAML scalar.
func unquoteYAML(s string) string {
	if len(s) >= 2 && (s[0] == '"' && s[len(s)-1] == '"' || s[0] == '\'' && s[len(s)-1] == '\'') {
		return s[1 : len(s)-1]
	}
	return s
}
