package score

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"golang.org/x/net/html"
)

// expectedPair is a synthetic Readability test page's expected article: a
// heading with the permalink sign Readability keeps, a nested list, a
// table, a code block and an image, with a script that is not text.
const expectedPair = `<div id="readability-page-1" class="page">
<h2>Setting up¶</h2>
<p>First words <b>here</b>.<br>Second line</p>
<ul><li>one <i>item</i><ul><li>inner</li></ul></li><li>two</li></ul>
<table><tr><th>Name</th><td>Value</td></tr></table>
<pre><code>x := 1
y := 2</code></pre>
<p><img src="http://fakehost/static/pics/cat.png?w=300" alt="cat"></p>
<script>var hidden = 1</script>
</div>`

func TestExpectedStructure(t *testing.T) {
	doc, err := html.Parse(bytes.NewReader([]byte(expectedPair)))
	if err != nil {
		t.Fatal(err)
	}
	got := ExpectedStructure(doc)
	want := map[string]map[string]int{
		KindHeadings:   {"setting up": 1},
		KindListItems:  {"one item": 1, "inner": 1, "two": 1},
		KindTableCells: {"name": 1, "value": 1},
		KindCodeBlocks: {"x 1 y 2": 1},
		KindImages:     {"cat png": 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("ExpectedStructure =\n%v\nwant\n%v", got, want)
	}
	text := Normalize(nodeText(doc))
	if want := "setting up¶ first words here. second line one item inner two name value x := 1 y := 2"; text != want {
		t.Fatalf("text = %q\nwant %q", text, want)
	}
}

func TestImageKey(t *testing.T) {
	for src, want := range map[string]string{
		"http://fakehost/static/a/cat.png?w=300#x": "cat.png",
		"https://cdn.example.org/img/dog.jpg":      "dog.jpg",
		"pics/bird.gif":                            "bird.gif",
		"data:image/png;base64,AAAA":               "data:image/png;base64,AAAA",
		"https://example.org/":                     "https://example.org/",
	} {
		if got := ImageKey(src); got != want {
			t.Errorf("ImageKey(%q) = %q, want %q", src, got, want)
		}
	}
}

// TestReadabilityPair scores a synthetic pair: the output drops the nested
// item, the table and the image, and adds two words; the structure hook
// stands in for package gym's Markdown parser.
func TestReadabilityPair(t *testing.T) {
	dir := t.TempDir()
	gz := func(name, s string) {
		var b bytes.Buffer
		zw := gzip.NewWriter(&b)
		zw.Write([]byte(s))
		zw.Close()
		if err := os.WriteFile(filepath.Join(dir, name), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	gz("p.html.gz", "<p>page</p>")
	gz("p.expected.html.gz", expectedPair)
	if err := os.WriteFile(filepath.Join(dir, "p.json"), []byte(`{"title":"T","lang":"en-GB"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	var gotURL string
	extract := func(_ []byte, pageURL string) (Extracted, error) {
		gotURL = pageURL
		return Extracted{Text: "Setting up\n\nFirst words here. Second line\n\none item\ntwo\n\nx := 1\ny := 2\n\nShare this",
			Markdown: "the hook below parses this"}, nil
	}
	structure := func(md string) map[string]map[string]int {
		if md != "the hook below parses this" {
			t.Errorf("hook got %q", md)
		}
		return map[string]map[string]int{
			KindHeadings:   {"setting up": 1},
			KindListItems:  {"one item": 2, "two": 1},
			KindCodeBlocks: {"x 1 y 2": 1},
		}
	}
	rep, err := Dir(Readability, dir, Options{Extract: extract, Structure: structure})
	if err != nil {
		t.Fatal(err)
	}
	if gotURL != ReadabilityURL {
		t.Errorf("extractor got address %q, want %q", gotURL, ReadabilityURL)
	}
	p := rep.Pages[0]
	// 17 truth words, 16 output words of which 14 are in the truth (the
	// nested item and the table's two cells missing, "share this" added).
	if p.Type != "en" || !near(p.Precision, 14.0/16) || !near(p.Recall, 14.0/17) {
		t.Fatalf("page: %+v", p)
	}
	want := map[string]Kept{
		KindHeadings: {1, 1}, KindListItems: {2, 3}, KindTableCells: {0, 2},
		KindCodeBlocks: {1, 1}, KindImages: {0, 1},
	}
	if !reflect.DeepEqual(p.Kept, want) || !reflect.DeepEqual(rep.Overall.Kept, want) {
		t.Fatalf("kept %v, overall %v, want %v", p.Kept, rep.Overall.Kept, want)
	}
	var out bytes.Buffer
	rep.Write(&out, 1)
	lines := bytes.Split(bytes.TrimSpace(out.Bytes()), []byte("\n"))
	last := string(lines[len(lines)-1])
	wantLast := "gym: corpus=readability pages=1 f1=0.8485 precision=0.8750 recall=0.8235 with=1.0000 without=0.0000 headings=1.0000 list_items=0.6667 table_cells=0.0000 code_blocks=1.0000 images=0.0000"
	if last != wantLast {
		t.Fatalf("last line\n got %q\nwant %q", last, wantLast)
	}
}
