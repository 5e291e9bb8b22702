package markdown_test

import "testing"

// TestLineBoxOpeners: a line box that starts right inside emphasis, strong
// emphasis or a link puts its line break before the opening delimiters,
// where the browser breaks the line, not a space after them; the plain
// text breaks the line too. The break is dropped where nothing precedes
// the delimiters in the paragraph.
func TestLineBoxOpeners(t *testing.T) {
	cases := []struct{ name, in, md, txt string }{
		{"emphasis", `<p>one<em><span class="block">two</span></em></p>`, "one\\\n*two*", "one\ntwo"},
		{"strong-after-space", `<p>Intro <strong><span class="block">A bold line</span></strong> and after.</p>`, "Intro\\\n**A bold line**\\\nand after.", "Intro\nA bold line\nand after."},
		{"link", `<p>Price<a href="/p"><span class="d-block">Moab 3</span></a></p>`, "Price\\\n[Moab 3](https://example.com/p)", "Price\nMoab 3"},
		{"nested-openers", `<p>one <a href="/p"><b><span class="block">two</span></b></a> three</p>`, "one\\\n[**two**](https://example.com/p)\\\nthree", "one\ntwo\nthree"},
		{"openers-lead", `<p><em><span class="block">one</span></em>two</p>`, "*one*\\\ntwo", "one\ntwo"},
		{"break-already", `<p>one<br><em><span class="block">two</span></em></p>`, "one\\\n*two*", "one\ntwo"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			md, nodes := renderCase(t, c.in, c.md, c.txt)
			checkOutput(t, md, nodes)
		})
	}
}
