package markdown_test

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/markdown"
)

// TestElementEdges: sibling spans a style sheet would put on lines of their
// own get a space where their texts meet at a break no word has inside it;
// words split by markup, units, superscripts and <wbr> stay joined.
func TestElementEdges(t *testing.T) {
	cases := []struct{ in, want string }{
		{`<p><a href="/p/1"><span>Merrell</span><span>Moab 3 Mid</span></a></p>`, "Merrell Moab 3 Mid"},
		{`<div><label>Accessories</label><span>1385</span></div>`, "Accessories 1385"},
		{`<p><span>$108</span><span>MSRP: $120</span></p>`, "$108 MSRP: $120"},
		{`<p><span>$120</span><span>10% OFF</span> <span>2026</span><span>1h 54m</span> <b>$129</b><sup>00</sup></p>`, "$120 10% OFF 2026 1h 54m $12900"},
		{`<p>Mar 7<span>19</span> and 4.9<span>(1,316)</span></p>`, "Mar 7 19 and 4.9(1,316)"},
		{`<div><input type="checkbox"><label><span>XS</span></label><input type="checkbox"><label>S</label><label>oversized fit</label><label>slim fit</label></div>`, "XS S oversized fit slim fit"},
		{`<p><label>Sale</label><label>new</label> <span>tag</span><b>line</b></p>`, "Sale new tagline"},
		{`<p><span>FPS</span><!--[--><span>Shooter</span><span>PvP</span><span>Online</span></p>`, "FPS Shooter PvP Online"},
		{`<p><b>HVAC</b>94 <span>NAS</span><span>A</span> <i>US</i>B</p>`, "HVAC94 NASA USB"},
		{`<p>un<b>believ</b>able and <i>Java</i>Script's</p>`, "unbelievable and Java Script's"},
		{`<p>Carbohydrates: <span>31</span><span>g</span>, EH<b>55</b></p>`, "Carbohydrates: 31g, EH55"},
		{`<p>the 1<sup>st</sup> of CO<sub>2</sub> and get<wbr>Element<wbr>ById</p>`, "the 1st of CO2 and getElementById"},
		{`<p>iPhone<span> 15</span> MP3</p>`, "iPhone 15 MP3"},
		{`<pre><span>fooBar</span><span>Baz</span></pre>`, "fooBarBaz"},
	}
	for _, c := range cases {
		_, txt := markdown.Render(parseBody(t, c.in), markdown.Options{Base: caseBase})
		if got := strings.TrimSpace(txt); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// TestBoxEdges: texts in elements that their style or class makes boxes
// of their own (Tailwind and Bootstrap display utilities, an inline
// display style, flex and grid items) are apart, as a browser shows them;
// a word that inline markup merely styles stays whole, and so does a word
// animated letter by letter in one-letter inline-blocks.
func TestBoxEdges(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"tailwind-block-in-heading", `<h1>The Best Notion Alternatives<span class="block text-sm">Top note-taking tools</span></h1>`, "The Best Notion Alternatives Top note-taking tools"},
		{"block-spans", `<h1><span class="block">The product</span><span class="block">development system</span></h1>`, "The product development system"},
		{"inline-block-phrases", `<p><span style="display:inline-block;opacity:0">The product</span><span style="display:inline-block">development</span><span style="display:inline-block">system for teams</span></p>`, "The product development system for teams"},
		{"inline-block-letters", `<h2><span style="white-space:nowrap"><span style="display:inline-block">F</span><span style="display:inline-block">l</span><span style="display:inline-block">o</span><span style="display:inline-block">w</span></span> <span>from</span></h2>`, "Flow from"},
		{"flex-items", `<div class="flex gap-1"><span>ai</span><span>sdk</span></div>`, "ai sdk"},
		{"flex-price", `<div class="d-flex"><span>Price</span><span>$20</span></div>`, "Price $20"},
		{"flex-bullet", `<a class="flex items-start space-x-2" href="#1"><span>•</span><span>Zero to 5K Plan</span></a>`, "• Zero to 5K Plan"},
		{"flex-label", `<div class="flex items-baseline"><span class="pr-1">AUTHOR:</span><span>Onie T.</span></div>`, "AUTHOR: Onie T."},
		{"flex-brackets-attach", `<p><span class="inline-flex">Open Source (<a href="/l">AGPL-3.0</a>)</span></p>`, "Open Source (AGPL-3.0)"},
		{"block-after-text", `<p>15.7 oz.<span class="block">(hammock, stuff sack)</span></p>`, "15.7 oz.\n(hammock, stuff sack)"},
		{"nested-box-opens", `<p>one<span class="x"><span class="md:block">two</span></span></p>`, "one\ntwo"},
		{"box-closes-nested", `<p><span class="d-block"><em>one</em></span>two</p>`, "one\ntwo"},
		{"styled-word-whole", `<p><b>W</b>ord and <span class="highlight">foo</span>bar</p>`, "Word and foobar"},
		{"inline-style-wins", `<p><span class="block" style="display:inline">foo</span>bar <span style="display:contents">baz</span>qux</p>`, "foobar bazqux"},
		{"tag-links", `<p><a href="/t/fps">FPS</a><a href="/t/tactical">Tactical</a><a href="/t/esports">eSports</a><span><a href="/t/pve">pve</a></span></p>`, "FPS Tactical eSports pve"},
		{"one-link-split", `<p><a href="/x">Java</a><a href="/x">script</a> and <a href="/y">un</a>done</p>`, "Javascript and undone"},
		{"dropped-between", `<p><span class="block">one</span><svg><text>x</text></svg>two</p>`, "one\ntwo"},
		// An element with no text between a box and the next text (an
		// empty span, an image without alt) does not hide the box's edge.
		{"empty-between", `<h2><span class="block">one</span><span></span><img src="/i.png" alt="">two</h2>`, "one two"},
		{"flex-items-in-cell", `<table><tr><th>a</th></tr><tr><td class="flex"><span>ai</span><span>sdk</span></td></tr></table>`, "a\nai sdk"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, txt := markdown.Render(parseBody(t, c.in), markdown.Options{Base: caseBase})
			if got := strings.TrimSpace(txt); got != c.want {
				t.Errorf("%s:\n got %q\nwant %q", c.in, got, c.want)
			}
		})
	} // An element the caller skips (a cut ad) between a box and the text
	// after it is passed over as a dropped one is: in a heading, where the
	// box edge is a space, "one" and "two" stay apart.
	skipAd := func(n *html.Node) bool { return n.Type == html.ElementNode && n.Data == "i" }
	_, txt := markdown.Render(parseBody(t, `<h2><span class="block">one</span><i>ad</i>two</h2>`), markdown.Options{Base: caseBase, Skip: skipAd})
	if got := strings.TrimSpace(txt); got != "one two" {
		t.Errorf("skipped element between a box and its text: got %q, want %q", got, "one two")
	}
}
