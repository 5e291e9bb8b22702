package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// TestLongRepeats: a teaser summary shown again further down an index of
// linked teasers, and an opening post printed again in a thread, are cut
// once; the same paragraph twice in an article, and short repeated lines,
// stay.
func TestLongRepeats(t *testing.T) {
	summary := "Researchers found that the river's delta has been sinking faster than the sea has been rising for two decades now."
	teaser := func(title string) string {
		return `<div class="card"><h3><a href="/` + title + `">` + title + ` and the towns that grew along the water</a></h3><p>` + summary + `</p></div>`
	}
	index := `<section><h2>Latest</h2>` + teaser("rivers") + `<div class="card"><h3><a href="/a">Another story about the coast and its harbours</a></h3>` +
		`<p>Short blurb.</p></div></section><section><h2>Most read</h2>` + teaser("rivers-again") +
		`<div class="card"><h3><a href="/b">A third story about the mountains and their passes</a></h3><p>Short blurb.</p></div></section>`
	article := `<article><p>` + summary + `</p><p>Then the survey went on for years, ` +
		`measuring the banks every spring and every autumn, and the crews wrote down what the water had taken.</p><p>` + summary + `</p></article>`
	cases := []struct {
		name string
		html string
		typ  classify.PageType
		want int
	}{
		{"an index of linked teasers", index, classify.TypeUnknown, 1},
		{"a forum thread", `<div class="post"><p>` + summary + `</p></div><div class="post"><p>` + summary + `</p><p>Thanks, that helps.</p></div>`, classify.TypeForum, 1},
		{"an article", article, classify.TypeArticle, 0},
		// A lyric whose lines are links (an annotated song): its chorus
		// comes back, on content that is more than indexLinks links.
		{"a linked article", strings.ReplaceAll(article, "<p>"+summary, `<p><a href="/annotation">`+summary+"</a>"), classify.TypeArticle, 0},
		{"a linked index", strings.ReplaceAll(article, "<p>"+summary, `<p><a href="/annotation">`+summary+"</a>"), classify.TypeUnknown, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := 0
			for _, k := range Prune([]*html.Node{parseRoot(t, c.html)}, nil, pageOf(c.typ)) {
				if k.Rule == "long-repeat" {
					got++
					if NormLine(textOf(k.Node)) != NormLine(summary) {
						t.Errorf("cut %q, want the summary", textOf(k.Node))
					}
				}
			}
			if got != c.want {
				t.Errorf("long-repeat cuts = %d, want %d", got, c.want)
			}
		})
	}
}

// TestHeadlineRepeats: on an index, a teaser's linked title of
// headlineWords words or more that stands exactly twice (under "Latest" and
// again under "Most read") is cut once; a title three times (a line the
// items share), a card's title written twice side by side, a row of tag
// links, a shorter title and a line holding one link in its text stay.
func TestHeadlineRepeats(t *testing.T) {
	const title = "Scaling global storytelling with localization analytics at scale"
	card := func(head, blurb string) string {
		return `<div class="card"><h3>` + head + `</h3><p>` + blurb + `</p></div>`
	}
	link := func(s string) string { return `<a href="/` + strings.ReplaceAll(s, " ", "-") + `">` + s + `</a>` }
	other := card(link("Mount Mayhem: scaling containers on modern processors today"), "Short blurb.") +
		card(link("How we rebuilt the search experience for enterprise customers"), "Another blurb.")
	cases := []struct {
		name string
		html string
		want int
	}{
		{"twice, apart", `<section>` + card(link(title), "Short blurb.") + other + `</section><section>` + card(link(title), "Short blurb.") + `</section>`, 1},
		{"three times", card(link(title), "One.") + other + card(link(title), "Two.") + card(link(title), "Three."), 0},
		{"side by side", `<div class="card"><h3>` + link(title) + `</h3><div><p>` + link(title) + `</p><p>$39.95</p></div></div>` + other, 0},
		{"tag links", `<p>` + link("Developer Experience") + ` ` + link("Platform Tools") + ` ` + link("Infrastructure Mobile Web") + `</p>` + other +
			`<p>` + link("Developer Experience") + ` ` + link("Platform Tools") + ` ` + link("Infrastructure Mobile Web") + `</p>`, 0},
		{"a short title", card(link("Three word title"), "One.") + other + card(link("Three word title"), "Two."), 0},
		// One link in a line that is mostly plain text: a credit the
		// cards share, not a title.
		{"one link in a line of text", card(link(title), "One.") + `<p>Sponsored by ` + link("Acme") + ` with thanks to all our partners</p>` +
			other + `<p>Sponsored by ` + link("Acme") + ` with thanks to all our partners</p>`, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := 0
			for _, k := range Prune([]*html.Node{parseRoot(t, c.html)}, nil, pageOf(classify.TypeUnknown)) {
				if k.Rule == "long-repeat" {
					got++
					if NormLine(textOf(k.Node)) != NormLine(title) {
						t.Errorf("cut %q, want the title", textOf(k.Node))
					}
				}
			}
			if got != c.want {
				t.Errorf("long-repeat cuts = %d, want %d", got, c.want)
			}
		})
	}
}
