package prune

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Captions and credits: "Protesters have worn masks to protect their
// identities (Image: GETTY)", "Photo by Kirk Irwin/Getty Images". Article
// ground truths leave them out (ScrapingHub's always; most of wcxb-dev's).
// A <figcaption> near an image is one; so is a short non-heading element
// near an image whose class names a caption or a credit ("wp-caption-text",
// "newsCaption", "photo-credit", "copyright", "legend", German
// "bildunterschrift"), matched per class token so that
// utility classes ("cdr-rating__caption-sr", "caption-m" on a feature
// grid) are not. A content root counts its parent's class too: the
// classifier may choose the inside of a caption box. Listings and collections are left alone: their card
// titles are captions of product images.
const captionMaxLetters = 300 // about 60 words

// namedCaptionMaxLetters bounds a box whose class names a caption: a
// long legend under a photo ("Der Aktionsplan beinhaltet auch die lichten
// Wälder, ...", 400 letters) is still a caption. It bounds a <figcaption>
// too, whatever its class: a longer one is a description the page puts
// under its picture (a blog gallery's story of each photo, a news site's
// lead paragraph set as its photo's caption), unless it names the photo's
// source as a news caption does ("… Credit: ESA", "(Foto: dpa)", "©
// Reuters": creditAt, the credit rule's reading). Measured against
// cutting every <figcaption>: trafilatura-dev F1 0.9475 -> 0.9479 (R
// 0.9703 -> 0.9710, P unchanged: a Spanish story's lead set as a caption);
// wcxb-dev, ScrapingHub and readability-testpages identical (without the
// credit test ScrapingHub lost phys.org's 600-letter caption ending
// "Credit: ESA", 0.9779 -> 0.9776).
const namedCaptionMaxLetters = 500

// creditCaption reports whether the caption n names its photo's source
// (creditAt): a news photo's caption, however long.
func creditCaption(n *html.Node) bool {
	return creditAt(strings.ToLower(dom.Text(n, nil))) >= 0
}

func captions(t *tree, cut func(int32, classify.Role)) {
	if !t.prose() || t.hasCode() {
		return // documentation's figure captions are content
	}
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || t.text[i] == 0 {
			continue
		}
		n := t.nodes[i]
		own := captionClass(t.class[i])
		named := own || t.parent[i] < 0 && n.Parent != nil && captionClass(dom.Attr(n.Parent, "class"))
		ok := (n.DataAtom == atom.Figcaption && (t.text[i] <= namedCaptionMaxLetters || creditCaption(n)) ||
			named && (!heading(n) || own && !inLink(n)) && t.text[i] <= namedCaptionMaxLetters) &&
			nearImage(n) && !hasImage(n, 64) // the caption, not the figure with its image
		if ok && t.canCut(i) {
			cut(i, classify.RoleBoilerplate)
			i = t.end[i] - 1
		}
	}
}

// inLink reports whether n lies inside a link: a card's title, whatever
// its class ("wt-text-caption" on Etsy's listing cards).
func inLink(n *html.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.DataAtom == atom.A {
			return true
		}
	}
	return false
}

func captionClass(s string) bool {
	for c := range strings.FieldsSeq(strings.ToLower(s)) {
		if strings.HasSuffix(c, "caption") || strings.HasSuffix(c, "caption-text") ||
			strings.HasSuffix(c, "credit") || strings.HasSuffix(c, "credits") || strings.HasSuffix(c, "copyright") ||
			strings.HasSuffix(c, "legend") || strings.HasSuffix(c, "legende") || strings.HasPrefix(c, "bildunter") || c == "bildtext" {
			return true
		}
	}
	return false
}

// nearImage reports whether one of n's three nearest ancestors holds an
// image or a video: a <figure> of a statistic ("Up to 4x faster") is not a
// photo and its caption is content.
func nearImage(n *html.Node) bool {
	p := n.Parent
	for k := 0; k < 3 && p != nil; k, p = k+1, p.Parent {
		if hasImage(p, 64) {
			return true
		}
	}
	return false
}

// hasImage reports whether n's subtree holds an <img> or <picture> among
// its first budget elements.
func hasImage(n *html.Node, budget int) bool {
	stack := []*html.Node{n}
	for len(stack) > 0 && budget > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		budget--
		if c.DataAtom == atom.Img || c.DataAtom == atom.Picture || c.DataAtom == atom.Video || c.DataAtom == atom.Iframe {
			return true
		}
		for k := c.FirstChild; k != nil; k = k.NextSibling {
			if k.Type == html.ElementNode {
				stack = append(stack, k)
			}
		}
	}
	return false
}
