package mdtext

import (
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/text"
)

func TestLines(t *testing.T) {
	src := []byte("# Title\n\n```go\nfunc main() {\n\tx := 1\n}\n```\n\n    indented\n    code\n")
	doc := goldmark.New().Parser().Parse(text.NewReader(src))
	var got []string
	for c := doc.FirstChild(); c != nil; c = c.NextSibling() {
		if c.Kind().String() != "Heading" {
			got = append(got, Lines(c, src))
		}
	}
	if len(got) != 2 || got[0] != "func main() {\n\tx := 1\n}\n" || got[1] != "indented\ncode\n" {
		t.Errorf("Lines = %q", got)
	}
}
