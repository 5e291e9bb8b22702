package markdown

import (
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
// share icon 60), a picture is not.

const iconHeight = 64

// ControlIcons returns whether a link among nodes is a control icon that
// the walker leaves out. It walks nodes once, on its first call.
func ControlIcons(nodes []*html.Node) func(a *html.Node) bool {
	var icons map[string]bool
	done := false
	return func(a *html.Node) bool {
		img := soleImage(a)
		if img == nil {
			return false
		}
		if !done {
			icons, done = iconSources(nodes), true
		}
		return icons[iconKey(img)]
	}
}

// iconSources returns the keys (iconKey) of pictures that are all of two
// or more links to different destinations.
func iconSources(nodes []*html.Node) map[string]bool {
	var first map[string]string // picture (iconKey) -> the first destination it links to
	var icons map[string]bool
	var visit func(n *html.Node)
	visit = func(n *html.Node) {
		if n.Type == html.ElementNode && n.DataAtom == atom.A {
			href, ok := hrefOf(n)
			img := soleImage(n)
			if !ok || img == nil {
				return // links do not nest: the parser closes one before the next
			}
			key, dest := iconKey(img), strings.Trim(href, dom.SpaceBytes)
			if key == "" {
				return
			}
			if first == nil {
				first = make(map[string]string, 8)
			}
			d, seen := first[key]
			switch {
			case !seen:
				first[key] = dest
			case d != dest:
				if icons == nil {
					icons = make(map[string]bool, 4)
				}
				icons[key] = true
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
	return icons
}

// iconKey names a picture that may be an icon by its address and alt
// text, or is "" for a picture taller than an icon.
func iconKey(img *html.Node) string {
	if h, err := strconv.Atoi(strings.TrimSpace(dom.Attr(img, "height"))); err == nil && h > iconHeight {
		return ""
	}
	return imageSource(img) + "\x00" + strings.TrimSpace(dom.Attr(img, "alt"))
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
