package markdown_test

import (
	"strings"
	"testing"

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
