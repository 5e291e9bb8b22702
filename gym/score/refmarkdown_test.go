package score

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestWCXBReferenceMarkdown scores a synthetic WCXB page whose ground truth
// ships Markdown: the structure hook parses both the output and the
// reference, images and links are left out of the check, and the report's
// last line names the four Markdown kinds, not images. A page without reference Markdown
// has no structure check.
func TestWCXBReferenceMarkdown(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	zw.Write([]byte("<p>page</p>"))
	zw.Close()
	write("a.html.gz", b.Bytes())
	write("b.html.gz", b.Bytes())
	write("a.json", []byte(`{"url":"https://example.com/a","ground_truth":{"main_content":"Plan Oats 80g","main_content_markdown":"REF"},"_internal":{"page_type":{"primary":"article"}}}`))
	write("b.json", []byte(`{"url":"https://example.com/b","ground_truth":{"main_content":"Plan Oats 80g"},"_internal":{"page_type":{"primary":"article"}}}`))
	extract := func(_ []byte, _ string) (Extracted, error) {
		return Extracted{Text: "Plan Oats 80g", Markdown: "OUT"}, nil
	}
	structure := func(md string) map[string]map[string]int {
		switch md {
		case "REF":
			return map[string]map[string]int{
				KindHeadings: {"plan": 1}, KindTableCells: {"oats": 1, "80g": 1},
				KindImages: {"cat.png": 1}, KindLinks: {"more": 1},
			}
		case "OUT":
			return map[string]map[string]int{KindHeadings: {"plan": 1}, KindTableCells: {"oats": 1}}
		}
		t.Errorf("hook got %q", md)
		return nil
	}
	rep, err := Dir(WCXB, dir, Options{Extract: extract, Structure: structure})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Kept{KindHeadings: {1, 1}, KindTableCells: {1, 2}}
	if !reflect.DeepEqual(rep.Pages[0].Kept, want) || rep.Pages[1].Kept != nil || !reflect.DeepEqual(rep.Overall.Kept, want) {
		t.Fatalf("kept a %v, b %v, overall %v, want %v and none", rep.Pages[0].Kept, rep.Pages[1].Kept, rep.Overall.Kept, want)
	}
	// Options.Reference, when set, reads the reference instead of Structure.
	reference := func(md string) map[string]map[string]int {
		if md != "REF" {
			t.Errorf("reference hook got %q", md)
		}
		return map[string]map[string]int{KindHeadings: {"plan": 1}}
	}
	rep2, err := Dir(WCXB, dir, Options{Extract: extract, Structure: structure, Reference: reference})
	if err != nil {
		t.Fatal(err)
	}
	if want2 := map[string]Kept{KindHeadings: {1, 1}}; !reflect.DeepEqual(rep2.Pages[0].Kept, want2) {
		t.Fatalf("kept with a reference hook %v, want %v", rep2.Pages[0].Kept, want2)
	}
	var out bytes.Buffer
	rep.Write(&out, 0)
	if !strings.Contains(out.String(), " headings=1.0000 list_items=1.0000 table_cells=0.5000 code_blocks=1.0000\n") || strings.Contains(out.String(), "images") {
		t.Fatalf("report:\n%s", out.String())
	}
}
