package gym

import (
	"reflect"
	"testing"

	"folio/gym/score"
)

func TestStructureScore(t *testing.T) {
	ref := "# Title\n\n## Part\n\n- one\n- two\n  - nested\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```go\nx := 1\n```\n\nSee [the docs](https://x.org).\n"
	cases := []struct {
		name, out string
		f1        float64
		kind      string
		kindF1    float64
	}{
		{"identical", ref, 1, KindLinks, 1},
		// Same words, no structure: every item is missed.
		{"flattened", "Title Part one two nested a b 1 2 x := 1 See the docs.", 0, KindHeadings, 0},
		// 11 reference items. A heading at the wrong level does not count.
		{"wrong level", "# Title\n\n### Part\n", 2 * (1.0 / 2) * (1.0 / 11) / (1.0/2 + 1.0/11), KindHeadings, 0.5},
		// Link texts compare without the URL; emphasis inside is text.
		{"link moved", "[the *docs*](https://elsewhere.org)", 2 * 1 * (1.0 / 11) / (1 + 1.0/11), KindLinks, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := StructureScore(c.out, ref)
			if !near(s.F1, c.f1) {
				t.Fatalf("F1 = %v, want %v (%+v)", s.F1, c.f1, s.Kinds)
			}
			if got := s.Kinds[c.kind].F1; !near(got, c.kindF1) {
				t.Fatalf("%s F1 = %v, want %v", c.kind, got, c.kindF1)
			}
		})
	}
	if s := StructureScore("plain text", "other text"); s.F1 != 1 || len(s.Kinds) != 0 {
		t.Fatalf("no structure on either side: %+v", s)
	}
}

func TestStructureItems(t *testing.T) {
	items := structureItems("- outer\n  - inner\n\n```\n  a   b\n```\n\n<https://x.org/a>\n", false)
	if items[KindListItems]["outer"] != 1 || items[KindListItems]["inner"] != 1 {
		t.Fatalf("list items = %v", items[KindListItems])
	}
	if items[KindCodeBlocks]["a b"] != 1 || items[KindLinks]["https://x.org/a"] != 1 {
		t.Fatalf("items = %v", items)
	}
}

// TestStructureItemsAlt: an image's alt text is not part of a list item's
// or a cell's text (the HTML reference has none), but MarkdownText, the
// words of the page, keeps it.
func TestStructureItemsAlt(t *testing.T) {
	md := "- [![Screenshot](a.png)](v)\n\n  ## WebIDE\n\n  Develop apps.\n\n| ![x](b.png) Name |\n|---|\n| v |\n"
	items := structureItems(md, false)
	if items[KindListItems]["webide develop apps."] != 1 {
		t.Errorf("list items = %v", items[KindListItems])
	}
	if items[KindTableCells]["name"] != 1 {
		t.Errorf("table cells = %v", items[KindTableCells])
	}
	if got := score.Normalize(MarkdownText(md)); got != "screenshot webide develop apps. x name v" {
		t.Errorf("MarkdownText = %q", got)
	}
}

func TestMarkdownText(t *testing.T) {
	got := score.Normalize(MarkdownText("# Head\n\nSome *em* and [link](x).\n\n- a\n- b\n\n| c | d |\n|---|---|\n| 1 | 2 |\n"))
	if got != "head some em and link. a b c d 1 2" {
		t.Fatalf("MarkdownText = %q", got)
	}
}

// TestMarkdownItems checks the Markdown side of the readability corpus's
// structure check: headings by text alone, punctuation out, images by file.
func TestMarkdownItems(t *testing.T) {
	got := MarkdownItems("# Setting up\n\n### Setting up!\n\n- one *item*\n  - inner\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n![cat](https://x.org/p/cat.png?w=3)\n\n```\nx := 1\n```\n")
	want := map[string]map[string]int{
		KindHeadings:   {"setting up": 2},
		KindListItems:  {"one item": 1, "inner": 1},
		KindTableCells: {"a": 1, "b": 1, "1": 1, "2": 1},
		KindCodeBlocks: {"x 1": 1},
		KindImages:     {"cat png": 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("MarkdownItems =\n%v\nwant\n%v", got, want)
	}
}

// TestReferenceItems reads WCXB's reference Markdown as its converter
// writes it: unfenced code kept one token a line ("s", "=", "requests")
// is no setext heading, and indented lines are no code block, while ATX
// headings and fenced code still count. MarkdownItems, the output's
// reading, still sees what a reader renders.
func TestReferenceItems(t *testing.T) {
	md := "## Sessions\n---\n\n> # Quoted\n\n- ### Listed\n\nPersist cookies:\n\ns\n=\nrequests\n.\nSession\n()\n\nn\n-\nr\n\n    indented teaser text\n\n```\nr = s.get(url)\n```\n"
	got := ReferenceItems(md)
	want := map[string]map[string]int{
		KindHeadings:   {"sessions": 1, "quoted": 1, "listed": 1},
		KindListItems:  {"listed": 1},
		KindCodeBlocks: {"r s get url": 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("ReferenceItems =\n%v\nwant\n%v", got, want)
	}
	read := MarkdownItems(md)
	if read[KindHeadings]["s"] != 1 || read[KindHeadings]["n"] != 1 || read[KindCodeBlocks]["indented teaser text"] != 1 {
		t.Fatalf("MarkdownItems = %v, want the setext headings and the indented block a reader sees", read)
	}
}
