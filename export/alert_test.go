package export

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestAlertsPrintAsCallouts(t *testing.T) {
	src := "> [!NOTE]\n> Read this first.\n\n> [!CAUTION]\n> Hot oven.\n\n> [!TIP] not one\n> a quote\n"
	var out bytes.Buffer
	if err := PDF(context.Background(), &out, []byte(src)); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, out.Bytes())
	for _, want := range []string{"Note", "Read this first.", "Caution", "Hot oven.", "[!TIP] not one"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q missing from\n%s", want, text)
		}
	}
	if strings.Contains(text, "[!NOTE]") || strings.Contains(text, "[!CAUTION]") {
		t.Errorf("a marker was printed:\n%s", text)
	}
	// The callouts are coloured: the caution red is on the page.
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("pdftoppm (poppler-utils) is not installed")
	}
	path := filepath.Join(t.TempDir(), "a.pdf")
	os.WriteFile(path, out.Bytes(), 0o644)
	shot, err := exec.Command("pdftoppm", "-png", "-r", "50", "-f", "1", "-l", "1", path).Output()
	if err != nil {
		t.Fatal(err)
	}
	if !hasColour(t, shot, 0xcf, 0x22, 0x2e) || !hasColour(t, shot, 0x09, 0x69, 0xda) {
		t.Error("the alert colours are not on the page")
	}
}

// hasColour reports whether a PNG holds a pixel within a small distance
// of the colour.
func hasColour(t *testing.T, data []byte, r, g, b uint8) bool {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	near := func(a uint32, b uint8) bool { d := int(a>>8) - int(b); return d > -24 && d < 24 }
	bd := img.Bounds()
	for y := bd.Min.Y; y < bd.Max.Y; y++ {
		for x := bd.Min.X; x < bd.Max.X; x++ {
			pr, pg, pb, _ := img.At(x, y).RGBA()
			if near(pr, r) && near(pg, g) && near(pb, b) {
				return true
			}
		}
	}
	return false
}
