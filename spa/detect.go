package spa

import (
	"bytes"

	"golang.org/x/net/html"
)

// Thresholds of the shell decision, measured on the wcxb-dev corpus (see
// corpus_test.go): server-rendered pages there show thousands of characters
// of text, while shells show none or a "loading" line. Noscript content
// counts as visible, because a reader without JavaScript shows it
// (Discourse forums put the whole thread there).
const (
	// ShellText is the visible text below which a page that loads
	// scripts has nothing to read.
	ShellText = 200
	// BareText is the visible text below which a page with scripts but no
	// known framework marker is still a shell.
	BareText = 50
	// MountShellText is the visible text outside links below which a page
	// whose framework mount point (<div id="root"></div>) is empty is a
	// shell: the text around it is the site's chrome (menus, footers: mostly
	// links), not the content. On wcxb-dev, such chrome leaves 166-474
	// characters outside links; the two server-rendered pages with an empty
	// mount have over 10,000.
	MountShellText = 1500
)

// Detection is what Detect found on a page.
type Detection struct {
	// Framework names the framework: the first marker found, else the
	// owner of an empty mount point; "" when none is known.
	Framework string
	// Markers lists the marker patterns found, in table order.
	Markers []string
	// TextLen counts the non-space characters a browser without
	// JavaScript would show in <body> (noscript content included).
	TextLen int
	// LinkTextLen is the part of TextLen inside links: menus and footers
	// of a shell's server-rendered chrome are mostly links.
	LinkTextLen int
	// EmptyMount is the id of an empty mount point, e.g. "root".
	EmptyMount string
	// Scripts counts the scripts a browser runs: <script> elements that
	// are not data blocks (JSON-LD, JSON state, templates) and links that
	// preload a script.
	Scripts int
	// Shell reports whether the page needs JavaScript to show content.
	Shell bool
}

// Detect examines a parsed HTML page and reports whether it is a client-
// side-rendered shell (the bool, also in Detection.Shell) and which
// framework it uses. raw is the page's source, where the framework markers
// are looked for (they sit in scripts and attributes); doc is its tree,
// parsed with scripting disabled as the extractor parses it, on which the
// text a browser without JavaScript shows is measured. A framework that
// renders on the server does not make a shell.
func Detect(raw []byte, doc *html.Node) (Detection, bool) {
	var d Detection
	for _, m := range markers {
		if bytes.Contains(raw, []byte(m.pattern)) {
			d.Markers = append(d.Markers, m.pattern)
			if d.Framework == "" {
				d.Framework = m.framework
			}
		}
	}
	if doc != nil {
		measure(doc, &d)
	}
	if d.Framework == "" && d.EmptyMount != "" {
		d.Framework = mountFrameworks[d.EmptyMount]
	}
	d.Shell = isShell(d)
	return d, d.Shell
}

// isShell applies the thresholds: no text at all behind scripts; little
// text behind a known framework; or only chrome around an empty mount.
func isShell(d Detection) bool {
	switch {
	case d.EmptyMount != "" && d.TextLen-d.LinkTextLen < MountShellText:
		return true
	case len(d.Markers) > 0 && d.TextLen < ShellText:
		return true
	}
	return d.Scripts > 0 && d.TextLen < BareText
}
