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
	doc := parse(t, "<body><p>One\n  <b>two</b> <i>three</i></p><script>var x</script><p> four </p></body>")
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

// TestTextJoins checks where Text parts texts that meet with no white
// space between them: inline markup joins, a block, a <br>, a box made
// by style or class, a flex item or a control parts, and so does a
// break no word of prose has inside it.
func TestTextJoins(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"inline joins", "<p><b>W</b>ord and Plan<span>ning</span> <a href=x>l</a>ink</p>", "Word and Planning link"},
		{"nested inline joins", "<p>un<em><b>bel</b></em><i>iev</i>able</p>", "unbelievable"},
		{"block parts", "<div>one</div><div>two</div><p>three</p>four<h2>five</h2>", "one two three four five"},
		{"br parts", "<p>line<br>next<br/>last</p>", "line next last"},
		{"list items part", "<ul><li>a</li><li>b</li></ul><table><tr><td>c</td><td>d</td></tr></table>", "a b c d"},
		{"white space only nodes", "<p><b>x</b>\n\t<i>y</i>  \u00a0<span>z</span></p>", "x y z"},
		{"display style box", `<h1><span style="display:block">The Best</span><span style="display: block !important">Tools</span></h1>`, "The Best Tools"},
		{"class box", `<h1><span class="md:block">Alternatives</span><span class="block">top</span></h1>`, "Alternatives top"},
		{"flex items", `<div class="flex"><span>price</span><span>20</span></div>`, "price 20"},
		{"box keeps punctuation", `<div class="d-flex"><span>(</span><span>MIT</span><span>)</span></div>`, "(MIT)"},
		{"inline-block phrase", `<h1><span style="display:inline-block">fast</span><span style="display:inline-block">cheap</span></h1>`, "fast cheap"},
		{"inline-block letters join", `<h1><span class="inline-block">F</span><span class="inline-block">l</span><span class="inline-block">o</span><span class="inline-block">w</span></h1>`, "Flow"},
		{"controls part", "<div><button>less</button><button>more</button><label>XS</label><label>S</label></div>", "less more XS S"},
		{"word break parts", "<p><span>Merrell</span><span>Moab 3</span> <span>$129</span><span>99</span></p>", "Merrell Moab 3 $129 99"},
		{"units and acronyms join", "<p>31<span>g</span> EH<b>55</b> 1<sup>st</sup> CO<sub>2</sub> get<wbr>Element</p>", "31g EH55 1st CO2 getElement"},
		{"links to two addresses part", `<p><a href="/t/1">tactical</a><a href="/t/2">esports</a> <a href="/w">hel</a><a href="/w">lo</a></p>`, "tactical esports hello"},
	} {
		t.Run(c.name, func(t *testing.T) {
			body := FindBody(parse(t, c.in))
			if got := Text(body, nil); got != c.want {
				t.Errorf("Text(%s) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

// TestTextSkipped checks that a skipped element is passed over as if it
// were empty: inline, its two sides join; a block, they part.
func TestTextSkipped(t *testing.T) {
	skip := func(n *html.Node) bool { return n.Data == "script" || n.Data == "aside" }
	body := FindBody(parse(t, "<p>foo<script>x</script>bar</p><div>a<aside>b</aside>c</div>"))
	if got := Text(body, skip); got != "foobar a c" {
		t.Errorf("Text = %q", got)
	}
}

// TestTextFields checks that Text gives what joining the fields of the
// text nodes gives when nodes meet with no element between them (one
// text split in two): spaces outside ASCII (no-break, ideographic) part
// words, and a broken UTF-8 sequence at a node's end does not join the
// next node's text into a character neither has.
func TestTextFields(t *testing.T) {
	for _, c := range []struct {
		texts []string
		want  string
	}{
		{[]string{"a\u00a0b", "\u3000c\u2009d "}, "a b c d"},
		{[]string{"x\xc2", "\xa0y", "\t\n"}, "x\xc2 \xa0y"},
		{[]string{"", "  ", "é\u0085ï"}, "é ï"},
		{[]string{"\xe2\x80", "\xa8z"}, "\xe2\x80 \xa8z"},
		{[]string{"on", "e two"}, "one two"},
	} {
		p := &html.Node{Type: html.ElementNode, Data: "p"}
		for _, s := range c.texts {
			p.AppendChild(&html.Node{Type: html.TextNode, Data: s})
		}
		if got := Text(p, nil); got != c.want {
			t.Errorf("Text(%q) = %q, want %q", c.texts, got, c.want)
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

func TestFoldSpace(t *testing.T) {
	if got := FoldSpace("  Add to\n\tCOMPARE:  "); got != "add to compare:" {
		t.Errorf("FoldSpace = %q, want %q", got, "add to compare:")
	}
}
