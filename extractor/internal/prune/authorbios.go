package prune

import (
	"strings"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Author boxes named by the page's own structured data. Many sites describe
// their writers in JSON-LD (a Person's "description": Yoast's @graph,
// Hearst's article author, WordPress author-box plugins) and show the same
// words in a box under the article ("Jane Doe is a freelance writer based
// in ..."), whatever the box's class is called and in any language ("Jule
// Radeck studierte Sportwissenschaften ..."). The site marks that text as
// describing a person, not the page: WCXB's truths leave it out on 50 of
// the 51 wcxb-dev articles whose page shows one, and trafilatura-dev counts
// author boxes as boilerplate.
//
// A unit whose words are (a piece of) such a description, or that holds
// one, goes, with the smallest box around it that holds little else (the
// writer's name, "View all posts"): at most bioSlack letters, or half the
// bio's, more than the unit. Nothing is cut when what would go is more than
// bioShare of the content: on a writer's profile page the description is
// the content.
//
// Measured with gym score against no such rule: wcxb-dev 0.90005 ->
// 0.90015 (seven articles on seven hosts gain up to 0.035; one loses 0.006,
// a guest author's bio its truth keeps); ScrapingHub and trafilatura-dev
// unchanged (their pages' author boxes are cut by name already). With
// microdata Person descriptions too (metadata.AuthorBios): 0.90290 ->
// 0.90298 (two articles gain, 0.88 -> 1.00 and 0.95 -> 0.96, none lose).
const (
	bioSlack = 120
	bioShare = 0.3
	// bioMatch is the least folded text (bytes) two descriptions must share
	// at their start to be the same one: a page may end the bio with a
	// link the JSON-LD does not have, or the JSON-LD may be cut short.
	bioMatch = 60
)

func authorBios(t *tree, cut func(int32, classify.Role)) {
	raw := t.page.Bios
	if len(raw) == 0 {
		return
	}
	bios := make([]string, 0, len(raw))
	for _, b := range raw {
		if f := dom.FoldWords(b); len(f) >= minBioFolded {
			bios = append(bios, f)
		}
	}
	if len(bios) == 0 {
		return
	}
	total := t.totalText()
	var cuts []int32
	var sum int32
	for _, u := range t.units {
		if t.cut[u] || t.mixed[u] || t.own[u] < minBioFolded {
			continue
		}
		f := dom.FoldWords(t.unitText[u])
		if !matchesBio(f, bios) {
			continue
		}
		box := u
		limit := t.text[u] + max(bioSlack, t.text[u]/2)
		for p := t.parent[box]; p >= 0 && !t.cut[p] && t.text[p] <= limit; p = t.parent[box] {
			box = p
		}
		if len(cuts) > 0 && box < t.end[cuts[len(cuts)-1]] {
			continue // a second unit of a box already found
		}
		cuts = append(cuts, box)
		sum += t.text[box]
	}
	if len(cuts) == 0 || float32(sum) > bioShare*float32(total) {
		return
	}
	for _, i := range cuts {
		cut(i, classify.RoleBoilerplate)
	}
}

// minBioFolded is the least folded text (bytes) of a description or a unit
// compared with one.
const minBioFolded = 40

// matchesBio reports whether the folded unit text f is one of the
// descriptions, a piece of one, or holds one.
func matchesBio(f string, bios []string) bool {
	for _, b := range bios {
		switch {
		case strings.Contains(b, f), strings.Contains(f, b) && 2*len(b) >= len(f):
			return true
		case len(f) >= bioMatch && len(b) >= bioMatch && f[:bioMatch] == b[:bioMatch]:
			return true
		}
	}
	return false
}
