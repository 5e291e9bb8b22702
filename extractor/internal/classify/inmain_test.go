package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

func TestInMain(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<body><header><h1 id=logo>Site</h1></header><main id=m><h1 id=head>Story</h1><p>Text</p></main><aside id=a><h1 id=side>Other</h1></aside></body>`))
	if err != nil {
		t.Fatal(err)
	}
	byID := func(id string) *html.Node {
		for n := range doc.Descendants() {
			if dom.Attr(n, "id") == id {
				return n
			}
		}
		return nil
	}
	blocks := []Block{{Node: byID("m"), Role: RoleMain}, {Node: byID("a"), Role: RoleSidebar}}
	for _, c := range []struct {
		id   string
		want bool
	}{{"head", true}, {"m", true}, {"logo", false}, {"side", false}} {
		if got := InMain(blocks, byID(c.id)); got != c.want {
			t.Errorf("InMain(#%s) = %v, want %v", c.id, got, c.want)
		}
	}
	if InMain(blocks, nil) {
		t.Error("InMain(nil) = true")
	}
}
