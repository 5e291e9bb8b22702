package dom

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestDeclaredImage(t *testing.T) {
	for _, c := range []struct{ name, html, want string }{
		{"itemid", `<figure itemscope itemtype="http://schema.org/ImageObject" itemid="https://i.example/p.jpg?w=90"><div></div></figure>`, "https://i.example/p.jpg?w=90"},
		{"contentUrl", `<figure itemscope itemtype="https://schema.org/ImageObject"><meta itemprop="contentUrl" content="/img/p.webp"><figcaption>x</figcaption></figure>`, "/img/p.webp"},
		{"own img", `<figure itemscope itemtype="http://schema.org/ImageObject" itemid="https://i.example/p.jpg"><img src="/p.jpg"></figure>`, ""},
		{"noscript", `<figure itemscope itemtype="http://schema.org/ImageObject" itemid="https://i.example/p.jpg"><noscript><img src="/p.jpg"></noscript></figure>`, ""},
		{"page itemid", `<figure itemscope itemtype="http://schema.org/ImageObject" itemid="https://news.example/story.html"></figure>`, ""},
		{"nested item", `<figure itemscope itemtype="http://schema.org/ImageObject"><div itemscope itemtype="http://schema.org/Person"><meta itemprop="url" content="/face.jpg"></div></figure>`, ""},
		{"not an image object", `<figure itemscope itemtype="http://schema.org/VideoObject" itemid="https://i.example/p.jpg"></figure>`, ""},
		{"javascript", `<figure itemscope itemtype="http://schema.org/ImageObject" itemid="javascript:x.jpg"></figure>`, ""},
	} {
		doc, err := html.Parse(strings.NewReader(`<body>` + c.html + `</body>`))
		if err != nil {
			t.Fatal(err)
		}
		if got := DeclaredImage(FindBody(doc).FirstChild); got != c.want {
			t.Errorf("%s: DeclaredImage = %q, want %q", c.name, got, c.want)
		}
	}
}
