package export

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// testPNG returns a w x h PNG.
func testPNG(w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := 0; x < w; x++ {
		img.Set(x, x*h/w, color.RGBA{200, 30, 30, 255})
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

// longDocument returns a Markdown document of about size bytes with every
// kind of block, and the headings it holds.
func longDocument(size int) (string, []string) {
	var b strings.Builder
	var heads []string
	for i := 1; b.Len() < size; i++ {
		h := fmt.Sprintf("Section %d: Ünïcode Straße", i)
		heads = append(heads, h)
		fmt.Fprintf(&b, "## %s\n\nA paragraph with **bold**, *italic*, `code`, ~~gone~~ and [a link](https://example.com/%d). ", h, i)
		b.WriteString(strings.Repeat("Words that fill the line and wrap across the page width. ", 8))
		b.WriteString("\n\n- one\n- two\n  1. nested\n  2. again\n- [x] done\n- [ ] todo\n\n")
		b.WriteString("> A quote that goes on for a while, long enough to wrap onto a second line of text.\n\n")
		b.WriteString("| Name | Value | Note |\n|:---|---:|:---:|\n| alpha | 1 | first row with a rather long note that wraps |\n| beta | 22 | second |\n\n")
		b.WriteString("```go\nfunc main() {\n\tfmt.Println(\"hello, world\") // a comment long enough to wrap past the right edge of the page\n}\n```\n\n")
		if i%5 == 0 {
			b.WriteString("![a chart](chart.png)\n\n---\n\n")
		}
	}
	return b.String(), heads
}

// pdfText runs pdftotext, skipping the test where poppler is missing.
func pdfText(t *testing.T, pdf []byte) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	path := filepath.Join(t.TempDir(), "out.pdf")
	os.WriteFile(path, pdf, 0o644)
	out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}

// pdfPages reads the page count with pdfinfo.
func pdfPages(t *testing.T, pdf []byte) int {
	t.Helper()
	path := filepath.Join(t.TempDir(), "out.pdf")
	os.WriteFile(path, pdf, 0o644)
	out, err := exec.Command("pdfinfo", path).Output()
	if err != nil {
		t.Fatalf("pdfinfo: %v", err)
	}
	m := regexp.MustCompile(`Pages:\s+(\d+)`).FindSubmatch(out)
	n, _ := strconv.Atoi(string(m[1]))
	return n
}

func TestLongDocumentPDF(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "chart.png"), testPNG(640, 360), 0o644)
	doc, heads := longDocument(100 << 10)
	var out bytes.Buffer
	if err := PDF(context.Background(), &out, []byte(doc), WithTitle("Long Document"), WithBase(dir)); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, out.Bytes())
	for _, h := range heads {
		if !strings.Contains(text, h) {
			t.Fatalf("heading %q missing from the PDF's text", h)
		}
	}
	for _, want := range []string{"Long Document", "hello, world", "alpha", "first row with", "nested", "1 / "} {
		if !strings.Contains(text, want) {
			t.Errorf("%q missing from the PDF's text", want)
		}
	}
	if strings.Contains(text, "[a chart]") {
		t.Error("a local image was not drawn")
	}
	if n := pdfPages(t, out.Bytes()); n < 20 {
		t.Errorf("%d pages for 100 KB of text", n)
	}
}

func TestPageSizes(t *testing.T) {
	for size, want := range map[PageSize]string{A4: "595.28 x 841.89", Letter: "612 x 792"} {
		var out bytes.Buffer
		if err := PDF(context.Background(), &out, []byte("# Hi\n\ntext\n"), WithPageSize(size)); err != nil {
			t.Fatal(err)
		}
		pdfText(t, out.Bytes())
		path := filepath.Join(t.TempDir(), "p.pdf")
		os.WriteFile(path, out.Bytes(), 0o644)
		info, _ := exec.Command("pdfinfo", path).Output()
		if !strings.Contains(string(info), want) {
			t.Errorf("%s: pdfinfo says\n%s", size, info)
		}
	}
	if err := PDF(context.Background(), &bytes.Buffer{}, nil, WithPageSize("A5")); !errors.Is(err, ErrOption) {
		t.Errorf("A5: %v", err)
	}
}

// fakeFigures draws "mermaid" blocks as a PNG.
type fakeFigures struct{ calls int }

func (f *fakeFigures) Figure(_ context.Context, lang, src string) (Figure, bool, error) {
	if lang != "mermaid" {
		return Figure{}, false, nil
	}
	f.calls++
	return Figure{PNG: testPNG(600, 400), Scale: 2}, true, nil
}

func TestImagesAndFigures(t *testing.T) {
	var asked []string
	getter := func(_ context.Context, u string, limit int64) ([]byte, error) {
		asked = append(asked, u)
		if strings.HasSuffix(u, "ok.png") {
			return testPNG(2000, 100), nil
		}
		return []byte("<html>not an image</html>"), nil
	}
	figs := &fakeFigures{}
	src := "![remote](/img/ok.png)\n\n![broken](broken.png)\n\n```mermaid\ngraph TD; A-->B\n```\n\n```python\nprint(1)\n```\n"
	var out bytes.Buffer
	err := PDF(context.Background(), &out, []byte(src), WithBase("https://ex.com/post/"), WithImages(getter), WithFigures(figs))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(asked, " ") != "https://ex.com/img/ok.png https://ex.com/post/broken.png" || figs.calls != 1 {
		t.Errorf("asked %q, figures %d", asked, figs.calls)
	}
	text := pdfText(t, out.Bytes())
	if !strings.Contains(text, "[broken]") || strings.Contains(text, "[remote]") || strings.Contains(text, "A-->B") || !strings.Contains(text, "print(1)") {
		t.Errorf("text:\n%s", text)
	}
}

func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	doc, _ := longDocument(10 << 10)
	if err := PDF(ctx, &bytes.Buffer{}, []byte(doc)); !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
}

func BenchmarkExport100KB(b *testing.B) {
	doc, _ := longDocument(100 << 10)
	for b.Loop() {
		if err := PDF(context.Background(), &bytes.Buffer{}, []byte(doc)); err != nil {
			b.Fatal(err)
		}
	}
}

// A title the document opens with as its heading is printed once at the
// top (the footer repeats it on every page, as on any document).
func TestTitleNotPrintedTwice(t *testing.T) {
	for _, c := range []struct {
		doc  string
		want int // "Trip Notes" on the page: top and footer
	}{
		{"# Trip  notes\n\nThe first day was long.\n", 2},
		{"# Day one\n\nThe first day was long.\n", 2},
		{"The first day was long.\n\n# Trip Notes\n", 3},
	} {
		var out bytes.Buffer
		if err := PDF(context.Background(), &out, []byte(c.doc), WithTitle("Trip Notes")); err != nil {
			t.Fatal(err)
		}
		text := strings.ToLower(strings.Join(strings.Fields(pdfText(t, out.Bytes())), " "))
		if n := strings.Count(text, "trip notes"); n != c.want {
			t.Errorf("%q: the title appears %d times, want %d:\n%s", c.doc, n, c.want, text)
		}
	}
}
