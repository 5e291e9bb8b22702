package app

import (
	"net/url"
	"path/filepath"
	"strings"
)

// Follow follows href from the document shown. ResolveLink decides; a
// target Folio shows is opened here (with the history, the heading to
// scroll to and the folder local links may not leave), and the result
// tells the Screen's owner what is left to do: scroll to LinkAnchor, hand
// LinkExternal to the system (asking first when Confirm is set), say why
// LinkRefused. On a stub page (needs JavaScript, metadata only) a link to
// the page itself means the system browser: Folio has shown all it can.
func (s *Session) Follow(href string) LinkTarget {
	lt := ResolveLink(s.doc, href)
	if lt.Kind != LinkInApp {
		return lt
	}
	if u := s.stubSelfLink(lt.Target); u != nil {
		return LinkTarget{Kind: LinkExternal, Target: u.String()}
	}
	s.anchor = lt.Anchor
	s.linkRoot = localRoot(s.doc)
	s.Open(lt.Target)
	return lt
}

// stubSelfLink returns the page's address when target is the page itself
// and the page is a stub; nil otherwise.
func (s *Session) stubSelfLink(target string) *url.URL {
	d := s.doc
	if d == nil || d.URL == nil || (d.Mode != ModeNeedsJS && d.Mode != ModeMetadataOnly) {
		return nil
	}
	if target == d.URL.String() || target == d.Source {
		return d.URL
	}
	return nil
}

// localRoot is the folder that bounds doc's local links: its Root, or its
// folder; "" for web pages.
func localRoot(doc *Document) string {
	if doc == nil || doc.Dir == "" {
		return ""
	}
	if doc.Root != "" {
		return doc.Root
	}
	return doc.Dir
}

// BrowserURL is what Open in Browser opens: the page's address (after
// redirects), a local file as a file: URL, or, on an error page, the web
// address that failed. ok is false when there is nothing to open.
func (s *Session) BrowserURL() (u *url.URL, ok bool) {
	d := s.doc
	switch {
	case d == nil:
		if strings.HasPrefix(s.target, "http://") || strings.HasPrefix(s.target, "https://") {
			if u, err := url.Parse(s.target); err == nil {
				return u, true
			}
		}
	case d.URL != nil:
		return d.URL, true
	case d.Dir != "" || filepath.IsAbs(d.Source):
		if abs, err := filepath.Abs(d.Source); err == nil {
			return &url.URL{Scheme: "file", Path: abs}, true
		}
	}
	return nil, false
}
