package app

import "testing"

func TestHTMLToMarkdown(t *testing.T) {
	cases := []struct{ in, want string }{
		{`<p align="center"><b>Bold</b> and <a href="docs/x.md">a link</a></p>`, "**Bold** and [a link](docs/x.md)"},
		{`<details><summary>More</summary><p>Hidden text</p></details>`, "**More**\n\nHidden text"},
		{`<table><tr><th>A</th></tr><tr><td>1</td></tr></table>`, "| A |\n| --- |\n| 1 |"},
		{``, ""},
	}
	for _, c := range cases {
		if got := HTMLToMarkdown(c.in); got != c.want {
			t.Errorf("HTMLToMarkdown(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
