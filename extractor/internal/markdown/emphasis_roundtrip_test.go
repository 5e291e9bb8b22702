package markdown_test

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/markdown"
)

// TestEmphasisRoundTrip is a property test of the inline walker: random
// nestings of emphasis, strong emphasis, strikethrough, links and code
// spans, with words, spaces and punctuation (Markdown's own delimiters
// among them) at their edges, are rendered to Markdown, read back by
// goldmark (CommonMark and GFM), and the reader must see what the page
// showed: the same characters, each in the same styles. Styles are what a
// browser shows, not how the tags nest: italic inside italic is italic
// once, and two adjacent bold runs are one bold run. The walker may add a
// space where CommonMark cannot close or open a delimiter between two
// characters without one (emphasis-flanking); it may never drop a space,
// add or lose a character, nor leave a delimiter visible. The plain text
// must hold the same characters and spaces (it may part two code spans).
func TestEmphasisRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	failed := 0
	const cases = 10000
	for i := 0; i < cases; i++ {
		g := &inlineGen{rng: rng}
		src := "<p>" + g.seq(0) + "</p>"
		md, txt := convertText(src)
		back := gmRender(md)
		want, got := styledText(src), styledText(back)
		msg := compareStyled(want, got)
		if msg == "" {
			msg = compareStyled(unstyled(want), styledText("<p>"+html.EscapeString(txt)+"</p>"))
		}
		if msg != "" {
			failed++
			if failed <= 5 {
				t.Errorf("%s\nhtml: %s\nmd:   %q\nback: %s", msg, src, md, back)
			}
		}
	}
	t.Logf("%d of %d nestings differ", failed, cases)
}

// convertText renders a fragment to Markdown and plain text.
func convertText(h string) (md, txt string) {
	nodes, err := html.ParseFragment(strings.NewReader(h), &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body})
	if err != nil {
		return "", ""
	}
	return markdown.Render(nodes, markdown.Options{})
}

// inlineGen writes random inline HTML. Words are letters from a counter, so
// that no text repeats (the walker drops repeated passages).
type inlineGen struct {
	rng  *rand.Rand
	word int
}

var (
	genTags  = []string{"em", "i", "strong", "b", "del", "s", "a", "code", "span", "cite"}
	genPunct = []string{".", ",", "\"", "(", ")", "*", "_", ":", "!", "'", "~", "[", "]", "-", "$", "#"}
)

func (g *inlineGen) seq(depth int) string {
	var b strings.Builder
	n := 1 + g.rng.Intn(3)
	for k := 0; k < n; k++ {
		if depth < 5 && g.rng.Intn(3) > 0 {
			b.WriteString(g.element(depth))
		} else {
			b.WriteString(g.text())
		}
	}
	return b.String()
}

func (g *inlineGen) element(depth int) string {
	tag := genTags[g.rng.Intn(len(genTags))]
	switch tag {
	case "a":
		return `<a href="/p` + fmt.Sprint(g.rng.Intn(3)) + `">` + g.seq(depth+1) + "</a>"
	case "code":
		return "<code>" + g.codeText() + "</code>"
	}
	return "<" + tag + ">" + g.seq(depth+1) + "</" + tag + ">"
}

func (g *inlineGen) text() string {
	var b strings.Builder
	n := 1 + g.rng.Intn(3)
	for k := 0; k < n; k++ {
		switch g.rng.Intn(6) {
		case 0:
			b.WriteByte(' ')
		case 1:
			b.WriteString(html.EscapeString(genPunct[g.rng.Intn(len(genPunct))]))
		default:
			b.WriteString(g.nextWord())
		}
	}
	return b.String()
}

func (g *inlineGen) nextWord() string {
	g.word++
	w := ""
	for n := g.word; n > 0; n /= 26 {
		w = string(rune('a'+(n-1)%26)) + w
		n = (n - 1) / 26 * 26
		if n == 0 {
			break
		}
	}
	return w
}

func (g *inlineGen) codeText() string {
	parts := []string{"x", "y*z", "a_b", "`", "q q", "r"}
	return html.EscapeString(g.nextWord() + parts[g.rng.Intn(len(parts))])
}

// styled is one visible character and the styles it is shown in.
type styled struct {
	r     rune
	style uint8
}

const (
	stItalic = 1 << iota
	stBold
	stStrike
	stCode
	stLink
)

// styledText parses a fragment of HTML and returns its visible characters,
// whitespace collapsed to single spaces and trimmed, each with its styles.
func styledText(src string) []styled {
	doc, err := html.Parse(strings.NewReader(src))
	if err != nil {
		return nil
	}
	var out []styled
	space := false
	var visit func(n *html.Node, st uint8)
	visit = func(n *html.Node, st uint8) {
		if n.Type == html.TextNode {
			for _, r := range n.Data {
				if unicode.IsSpace(r) {
					space = true
					continue
				}
				if space && len(out) > 0 {
					out = append(out, styled{' ', 0})
				}
				space = false
				out = append(out, styled{r, st})
			}
			return
		}
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.Em, atom.I, atom.Cite:
				st |= stItalic
			case atom.Strong, atom.B:
				st |= stBold
			case atom.Del, atom.S:
				st |= stStrike
			case atom.Code:
				st |= stCode
			case atom.A:
				st |= stLink
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			visit(c, st)
		}
	}
	visit(doc, 0)
	return out
}

// compareStyled aligns got with want: every character of want must be in
// got in the same styles, in order; got may hold extra spaces. It returns
// "" when they agree.
func compareStyled(want, got []styled) string {
	i, j := 0, 0
	for i < len(want) && j < len(got) {
		w, g := want[i], got[j]
		switch {
		case w.r == g.r && (w.r == ' ' || w.style == g.style):
			i++
			j++
		case w.r == g.r:
			return fmt.Sprintf("character %d %q: style %05b, want %05b", i, w.r, g.style, w.style)
		case g.r == ' ':
			j++
		default:
			return fmt.Sprintf("character %d: got %q, want %q (%q / %q)", i, g.r, w.r, plain(got), plain(want))
		}
	}
	if i < len(want) || j < len(got) {
		return fmt.Sprintf("text differs: got %q, want %q", plain(got), plain(want))
	}
	return ""
}

// unstyled drops the styles: the plain text has none.
func unstyled(s []styled) []styled {
	out := make([]styled, len(s))
	for i, c := range s {
		out[i] = styled{c.r, 0}
	}
	return out
}

func plain(s []styled) string {
	var b strings.Builder
	for _, c := range s {
		b.WriteRune(c.r)
	}
	return b.String()
}

// TestEmphasisEmptyBetween: an empty element between two runs of one style
// adds no space to the text (a news site's "surnommait</strong></em>
// <strong></strong><em><strong>le" reads "surnommaitle", as the page
// shows it), and an empty emphasis gives its pending space back.
func TestEmphasisEmptyBetween(t *testing.T) {
	cases := []struct{ name, in, md, txt string }{
		{"empty-strong-between", `<p><em><strong>a b</strong></em><strong></strong><em><strong>c d</strong></em></p>`,
			"*__a bc d__*", "a bc d"},
		{"empty-em-at-end", `<p><del>a<em> </em></del>b</p>`, "~~a~~ b", "a b"},
		{"empty-link-in-em", `<p><em>a #</em><a href="/x"> </a>c</p>`, "*a #* c", "a # c"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			md, nodes := renderCase(t, c.in, c.md, c.txt)
			checkOutput(t, md, nodes)
		})
	}
}
