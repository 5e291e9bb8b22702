package dom

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestSelfLinked(t *testing.T) {
	for _, c := range []struct {
		name, page string
		want       bool
	}{
		{"heading with its permalink", `<h2 id="social-auth">Social Auth<a href="#social-auth">#</a></h2>`, true},
		{"section opened by a permalinked heading", "<section id=\"cookies\">\n<h3>Cookies<a class=\"headerlink\" href=\"#cookies\">¶</a></h3><p>Text.</p></section>", true},
		{"heading linking elsewhere", `<h2 id="share">Share<a href="#top">top</a></h2>`, false},
		{"box whose heading is not first", `<div id="related"><p>More:</p><h3><a href="#related">Related</a></h3></div>`, false},
		{"box without heading", `<div id="share-bar"><a href="#share-bar">Share</a></div>`, false},
		{"no id", `<h2>Social<a href="#">#</a></h2>`, false},
	} {
		doc, err := html.Parse(strings.NewReader("<html><body>" + c.page + "</body></html>"))
		if err != nil {
			t.Fatal(err)
		}
		n := FindBody(doc).FirstChild
		if got := SelfLinked(n); got != c.want {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}
