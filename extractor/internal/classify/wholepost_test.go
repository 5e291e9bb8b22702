package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// unlikelyDropped runs dropUnlikely on page with the model's probability
// and the chosen blocks set per element, and returns the text it keeps.
func unlikelyDropped(t *testing.T, page string, opt routeOptions, prob func(*html.Node) float32, chosen func(*html.Node) bool) string {
	t.Helper()
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	s.prob = make([]float32, len(x.nodes))
	mains := map[int32]float64{}
	for i, n := range x.nodes {
		s.prob[i] = prob(n)
		if chosen(n) {
			mains[int32(i)] = 1
		}
	}
	dropUnlikely(x, s, opt, mains)
	return mainText(emitBlocks(x, s, mains))
}

func TestWholePost(t *testing.T) {
	page := `<html><body><div class="entry"><div class="md"><p>Same here, mine rings too.</p></div></div>` +
		`<div class="entry"><div class="md" id="mixed"><p>A longer reply with its reasons, which the model trusts.</p><p id="label">Reaction score</p></div></div></body></html>`
	for _, c := range []struct {
		name     string
		opt      routeOptions
		oneLiner bool // the one-line post stays
	}{
		{"a forum's one-line reply stays", optionsFor(TypeForum), true},
		{"elsewhere the model decides", optionsFor(TypeArticle), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := unlikelyDropped(t, page, c.opt, func(n *html.Node) float32 {
				if n.Data == "p" && len(n.Attr) == 0 && strings.HasPrefix(dom.Text(n, skipped), "Same") || dom.Attr(n, "id") == "label" {
					return 0.1
				}
				return 0.9
			}, func(n *html.Node) bool { return dom.Attr(n, "class") == "md" })
			if strings.Contains(got, "Same here") != c.oneLiner {
				t.Errorf("one-line post kept = %v, want %v: %q", !c.oneLiner, c.oneLiner, got)
			}
			if strings.Contains(got, "Reaction score") {
				t.Errorf("a short unit beside a post's text is kept: %q", got)
			}
		})
	}
}

// TestPostLine: on a forum, a post chosen with its author and date keeps
// a one-line reply, a paragraph alone in its text box; its edit note
// (digits) and its quote header (no paragraph) go, and so does a short
// paragraph after a longer one, which the model judges.
func TestPostLine(t *testing.T) {
	page := `<html><body><article class="post"><div class="author">jdoe</div><time>Jun 19, 2024</time>` +
		`<div class="body"><p>Thank you James.</p></div><div class="edit"><p>Edited June 19, 2024 by jdoe</p></div></article>` +
		`<article class="post"><div class="author">asmith</div><div class="quote-head">Click to expand</div>` +
		`<div class="body"><p>A longer reply with its reasons, which the model trusts.</p><p>Reaction score</p></div></article></body></html>`
	for _, c := range []struct {
		name string
		opt  routeOptions
		kept bool // the one-line reply stays
	}{
		{"forum", optionsFor(TypeForum), true},
		{"article comments", optionsFor(TypeArticle), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := unlikelyDropped(t, page, c.opt, func(n *html.Node) float32 {
				if strings.HasPrefix(dom.Text(n, skipped), "A longer") {
					return 0.9
				}
				return 0.1
			}, func(n *html.Node) bool { return n.Data == "article" })
			if strings.Contains(got, "Thank you James.") != c.kept {
				t.Errorf("one-line reply kept = %v, want %v: %q", !c.kept, c.kept, got)
			}
			for _, l := range []string{"Edited June", "Click to expand", "Reaction score"} {
				if strings.Contains(got, l) {
					t.Errorf("%q kept: %q", l, got)
				}
			}
		})
	}
}
