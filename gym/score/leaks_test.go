package score

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
)

// TestLeaks lists a page's leaked without snippets as its corpus counts
// them: case kept on Traf (TrafCount), folded elsewhere (Normalize).
func TestLeaks(t *testing.T) {
	text := "Story text.\nMehr  zum\tThema\nImpressum"
	without := []string{"Mehr zum Thema", "impressum", "Newsletter"}
	if got := leaks(Traf, text, without); len(got) != 1 || got[0] != "Mehr zum Thema" {
		t.Errorf("traf leaks %q, want only the case-exact one", got)
	}
	if got := leaks(WCXB, text, without); len(got) != 2 {
		t.Errorf("wcxb leaks %q, want two", got)
	}
}

// TestWriteLeaks scores a Traf-style folder with Options.Leaks: the list
// names the pages with leaks, most first, with their snippets quoted, and
// none of its lines reads as a page line of the report.
func TestWriteLeaks(t *testing.T) {
	dir := t.TempDir()
	writePage(t, dir, "0001", `{"url":"https://x.de/a","with":["Inhalt"],"without":["Impressum"]}`)
	writePage(t, dir, "0002", `{"url":"https://x.de/b","with":["Text"],"without":["Werbung","Mehr"]}`)
	writePage(t, dir, "0003", `{"url":"https://x.de/c","with":["Text"],"without":["Werbung"]}`)
	extract := func(html []byte, pageURL string) (Extracted, error) {
		switch pageURL {
		case "https://x.de/a":
			return Extracted{Text: "Inhalt Impressum", Lang: "de"}, nil
		case "https://x.de/b":
			return Extracted{Text: "Text Werbung Mehr", Lang: "de"}, nil
		}
		return Extracted{Text: "Text", Lang: "de"}, nil
	}
	rep, err := Dir(Traf, dir, Options{Extract: extract, Leaks: true})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	rep.WriteLeaks(&b, 10)
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != 3 || lines[0] != "leaked without snippets: 3 on 2 pages" ||
		!strings.Contains(lines[1], ` 0002 de `) || !strings.HasSuffix(lines[1], `"Werbung" "Mehr"`) ||
		!strings.HasSuffix(lines[2], `"Impressum"`) {
		t.Fatalf("leaks:\n%s", b.String())
	}
	page := regexp.MustCompile(`^\s+[0-9]{4} `) // the precise-mean awk's pattern
	for _, l := range lines[1:] {
		if page.MatchString(l) {
			t.Errorf("leak line %q reads as a page line", l)
		}
	}
}

// TestTrafSnippetColumnsKeepCase: on Traf the with and without columns
// count as the metric does, case kept, so "mehr" in the text does not
// leak the snippet "Mehr" there while it does on a folded corpus.
func TestTrafSnippetColumnsKeepCase(t *testing.T) {
	dir := t.TempDir()
	writePage(t, dir, "0001", `{"url":"https://x.de/a","with":["Inhalt","inhalt"],"without":["Mehr"]}`)
	extract := func([]byte, string) (Extracted, error) {
		return Extracted{Text: "Inhalt und mehr", Lang: "de"}, nil
	}
	rep, err := Dir(Traf, dir, Options{Extract: extract})
	if err != nil {
		t.Fatal(err)
	}
	r := rep.Pages[0]
	if r.With != 2 || r.WithHit != 1 || r.Without != 1 || r.Leaked != 0 {
		t.Errorf("with %d/%d, leaked %d/%d; want 1/2 found and 0/1 leaked, as the metric counts", r.WithHit, r.With, r.Leaked, r.Without)
	}
}
