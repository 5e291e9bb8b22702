package classify

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Story paragraphs beside the chosen ones. When the block set takes an
// article paragraph by paragraph, it takes a paragraph when the model
// finds it likely enough, and the model finds a paragraph that stands
// alone between two headings less likely than one beside another
// paragraph (its "repeats" feature: an adjacent sibling of the same tag
// and class). A guide that gives every section one paragraph under its own
// heading, a lead paragraph above a table of contents, lose their text that
// way, though it is written in the same box, with the same markup, as the
// paragraphs that are kept (trafilatura-dev: a wine magazine's intro and
// first three sections went, the later ones stayed).
//
// Readability joins such siblings to its top candidate: a sibling
// paragraph of 80 characters or more with little link text. Here, once a
// box gives the set two paragraphs or more, its other paragraphs of the
// same class join when they are prose as Readability measures it and the
// model does not find them unlikely (storyFloor); a heading whose next
// element is a paragraph that joined joins with it.
//
// After the box's last chosen paragraph, a run of paragraphs under a
// heading that open with a link to another page, or a paragraph under a
// heading that is one, are teasers of other stories, not the story's
// last section: a "Related" heading over summaries of the same class
// ("<a>Other story</a> summary ...") joined with them. Right after a
// paragraph, a link-led one is the story closing on its source.
// Link-led paragraphs the corpora's stories join all lie before a chosen
// one (wcxb-dev 2218's "<a>Phil Hynes' story</a> is a great example
// ..."), so teasers are read only after them.

// storyFloor is the least content probability of a sibling paragraph that
// joins: below the selection's own threshold (0.5), above what the model
// gives boilerplate set as a paragraph (calls to action, notices, bylines
// sit well under 0.3).
const storyFloor = 0.35

// storyMinText is Readability's sibling paragraph length (80 characters).
const storyMinText = 80

// storyMaxLinks is Readability's sibling link density (0.25).
const storyMaxLinks = 0.25

func rescueStorySiblings(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if !opt.articleLike() || len(mains) < 2 || s.prob == nil {
		return
	}
	count := map[int32]int{}
	for m := range mains {
		if x.atom(m) == atom.P {
			if p := x.parent[m]; p >= 0 {
				count[p]++
			}
		}
	}
	for p, n := range count {
		if n >= 2 {
			joinStorySiblings(x, s, mains, p, opt.pageURL)
		}
	}
}

// joinStorySiblings joins box p's story paragraphs (storyParagraph) and
// the headings over them to the content, on the page at pageURL ("" when
// unknown).
func joinStorySiblings(x *index, s *scores, mains map[int32]float64, p int32, pageURL string) {
	classes := map[string]bool{}
	var score float64
	x.children(p, func(c int32) {
		if sc, ok := mains[c]; ok && x.atom(c) == atom.P {
			classes[dom.Attr(x.nodes[c], "class")] = true
			score = sc
		}
	})
	var kids []int32
	x.children(p, func(c int32) { kids = append(kids, c) })
	teasers := teaserParagraphs(x, kids, pageURL)
	took := false
	after := true // past the box's last chosen paragraph
	for i := len(kids) - 1; i >= 0; i-- {
		c := kids[i]
		if _, ok := mains[c]; ok || s.chrome[c] != 0 {
			took = false // a heading over a chosen paragraph is the gap rules' (gapheadings.go)
			after = after && !(ok && x.atom(c) == atom.P)
			continue
		}
		switch {
		case x.atom(c) == atom.P && classes[dom.Attr(x.nodes[c], "class")] && storyParagraph(x, s, c) &&
			!(after && teasers[i]):
			took = true
		case isHeading(x, c) && took && x.text[c] > 0:
			took = false // a heading heads one run of paragraphs
		default:
			took = false
			continue
		}
		mains[c] = score
		s.markRescued(c)
	}
}

// storyParagraph reports whether unit c reads as a story's paragraph:
// Readability's length and link density, and not unlikely to the model.
func storyParagraph(x *index, s *scores, c int32) bool {
	if x.unit[c] != c || x.unitText[c] < storyMinText {
		return false
	}
	if float32(x.unitLink[c]) > storyMaxLinks*float32(x.unitText[c]) {
		return false
	}
	return s.prob[c] >= storyFloor
}

// teaserParagraphs marks the paragraphs of kids that are teasers of
// other stories: a run of paragraphs that open with a link to another
// page right under a heading ("Mehr zum Thema", then "<a>Other story</a>
// summary", "<a>Third story</a> summary"), and a paragraph right under a
// heading that is such a link. A link-led paragraph right after a
// paragraph of the story is its own, closing on its source ("<a>The
// study</a>, published in ..."). One pass over kids.
func teaserParagraphs(x *index, kids []int32, pageURL string) []bool {
	teasers := make([]bool, len(kids))
	run := false // the kids since the last heading are link-led paragraphs
	for i, c := range kids {
		switch {
		case isHeading(x, c) && x.text[c] > 0:
			run = true
			if i+1 < len(kids) && x.link[c] == x.text[c] && leadLink(x.nodes[c], pageURL) {
				teasers[i+1] = true
			}
		case x.atom(c) == atom.P && run && leadLink(x.nodes[c], pageURL):
			teasers[i] = true
		default:
			run = false
		}
	}
	return teasers
}

// leadLink reports whether n's first text lies in a link to another page:
// not "#section" on this one, nor a section of it by its full address
// ("https://example.com/story/#fazit", a heading's permalink; postsBack
// compares the address with pageURL).
func leadLink(n *html.Node, pageURL string) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode && strings.TrimSpace(c.Data) != "":
			return false
		case c.Type != html.ElementNode:
		case c.DataAtom == atom.A:
			href := strings.TrimSpace(dom.Attr(c, "href"))
			if k := strings.IndexByte(href, '#'); k > 0 && pageURL != "" && postsBack(href[:k], pageURL) {
				return false
			}
			return href != "" && !strings.HasPrefix(href, "#") && strings.TrimSpace(dom.Text(c, nil)) != ""
		case leadLink(c, pageURL):
			return true
		case strings.TrimSpace(dom.Text(c, nil)) != "":
			return false
		}
	}
	return false
}
