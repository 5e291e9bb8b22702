package dom

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func parse(t *testing.T, s string) *html.Node {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(s))
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

func TestFindBodyAndAttr(t *testing.T) {
	doc := parse(t, `<html><body id="top" class="a b"><svg><a xlink:href="#x" href="h"></a></svg></body></html>`)
	body := FindBody(doc)
	if body == nil || body.Data != "body" {
		t.Fatalf("FindBody = %v", body)
	}
	if Attr(body, "id") != "top" || Attr(body, "class") != "a b" || Attr(body, "missing") != "" {
		t.Fatalf("Attr: id %q class %q", Attr(body, "id"), Attr(body, "class"))
	}
	// In SVG, xlink:href is in a namespace: not the HTML href attribute.
	a := body.FirstChild.FirstChild
	if a.Data != "a" || Attr(a, "href") != "h" {
		t.Fatalf("namespaced attribute matched: %q", Attr(a, "href"))
	}
	if FindBody(parse(t, "")) == nil {
		t.Fatal("the parser always adds a body")
	}
	frag := &html.Node{Type: html.ElementNode, Data: "div"}
	if FindBody(frag) != nil {
		t.Fatal("a body found where there is none")
	}
}

func TestText(t *testing.T) {
	doc := parse(t, "<body><p>One\n  <b>two</b><i>three</i></p><script>var x</script><p> four </p></body>")
	body := FindBody(doc)
	if got := Text(body, nil); got != "One two three var x four" {
		t.Fatalf("Text(nil) = %q", got)
	}
	skip := func(n *html.Node) bool { return n.Data == "script" }
	if got := Text(body, skip); got != "One two three four" {
		t.Fatalf("Text(skip) = %q", got)
	}
	if got := Text(body.LastChild.PrevSibling, skip); got != "" {
		t.Fatalf("a skipped root has text %q", got)
	}
}

// TestTextFields checks that Text gives what joining the fields of the
// text nodes, a space after each, gives: spaces outside ASCII (no-break,
// ideographic) part words, and a broken UTF-8 sequence at a node's end
// does not join the next node's text.
func TestTextFields(t *testing.T) {
	for _, texts := range [][]string{
		{"a\u00a0b", "\u3000c\u2009d "},
		{"x\xc2", "\xa0y", "\t\n"},
		{"", "  ", "é\u0085ï"},
		{"\xe2\x80", "\xa8z"},
	} {
		p := &html.Node{Type: html.ElementNode, Data: "p"}
		var all strings.Builder
		for _, s := range texts {
			p.AppendChild(&html.Node{Type: html.TextNode, Data: s})
			all.WriteString(s + " ")
		}
		want := strings.Join(strings.Fields(all.String()), " ")
		if got := Text(p, nil); got != want {
			t.Errorf("Text(%q) = %q, want %q", texts, got, want)
		}
	}
}

func TestFoldWords(t *testing.T) {
	for in, want := range map[string]string{
		"  Hello, World!  ":   "hello world",
		"Straße—Ünïcode_2024": "straße ünïcode 2024",
		"<b>a</b>\n\t b":      "b a b b",
		"...":                 "",
	} {
		if got := FoldWords(in); got != want {
			t.Errorf("FoldWords(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestWordCount(t *testing.T) {
	for s, want := range map[string]int{
		"":                   0,
		"  one two\tthree\n": 3,
		"Google Play 配信":     4, // three runs, and 配信 two characters
		"トレンドマイクロは3月9日、発表した。": 1 + 17/2,
		"한국어 문장입니다":           2, // Hangul: words by spaces
	} {
		if got := WordCount(s); got != want {
			t.Errorf("WordCount(%q) = %d, want %d", s, got, want)
		}
	}
}

func TestFoldSpace(t *testing.T) {
	if got := FoldSpace("  Add to\n\tCOMPARE:  "); got != "add to compare:" {
		t.Errorf("FoldSpace = %q, want %q", got, "add to compare:")
	}
}
