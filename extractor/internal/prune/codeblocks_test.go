package prune

import (
	"testing"

	"golang.org/x/net/html"
)

// nodebbPost is a forum post naming a command inline: two paragraphs, the
// second with a <code>.
var nodebbPost = `<p>` + para("post", 30) + `</p><p>I use the distro's Qt through <code>apt</code> ` + para("more", 20) + `</p>`

func TestInlineCodeOnly(t *testing.T) {
	cases := []struct {
		name string
		html string
		cut  bool // whether the <section> copy is cut
	}{
		{
			name: "a reply's copy of its parent post with inline code",
			html: `<ul><li><div class="content">` + nodebbPost + `</div></li><li><section component="post/parent">` +
				nodebbPost + `</section><div class="content"><p>` + para("reply", 25) + `</p></div></li></ul>`,
			cut: true,
		},
		{
			name: "the same copy in content holding a code block",
			html: `<div>` + nodebbPost + `</div><pre>` + para("code", 12) + `</pre><section>` + nodebbPost + `</section>`,
		},
		{
			name: "a reference's term in code, described twice",
			html: `<div>` + `<p><code>statement_descriptor</code> string</p>` + nodebbPost + `</div>` +
				`<section><p><code>statement_descriptor</code> string</p>` + nodebbPost + `</section>`,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cut := false
			for _, k := range Prune([]*html.Node{parseRoot(t, c.html)}, nil, Page{}) {
				if k.Node.Data == "section" && k.Rule == "duplicate" {
					cut = true
				}
			}
			if cut != c.cut {
				t.Errorf("section cut = %v, want %v", cut, c.cut)
			}
		})
	}
}
