package mdview

import (
	"flag"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
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
			a.Settings().SetTheme(c.th)
			v, w := newTestView(t, readDemo(t), Options{}, fyne.NewSize(900, 2000))
			v.Rebuild()
			img := w.Canvas().Capture()
			out := filepath.Join("..", "..", "screenshots", "mdview-"+c.name+".png")
			f, err := os.Create(out)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if err := png.Encode(f, img); err != nil {
				t.Fatal(err)
			}
		})
	}
}
