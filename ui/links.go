package ui

import (
	"net/url"
	"path"
	"path/filepath"
	"strings"

	"folio/app"
)

// refusedExts are targets Folio never opens or hands to the system.
var refusedExts = map[string]bool{
	".exe": true, ".bat": true, ".cmd": true, ".com": true, ".msi": true,
	".sh": true, ".app": true, ".scr": true, ".ps1": true, ".jar": true,
	".vbs": true, ".desktop": true, ".appimage": true, ".deb": true, ".rpm": true,
}

// linkAction is what following a link does.
type linkAction int

const (
	linkAnchor   linkAction = iota // scroll to a heading of this page
	linkInApp                      // open inside Folio, with history
	linkExternal                   // hand to the system after a confirmation
	linkRefused                    // refuse, with a reason
)

// linkTarget is a resolved link.
type linkTarget struct {
	action linkAction
	anchor string   // linkAnchor: the heading slug
	target string   // linkInApp: a path or URL
	url    *url.URL // linkExternal
	reason string   // linkRefused
}

// followLink is the page's link callback.
func (w *Window) followLink(dest string) {
	lt := resolveLink(w.doc, dest)
	switch lt.action {
	case linkAnchor:
		if !w.view.ScrollToHeading(lt.anchor) {
			w.showMessage("Link target not found", "This page has no heading “"+lt.anchor+"”.")
		}
	case linkInApp:
		w.Open(lt.target)
	case linkExternal:
		w.confirmExternal(lt.url)
	case linkRefused:
		w.showMessage("Link not opened", lt.reason)
	}
}

// resolveLink decides what a link does: anchors scroll; http(s) pages and
// Markdown files open in Folio; relative links resolve against the page's
// URL or folder and may not leave that folder; executables are refused;
// other schemes (mailto:, tel:) go to the system after a confirmation.
// INTERIM: replaced by app.ResolveLink when it lands.
func resolveLink(doc *app.Document, href string) linkTarget {
	href = strings.TrimSpace(href)
	if strings.HasPrefix(href, "#") {
		return linkTarget{action: linkAnchor, anchor: strings.TrimPrefix(href, "#")}
	}
	u, err := url.Parse(href)
	if err != nil || href == "" {
		return refused("The link “" + href + "” is not a valid address.")
	}
	if doc != nil && doc.URL != nil {
		u = doc.URL.ResolveReference(u)
	}
	if refusedExts[strings.ToLower(path.Ext(u.Path))] {
		return refused("Folio does not open programs or installers: " + path.Base(u.Path))
	}
	switch u.Scheme {
	case "http", "https":
		if doc != nil && doc.URL != nil && sameDoc(u, doc.URL) && u.Fragment != "" {
			return linkTarget{action: linkAnchor, anchor: u.Fragment}
		}
		return linkTarget{action: linkInApp, target: u.String()}
	case "", "file":
		return resolveLocal(doc, u)
	case "javascript", "data", "vbscript":
		return refused("Folio does not follow " + u.Scheme + ": links.")
	}
	return linkTarget{action: linkExternal, url: u}
}

// resolveLocal resolves a relative or file: link against the page's folder.
func resolveLocal(doc *app.Document, u *url.URL) linkTarget {
	if doc == nil || doc.Dir == "" {
		return refused("This page has no folder to resolve “" + u.String() + "” against.")
	}
	if u.Path == "" && u.Fragment != "" {
		return linkTarget{action: linkAnchor, anchor: u.Fragment}
	}
	p := u.Path
	if !filepath.IsAbs(p) {
		p = filepath.Join(doc.Dir, filepath.FromSlash(p))
	}
	p = filepath.Clean(p)
	rel, err := filepath.Rel(doc.Dir, p)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return refused("Links may not leave the document's folder: " + u.Path)
	}
	if !isMarkdownName(p) {
		return linkTarget{action: linkExternal, url: &url.URL{Scheme: "file", Path: p}}
	}
	return linkTarget{action: linkInApp, target: p}
}

func refused(reason string) linkTarget {
	return linkTarget{action: linkRefused, reason: reason}
}

func sameDoc(a, b *url.URL) bool {
	return a.Scheme == b.Scheme && a.Host == b.Host && a.Path == b.Path && a.RawQuery == b.RawQuery
}
