package markdown

import (
	"net/url"
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Controls drawn as pictures. Old forum software (vBulletin, phpBB 2,
// SMF 1, Invision 2) writes a post's actions as image buttons: a link
// whose only content is an <img> ("Reply With Quote", "Quote", "Report",
// "View Post"), the same picture under every post, each copy linking to
// the action on its own post. The picture names a control, not the
// post's text, and written as an image link it reads as a stray picture
// after every post. A content picture is not drawn, under the same alt
// text, as the whole of links to different places: an attachment's
// thumbnail links to its own page, a member's avatar repeats but links
// to that member each time, a carousel's cloned slide links where the
// slide does, and a picture reused for two products or stories carries
// each one's name. So a picture that is all of two or more links with
// different destinations, named alike, is a control icon, and its links
// are left out, unless it declares a height over iconHeight: buttons and
// icons are a line of text high (a "Get Your Copy" button 40 pixels, a
// share icon 60), a picture is not. Only links the walker writes count,
// and links into the page only for a picture that links nowhere else: a
// shop's main picture links to its large file while the same picture in
// the thumbnail strip links into the page ("#", "javascript:", opening a
// slide) and, in a "recently viewed" strip the page leaves out, to the
// product's page; neither makes it a control. Addresses are compared as
// the browser fetches them, resolved against the page's address: a page
// may write the same arrow as "/images/arrow.svg" under one section and
// "https://host/images/arrow.svg" under the next, and the same post as a
// relative and an absolute link.

const iconHeight = 64

// ControlIcons returns whether a link among nodes is a control icon that
// the walker leaves out; skip (nil for none) reports the subtrees the
// walker leaves out, base (nil for none) is the page's address
// (Options.Base). It walks nodes once, on its first call.
func ControlIcons(nodes []*html.Node, skip func(*html.Node) bool, base *url.URL) func(a *html.Node) bool {
	var icons map[string]bool
	done := false
	return func(a *html.Node) bool {
		img := soleImage(a)
		if img == nil {
			return false
		}
		if !done {
			icons, done = iconSources(nodes, skip, base), true
		}
		return icons[iconKey(img, base)]
	}
}

// iconSources returns the keys (iconKey) of pictures that are all of two
// or more links, outside the subtrees skip reports, to different
// destinations: destinations off the page when the picture links off it
// at all, else places on the page (an arrow icon before each section's
// heading, linking to the section).
func iconSources(nodes []*html.Node, skip func(*html.Node) bool, base *url.URL) map[string]bool {
	type places struct {
		first      [2]string // the first destination off the page [0] and on it [1]
		seen, many [2]bool
	}
	var byKey map[string]*places
	var visit func(n *html.Node)
	visit = func(n *html.Node) {
		if n.Type == html.ElementNode && skip != nil && skip(n) {
			return
		}
		if n.Type == html.ElementNode && n.DataAtom == atom.A {
			href, ok := hrefOf(n)
			img := soleImage(n)
			if !ok || img == nil {
				return // links do not nest: the parser closes one before the next
			}
			key := iconKey(img, base)
			if key == "" {
				return
			}
			on, dest := 0, strings.Trim(href, dom.SpaceBytes)
			if !dom.LeadsAway(dest) {
				on = 1 // a link into the page: a gallery's slide, a section
			} else {
				dest = resolveRef(base, dest)
			}
			if byKey == nil {
				byKey = make(map[string]*places, 8)
			}
			p := byKey[key]
			if p == nil {
				p = &places{}
				byKey[key] = p
			}
			switch {
			case !p.seen[on]:
				p.first[on], p.seen[on] = dest, true
			case p.first[on] != dest:
				p.many[on] = true
			}
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			visit(c)
		}
	}
	for _, n := range nodes {
		visit(n)
	}
	var icons map[string]bool
	for key, p := range byKey {
		if p.many[0] || !p.seen[0] && p.many[1] {
			if icons == nil {
				icons = make(map[string]bool, 4)
			}
			icons[key] = true
		}
	}
	return icons
}

// iconKey names a picture that may be an icon by its address, resolved
// against base, and alt text, or is "" for a picture taller than an icon.
func iconKey(img *html.Node, base *url.URL) string {
	if h, err := strconv.Atoi(strings.TrimSpace(dom.Attr(img, "height"))); err == nil && h > iconHeight {
		return ""
	}
	return resolveRef(base, imageSource(img)) + "\x00" + strings.TrimSpace(dom.Attr(img, "alt"))
}

// soleImage returns the one picture that is all of n's content (inline
// wrappers around it aside), or nil when n holds text or more.
func soleImage(n *html.Node) *html.Node {
	var img *html.Node
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			if !dom.Blank(c.Data) {
				return nil
			}
		case c.Type != html.ElementNode || Drops(c):
		case img != nil:
			return nil
		case c.DataAtom == atom.Img:
			if !ImageKept(c) {
				return nil
			}
			img = c
		default:
			if img = soleImage(c); img == nil {
				return nil
			}
		}
	}
	return img
}
