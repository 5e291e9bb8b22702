package markdown

import (
	"strings"
	"testing"

	"folio/extractor/internal/htmltest"

	"golang.org/x/net/html"
)

// TestHasTwinNear: markNumbered reads a block's leading number only when a
// sibling of its tag sits where numberedSibling looks, and every block
// numberedSibling can pair has one.
func TestHasTwinNear(t *testing.T) {
	cases := []struct {
		name, src string
		want      bool
	}{
		{"lone wrapper", `<div id=x><p>1. One</p></div>`, false},
		{"other tags only", `<h2>A</h2><div id=x>1. One</div><ul><li>a</li></ul><figure></figure>`, false},
		{"twin after", `<p id=x>1. One</p><p>2. Two</p>`, true},
		{"twin before past a picture", `<p>1. One</p><figure></figure><p id=x>2. Two</p>`, true},
		{"twin past the gap", `<p id=x>1. One</p><div></div><div></div><div></div><div></div><p>2. Two</p>`, false},
		{"heading between", `<p id=x>1. One</p><h3>B</h3><p>2. Two</p>`, false},
		{"text between counts nothing", "<p id=x>1. One</p>\n  \n<p>2. Two</p>", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			body := htmltest.Parse(t, c.src)
			x := findID(body, "x")
			if x == nil {
				t.Fatal("no #x")
			}
			if got := hasTwinNear(x); got != c.want {
				t.Fatalf("hasTwinNear = %v, want %v", got, c.want)
			}
		})
	}
}

// TestHasTwinNearCoversNumberedSibling: wherever numberedSibling finds the
// next or previous number, hasTwinNear holds.
func TestHasTwinNearCoversNumberedSibling(t *testing.T) {
	fillers := []string{"", "<figure></figure>", "<div>x</div>", "<h4>H</h4>", "text", "<span>3. x</span>"}
	for _, a := range fillers {
		for _, b := range fillers {
			src := "<p>1. One</p>" + a + "<p id=x>2. Two</p>" + b + "<p>3. Three</p>" + strings.Repeat(a, 2)
			x := findID(htmltest.Parse(t, src), "x")
			num, delim := leadNumber(x)
			pairs := numberedSibling(x, num-1, delim, false) || numberedSibling(x, num+1, delim, true)
			if pairs && !hasTwinNear(x) {
				t.Errorf("%s: numberedSibling pairs it, hasTwinNear does not", src)
			}
		}
	}
}

func findID(n *html.Node, id string) *html.Node {
	for _, a := range n.Attr {
		if a.Key == "id" && a.Val == id {
			return n
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if f := findID(c, id); f != nil {
			return f
		}
	}
	return nil
}
