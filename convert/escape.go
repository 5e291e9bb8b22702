package convert

import (
	"regexp"
	"strings"
)

// EscapeInline keeps a string (a title, a feed entry, metadata) on one
// line and stops it from being read as Markdown markup, inline or block
// (it may follow "> ").
func EscapeInline(s string) string {
	return EscapeParagraph(strings.Join(strings.Fields(s), " "))
}

// mdEscaper escapes the characters that start inline markup; block
// markers need no escape because the text never starts a line (it follows
// "# ", "> " or "*").
var mdEscaper = strings.NewReplacer(`\`, `\\`, "*", `\*`, "_", `\_`, "`", "\\`",
	"[", `\[`, "]", `\]`, "<", `\<`)

// blockStart matches what would make a line start a Markdown block: a
// heading, quote, list item, rule, table row, setext underline or fence.
var blockStart = regexp.MustCompile(`^(\s*)([#>+=|~-]|\d+[.)])`)

// EscapeParagraph escapes inline markup and, on each line, a block marker.
func EscapeParagraph(p string) string {
	lines := strings.Split(mdEscaper.Replace(p), "\n")
	for i, l := range lines {
		lines[i] = blockStart.ReplaceAllStringFunc(l, func(m string) string {
			sp := len(m) - len(strings.TrimLeft(m, " \t"))
			mark := m[sp:]
			if last := mark[len(mark)-1]; last == '.' || last == ')' {
				return m[:len(m)-1] + `\` + string(last) // "1\." is not a list item
			}
			return m[:sp] + `\` + mark
		})
	}
	return strings.Join(lines, "\n")
}

// unescaped is Markdown text without the backslashes that escape ASCII
// punctuation in it, as a reader sees it: the extractor writes a date
// that opens a line as "19\. Oktober 2019", so that it is no list item.
func unescaped(md string) string {
	if !strings.Contains(md, `\`) {
		return md
	}
	var b strings.Builder
	for i := 0; i < len(md); i++ {
		if c := md[i]; c == '\\' && i+1 < len(md) && strings.IndexByte("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", md[i+1]) >= 0 {
			i++
		}
		b.WriteByte(md[i])
	}
	return b.String()
}
