package prune

import (
	"strings"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Teasers after the text: where an article ends, news and blog pages run
// links to other articles ("Ein Roadtrip entlang der Route 66", "Mazda
// fertigt flexibler") with or without a title the phrase lists know. On
// prose without code, the units after the last long paragraph (tailLong
// letters, at most tailLinks of them in links) are the tail; when the tail
// holds at least tailRun headline links (link-dense units of tailWords
// words or more), those links go, with a short heading right before
// each and the summaries cut off with an ellipsis, as long as
// together they stay under sectionShare of the content. A summary cut off
// with an ellipsis and then a short link of its own ("Clients book a call
// and ... [read more]", "Auskunft über vergangenes Wetter… mehr •••")
// counts as a headline link: a forum's or a site's teasers may carry no
// other. Measured against the rule that did not count them: wcxb-dev
// 0.913729 -> 0.913772 (forum .84578 -> .84635: a forum thread's "...
// [read more]" teasers of other threads), trafilatura-dev, ScrapingHub
// and readability-testpages identical page for page. WordPress closes
// the excerpts it cuts with a bracketed ellipsis, "[…]": counted as one,
// wcxb-dev 0.913941 -> 0.913963 (service .87321 -> .87341: a movers'
// directory's excerpt teasers), the others identical page for page.
//
// Unless the run is the article's own list (interleaved): when every
// headline link is a heading or a list item and, between the first
// teaser and the last, units of interleavedWords words or more that are
// no teasers hold more text than the teasers, each link titles an item
// the text then describes (a guide's "Step 1 - Backing up your data"
// and its summary, a listicle's picks under numbered headings). Teasers
// after an article are bare links, or links with a date and a byline.
// Measured with gym score against the rule without this guard: wcxb-dev
// 0.90045 -> 0.90058 (six articles gain up to 0.07, three lose up to
// 0.013); ScrapingHub (whose "READ MORE" paragraphs amid short news
// paragraphs are no headings, so still go) and trafilatura-dev unchanged.
const (
	tailLong  = 200
	tailLinks = 0.3
	tailRun   = 2
	tailWords = 4
	// teaserWords: a summary cut off with "..." after the last paragraph
	// is a teaser's, up to this many words.
	teaserWords = 60
	// interleavedWords: the least words of a description between items.
	interleavedWords = 8
)

func tails(t *tree, cut func(int32, classify.Role)) {
	if !t.prose() || t.hasCode() {
		return
	}
	total := t.totalText()
	last := -1
	for k, u := range t.units {
		if !t.cut[u] && !t.mixed[u] && t.own[u] >= tailLong && t.linkDensity(u) <= tailLinks && !truncated(t.unitText[u]) {
			last = k
		}
	}
	if last < 0 {
		return
	}
	var teasers []int32
	var size int32
	more := 0
	add := func(u int32) {
		if n := len(teasers); n == 0 || teasers[n-1] != u {
			teasers = append(teasers, u)
			size += t.text[u]
		}
	}
	for k := last + 1; k < len(t.units); k++ {
		u := t.units[k]
		if !t.canCut(u) {
			continue
		}
		if truncated(t.unitText[u]) && !piecesOver(t.unitText[u], teaserWords) {
			add(u) // a teaser's summary, cut off
			continue
		}
		if truncatedMore(t, u) && !piecesOver(t.unitText[u], teaserWords) {
			add(u)
			more++
			continue
		}
		if !headlineLink(t, u) {
			continue
		}
		if k > last+1 {
			if p := t.units[k-1]; !t.cut[p] && t.canCut(p) && heading(t.nodes[p]) && short(t, p) {
				add(p)
			}
		}
		add(u)
	}
	links := 0
	for _, u := range teasers {
		if headlineLink(t, u) {
			links++
		}
	}
	if links+more < tailRun || float32(size) > sectionShare*float32(total) || interleaved(t, teasers, size) || t.sources(teasers) {
		return
	}
	for _, u := range teasers {
		cut(u, classify.RoleRelated)
	}
}

// headlineLink reports whether unit u is mostly a link of a few words or
// more: a teaser's headline, not "PDF" or "Website".
func headlineLink(t *tree, u int32) bool {
	return t.linkDensity(u) >= linkDense && !piecesUnder(t.unitText[u], tailWords)
}

// truncated reports whether s ends with an ellipsis: a summary cut off.
// WordPress closes the excerpts it cuts with a bracketed one, "[…]".
func truncated(s string) bool {
	s = strings.TrimSuffix(strings.TrimRight(s, " "), "]")
	return strings.HasSuffix(s, "...") || strings.HasSuffix(s, "…")
}

// truncatedMore reports whether unit u is a summary cut off with an
// ellipsis and a short link after it, of two pieces at most ("Auskunft
// über vergangenes Wetter… mehr •••", "... [read more]"), the link less
// than half of it: the summary is the teaser's own words.
func truncatedMore(t *tree, u int32) bool {
	s := t.unitText[u]
	i := max(strings.LastIndex(s, "..."), strings.LastIndex(s, "…"))
	if i <= 0 || t.link[u] == 0 {
		return false
	}
	rest := strings.TrimLeft(s[i:], ".… ")
	return rest != "" && !piecesOver(rest, 2) && letters(rest) <= t.link[u] && t.link[u] < t.text[u]/2
}

// short reports whether unit u is a title-length line.
func short(t *tree, u int32) bool {
	return !piecesOver(t.unitText[u], phraseMaxWords)
}

// interleaved reports whether the teasers are items of the article's own
// list: every headline link among them is a heading or a list item, and
// the units between the first and the last that are no teasers and hold
// interleavedWords words or more (descriptions, not a teaser's date or
// byline) hold more text than the teasers do (size).
func interleaved(t *tree, teasers []int32, size int32) bool {
	in := make(map[int32]bool, len(teasers))
	for _, u := range teasers {
		in[u] = true
		if headlineLink(t, u) && !heading(t.nodes[u]) && t.nodes[u].DataAtom != atom.Li {
			return false
		}
	}
	var other int32
	first, last := teasers[0], teasers[len(teasers)-1]
	for _, u := range t.units {
		if u <= first || u >= last || in[u] || t.cut[u] || piecesUnder(t.unitText[u], interleavedWords) {
			continue
		}
		other += t.own[u]
	}
	return other > size
}

// sources reports whether every headline link of the teasers points out
// of the page's site, to sources on tailRun sites or more: a story's list
// of sources ("Bronnen: <a>KNMI Klimaatsignaal</a>, <a>ICES advies</a>"),
// which is the writer's, each source named once. A network's teasers
// point into the site, or to one sister site; links a hacked theme
// injects ("Download Premium WordPress Themes Free", three times) repeat
// their titles.
func (t *tree) sources(teasers []int32) bool {
	site := t.site()
	if site == "" {
		return false
	}
	seen, titles := map[string]bool{}, map[string]bool{}
	for _, u := range teasers {
		if !headlineLink(t, u) {
			continue
		}
		if titles[t.unitText[u]] {
			return false // a title twice: injected link spam, not a writer's sources
		}
		titles[t.unitText[u]] = true
		other := ""
		for j := u; j < t.end[u]; j++ {
			if t.nodes[j].DataAtom == atom.A {
				if s := siteOf(dom.Attr(t.nodes[j], "href")); s != "" && s != site {
					other = s
				}
				break
			}
		}
		if other == "" {
			return false
		}
		seen[other] = true
	}
	return len(seen) >= tailRun
}
