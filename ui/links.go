package ui

import (
	"net/url"
	"path/filepath"

	"folio/app"
)

// followLink is the page's link callback. The session follows what Folio
// shows; the window scrolls, asks before handing a target to the system,
// or says why a link is refused.
func (w *Window) followLink(dest string) {
	lt := w.sess.Follow(dest)
	switch lt.Kind {
	case app.LinkAnchor:
		if !w.view.ScrollToHeading(lt.Anchor) {
			w.showMessage("Link target not found", "This page has no heading “"+lt.Anchor+"”.")
		}
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
