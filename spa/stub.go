package spa

import (
	"fmt"
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
		"Folio does not run JavaScript, so there is nothing here to read.\n\n",
		frameworkLabel(d.Framework))
	if url != "" {
		fmt.Fprintf(&b, "[Open in browser](<%s>)\n", strings.ReplaceAll(url, ">", "%3E"))
	}
	return b.String()
}

// escapeLine keeps a metadata string on one line and stops it from being
// read as Markdown markup.
func escapeLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	r := strings.NewReplacer(`\`, `\\`, "*", `\*`, "_", `\_`, "`", "\\`", "[", `\[`, "]", `\]`, "<", `\<`, "#", `\#`)
	return r.Replace(s)
}
