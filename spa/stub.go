package spa

import (
	"fmt"
	"regexp"
	"strings"

	"folio/extractor"
)

// Stub returns the Markdown Folio shows for a shell: the page's title and
// what its metadata says, why the content is missing, the framework that
// would render it, and an [Open in browser](url) link.
func Stub(d Detection, url string, meta extractor.Metadata) string {
	var b strings.Builder
	title := strings.TrimSpace(meta.Title)
	if title == "" {
		title = "This page needs JavaScript"
	}
	fmt.Fprintf(&b, "# %s\n\n", escapeLine(title))
	if desc := strings.TrimSpace(meta.Description); desc != "" {
		fmt.Fprintf(&b, "> %s\n\n", escapeLine(desc))
	}
	fmt.Fprintf(&b, "This page is built in the browser by %s: its server sends an "+
		"empty shell, and the content appears only when the page's JavaScript runs. "+
		"Folio does not run JavaScript: open the page in your browser to read it.\n\n",
		frameworkLabel(d.Framework))
	if url != "" {
		fmt.Fprintf(&b, "[Open in browser](<%s>)\n", strings.ReplaceAll(url, ">", "%3E"))
	}
	return b.String()
}

// inlineEscaper escapes the characters that start inline markup.
var inlineEscaper = strings.NewReplacer(`\`, `\\`, "*", `\*`, "_", `\_`, "`", "\\`",
	"[", `\[`, "]", `\]`, "<", `\<`)

// blockStart matches a block marker at the start of the text: it follows
// "# " or "> " and would otherwise open a list, quote or heading.
var blockStart = regexp.MustCompile(`^([#>+=|~-]|\d+[.)])`)

// escapeLine keeps a metadata string on one line and stops it from being
// read as Markdown markup.
func escapeLine(s string) string {
	s = inlineEscaper.Replace(strings.Join(strings.Fields(s), " "))
	if m := blockStart.FindString(s); m != "" {
		if last := m[len(m)-1]; last == '.' || last == ')' {
			return m[:len(m)-1] + `\` + s[len(m)-1:]
		}
		return `\` + s
	}
	return s
}
