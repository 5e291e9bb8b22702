package spa

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"

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
	// Scripts counts the <script> elements.
	Scripts int
	// Shell reports whether the page needs JavaScript to show content.
	Shell bool
}

// Detect examines an HTML page and reports whether it is a client-side-
// rendered shell (the bool, also in Detection.Shell) and which framework
// it uses. A framework that renders on the server does not make a shell.
func Detect(page []byte) (Detection, bool) {
	var d Detection
	for _, m := range markers {
		if bytes.Contains(page, []byte(m.pattern)) {
			d.Markers = append(d.Markers, m.pattern)
			if d.Framework == "" {
				d.Framework = m.framework
			}
		}
	}
	scan(page, &d)
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

// skipped elements hold no visible text.
var skipped = map[string]bool{
	"script": true, "style": true, "template": true, "svg": true,
	"title": true, "iframe": true, "noembed": true, "object": true, "math": true,
}

// scanner holds the state of one pass over the tokens.
type scanner struct {
	z      *html.Tokenizer
	d      *Detection
	skip   int    // depth inside elements without visible text
	inLink int    // depth inside <a>
	inHead bool   // </head> is optional: <body> also ends the head
	mount  string // a mount point whose content is not yet seen
}

// scan tokenizes the page once: it counts visible text and scripts and
// finds empty mount points.
func scan(page []byte, d *Detection) {
	s := scanner{z: html.NewTokenizer(bytes.NewReader(page)), d: d}
	for {
		switch tt := s.z.Next(); tt {
		case html.ErrorToken:
			return
		case html.StartTagToken, html.SelfClosingTagToken:
			s.startTag(tt == html.SelfClosingTagToken)
		case html.EndTagToken:
			s.endTag()
		case html.TextToken:
			s.text()
		}
	}
}

func (s *scanner) startTag(selfClosing bool) {
	name, hasAttr := s.z.TagName()
	tag := string(name)
	switch tag {
	case "head":
		s.inHead = true
	case "body":
		s.inHead, s.skip = false, 0
	case "a":
		s.inLink += boolInt(!selfClosing)
	}
	if tag == "script" || tag == "link" && hasAttr && isScriptLink(s.z) {
		s.d.Scripts++
		hasAttr = false // attributes consumed
	}
	if skipped[tag] && !selfClosing {
		s.skip++
	}
	s.mount = ""
	if hasAttr && !selfClosing && s.skip == 0 {
		s.mount = mountID(s.z)
	}
}

func (s *scanner) endTag() {
	name, _ := s.z.TagName()
	switch tag := string(name); {
	case tag == "head":
		s.inHead = false
	case tag == "a":
		s.inLink = max(s.inLink-1, 0)
	case skipped[tag] && s.skip > 0:
		s.skip--
	}
	if s.mount != "" && s.d.EmptyMount == "" {
		s.d.EmptyMount = s.mount
	}
	s.mount = ""
}

func (s *scanner) text() {
	if s.skip > 0 || s.inHead {
		return
	}
	n := visible(s.z.Text())
	s.d.TextLen += n
	if s.inLink > 0 {
		s.d.LinkTextLen += n
	}
	if n > 0 {
		s.mount = ""
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// mountID returns the id of a conventional mount point, or "".
func mountID(z *html.Tokenizer) string {
	for {
		k, v, more := z.TagAttr()
		key := string(k)
		if key == "id" {
			if _, ok := mountFrameworks[string(v)]; ok {
				return string(v)
			}
		}
		if key == "data-reactroot" {
			return "react-root"
		}
		if !more {
			return ""
		}
	}
}

// isScriptLink reports whether a <link> loads a script: rel=modulepreload,
// or rel=preload with as=script. Pages saved without their <script>
// elements (as in the wcxb-dev corpus) still carry these.
func isScriptLink(z *html.Tokenizer) bool {
	rel, as := "", ""
	for {
		k, v, more := z.TagAttr()
		switch string(k) {
		case "rel":
			rel = strings.ToLower(string(v))
		case "as":
			as = strings.ToLower(string(v))
		}
		if !more {
			break
		}
	}
	return rel == "modulepreload" || rel == "preload" && as == "script"
}

// visible counts the non-space runes of a text token.
func visible(t []byte) int {
	n := 0
	for i := 0; i < len(t); {
		c := t[i]
		if c < utf8.RuneSelf {
			if c > ' ' {
				n++
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(t[i:])
		if !unicode.IsSpace(r) {
			n++
		}
		i += size
	}
	return n
}

// frameworkLabel names the framework for a sentence.
func frameworkLabel(f string) string {
	if strings.TrimSpace(f) == "" || f == "JavaScript" {
		return "a JavaScript framework"
	}
	return f
}
