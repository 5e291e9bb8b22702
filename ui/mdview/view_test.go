package mdview

import (
	"flag"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

var screenshots = flag.Bool("screenshots", false, "write screenshots/mdview-*.png")

// newTestView shows md in a view on a test window of the given size.
func newTestView(t testing.TB, md string, opts Options, size fyne.Size) (*View, fyne.Window) {
	t.Helper()
	v := New(opts)
	v.SetMarkdown(md)
	w := test.NewTempWindow(t, v)
	w.SetPadded(false)
	w.Resize(size)
	return v, w
}

func readDemo(t testing.TB) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "demo.md"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestScreenshots(t *testing.T) {
	if !*screenshots {
		t.Skip("run with -screenshots to write screenshots/mdview-*.png")
	}
	for _, c := range []struct {
		name string
		th   fyne.Theme
	}{{"light", theme.LightTheme()}, {"dark", theme.DarkTheme()}} {
		t.Run(c.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			a.Settings().SetTheme(Theme(c.th))
			dir := t.TempDir()
			writeGradient(t, filepath.Join(dir, "gradient.png"))
			opts := Options{ResolveImage: func(src string) string { return filepath.Join(dir, src) }}
			v, w := newTestView(t, readDemo(t), opts, fyne.NewSize(900, 2100))
			waitFor(t, "images", func() bool {
				for _, b := range find[*imageBox](v.pager) {
					if b.natural.IsZero() && !b.failed() {
						return false
					}
				}
				return true
			})
			capture(t, w, "mdview-"+c.name+".png")
			if c.name == "light" {
				v.Find("level")
				v.FindNext()
				capture(t, w, "mdview-find-light.png")
			}
		})
	}
}

// capture writes the window's canvas to screenshots/name.
func capture(t *testing.T, w fyne.Window, name string) {
	img := w.Canvas().Capture()
	out := filepath.Join("..", "..", "screenshots", name)
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// writeGradient writes a 480x160 PNG for the demo's image.
func writeGradient(t *testing.T, path string) {
	img := image.NewNRGBA(image.Rect(0, 0, 480, 160))
	for y := 0; y < 160; y++ {
		for x := 0; x < 480; x++ {
			img.Set(x, y, color.NRGBA{R: uint8(x * 255 / 480), G: uint8(y * 255 / 160), B: 200, A: 255})
		}
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// TestWithoutViewTheme checks the view under an app theme that does not
// resolve its names: every block is wrapped in a theme override, and
// headings and zoomed text get their sizes all the same.
func TestWithoutViewTheme(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(theme.LightTheme())
	v, _ := newTestView(t, "# Title\n\nbody text", Options{}, fyne.NewSize(800, 600))
	v.SetTextScale(1.5)
	if n := len(find[*container.ThemeOverride](v.pager)); n != 2 {
		t.Fatalf("%d theme overrides, want one per block", n)
	}
	body := theme.LightTheme().Size(theme.SizeNameText)
	sizes := map[string]float32{}
	for _, tx := range find[*canvas.Text](v.pager) {
		sizes[tx.Text] = tx.TextSize
	}
	if got, want := sizes["body text"], body*1.5; got != want {
		t.Errorf("body text size %v, want %v", got, want)
	}
	if got, want := sizes["Title"], body*1.5*headingScale[0]; got != want {
		t.Errorf("heading size %v, want %v", got, want)
	}
}

// TestViewThemeNeedsNoOverride checks that under Theme no block is
// wrapped in an override and sizes are the same.
func TestViewThemeNeedsNoOverride(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(Theme(theme.LightTheme()))
	v, _ := newTestView(t, "# Title\n\nbody text", Options{}, fyne.NewSize(800, 600))
	v.SetTextScale(1.5)
	if n := len(find[*container.ThemeOverride](v.pager)); n != 0 {
		t.Fatalf("%d theme overrides, want none", n)
	}
	body := theme.LightTheme().Size(theme.SizeNameText)
	for _, tx := range find[*canvas.Text](v.pager) {
		want := body * 1.5
		if tx.Text == "Title" {
			want *= headingScale[0]
		}
		if tx.TextSize != want {
			t.Errorf("%q drawn at %v, want %v", tx.Text, tx.TextSize, want)
		}
	}
}
