package parse

import (
	"errors"
	"math/rand"
	"strings"
	"testing"
)

// A configured MaxDepth far under the default still reads a deep page
// flattened, whatever its tags: random tag soups (tables, lists, foreign
// content, formatting the builder reopens, stray end tags) parse at
// MaxDepth 10 and 40 without error, within the limit, every word kept.
// Only a limit too small for the flattened page (html, body, a script and
// its text: 4) is refused, with an error that names it.
func TestFlattenTagSoups(t *testing.T) {
	rng := rand.New(rand.NewSource(34))
	tags := []string{"div", "p", "span", "b", "i", "font", "a", "table", "tr", "td", "tbody", "ul", "li", "ol",
		"blockquote", "h2", "svg", "math", "select", "option", "form", "button", "em", "strong", "dl", "dd", "center", "nobr", "caption"}
	for _, max := range []int{4, 10, 40} {
		failed := 0
		for i := 0; i < 300; i++ {
			var b strings.Builder
			n := 50 + rng.Intn(1000)
			for k := 0; k < n; k++ {
				tag := tags[rng.Intn(len(tags))]
				switch rng.Intn(5) {
				case 0:
					b.WriteString("</" + tag + ">")
				case 1:
					b.WriteString(" w" + string(rune('a'+rng.Intn(26))) + " ")
				default:
					b.WriteString("<" + tag + ">")
				}
			}
			page := b.String()
			doc, err := Parse([]byte(page), "", Limits{MaxDepth: max})
			if err != nil {
				failed++
				if failed <= 3 {
					t.Errorf("MaxDepth %d: %v\n%.300s…", max, err, page)
				}
				continue
			}
			if d := treeDepth(doc); d > max {
				t.Errorf("MaxDepth %d: depth %d", max, d)
			}
			if got, want := len(strings.Fields(textOf(doc))), len(strings.Fields(textOfPage(page))); got != want {
				t.Errorf("MaxDepth %d: %d words, want %d", max, got, want)
			}
		}
		if failed > 0 {
			t.Errorf("MaxDepth %d: %d of 300 soups refused", max, failed)
		}
	}
	deepScript := strings.Repeat("<div><table><tr><td><b>", 30) + "<script>var a = 1</script>text"
	if _, err := Parse([]byte(deepScript), "", Limits{MaxDepth: 4}); err != nil {
		t.Errorf("MaxDepth 4, a script deep inside: %v", err)
	}
	_, err := Parse([]byte("<p>x</p>"), "", Limits{MaxDepth: 2})
	var le *LimitError
	if !errors.As(err, &le) || le.Limit != "MaxDepth" || le.Max != 2 || !errors.Is(err, ErrTooDeep) {
		t.Errorf("MaxDepth 2: err = %v, want a MaxDepth LimitError of 2", err)
	}
}
