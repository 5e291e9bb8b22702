package ui

import (
	"net/url"
	"path/filepath"
	"strings"

	"folio/app"
)

// followLink is the page's link callback. app.ResolveLink decides; the
// window scrolls, opens inside Folio (with history), asks before handing a
// target to the system, or says why a link is refused.
func (w *Window) followLink(dest string) {
	lt := app.ResolveLink(w.doc, dest)
	switch lt.Kind {
	case app.LinkAnchor:
		if !w.view.ScrollToHeading(lt.Anchor) {
			w.showMessage("Link target not found", "This page has no heading “"+lt.Anchor+"”.")
		}
	case app.LinkInApp:
		if w.isStubSelfLink(lt.Target) {
			w.openInBrowser()
			return
		}
		w.pendingAnchor = lt.Anchor
		w.linkRoot = localRoot(w.doc)
		w.Open(lt.Target)
	case app.LinkExternal:
		u := targetURL(lt.Target)
		if u == nil {
			w.showMessage("Link not opened", "The link address is not valid.")
		} else if lt.Confirm {
			w.confirmExternal(u)
		} else {
			w.external(u)
		}
	case app.LinkRefused:
		w.showMessage("Link not opened", lt.Reason)
	}
}

// isStubSelfLink reports whether target is the page itself on a stub
// (needs JavaScript, metadata only): its "Open in browser" link means the
// system browser, since Folio has already shown all it can.
func (w *Window) isStubSelfLink(target string) bool {
	d := w.doc
	if d == nil || d.URL == nil || (d.Mode != app.ModeNeedsJS && d.Mode != app.ModeMetadataOnly) {
		return false
	}
	return target == d.URL.String() || target == d.Source
}

// targetURL turns a resolved target (a URL or a local path) into a URL.
func targetURL(target string) *url.URL {
	if filepath.IsAbs(target) {
		return &url.URL{Scheme: "file", Path: filepath.ToSlash(target)}
	}
	u, err := url.Parse(target)
	if err != nil || u.Scheme == "" {
		return nil
	}
	return u
}

// scrollToPendingAnchor scrolls a page opened by a link with a fragment
// ("other.md#setup") to that heading.
func (w *Window) scrollToPendingAnchor() {
	a := strings.TrimSpace(w.pendingAnchor)
	w.pendingAnchor = ""
	if a != "" {
		w.view.ScrollToHeading(a)
	}
}

// localRoot is the folder that bounds doc's local links: its Root, or its
// folder; "" for web pages.
func localRoot(doc *app.Document) string {
	if doc == nil || doc.Dir == "" {
		return ""
	}
	if doc.Root != "" {
		return doc.Root
	}
	return doc.Dir
}
