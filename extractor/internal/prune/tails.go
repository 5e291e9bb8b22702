package prune

import (
	"strings"

	"folio/extractor/internal/classify"
)

// Teasers after the text: where an article ends, news and blog pages run
// links to other articles ("Ein Roadtrip entlang der Route 66", "Mazda
// fertigt flexibler") with or without a title the phrase lists know. On
// prose without code, the units after the last long paragraph (tailLong
// letters, at most tailLinks of them in links) are the tail; when the tail
// holds at least tailRun headline links (link-dense units of tailWords
// words or more), those links go, with a short heading right before
// each and the summaries cut off with an ellipsis, as long as
// together they stay under sectionShare of the content.
const (
	tailLong  = 200
	tailLinks = 0.3
	tailRun   = 2
	tailWords = 4
	// teaserWords: a summary cut off with "..." after the last paragraph
	// is a teaser's, up to this many words.
	teaserWords = 60
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
	add := func(u int32) {
		if n := len(teasers); n == 0 || teasers[n-1] != u {
			teasers = append(teasers, u)
			size += t.text[u]
		}
	}
	for k := last + 1; k < len(t.units); k++ {
		u := t.units[k]
		if t.cut[u] || !t.canCut(u) {
			continue
		}
		if truncated(t.unitText[u]) && strings.Count(t.unitText[u], " ") < teaserWords {
			add(u) // a teaser's summary, cut off
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
	if links < tailRun || float32(size) > sectionShare*float32(total) {
		return
	}
	for _, u := range teasers {
		cut(u, classify.RoleRelated)
	}
}

// headlineLink reports whether unit u is mostly a link of a few words or
// more: a teaser's headline, not "PDF" or "Website".
func headlineLink(t *tree, u int32) bool {
	return t.linkDensity(u) >= linkDense && strings.Count(t.unitText[u], " ")+1 >= tailWords
}

// truncated reports whether s ends with an ellipsis: a summary cut off.
func truncated(s string) bool {
	return strings.HasSuffix(s, "...") || strings.HasSuffix(s, "…")
}

// short reports whether unit u is a title-length line.
func short(t *tree, u int32) bool {
	return strings.Count(t.unitText[u], " ")+1 <= phraseMaxWords
}
