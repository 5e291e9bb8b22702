package mdview

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

func pngBytes(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = 0x80
	}
	img.Set(0, 0, color.Black)
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func imageBoxes(v *View) []*imageBox { return find[*imageBox](v.pager) }

func TestImageFailureShowsAlt(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	v, _ := showDoc(t, "![A diagram of the pipeline]("+srv.URL+"/missing.png)", Options{})
	boxes := imageBoxes(v)
	if len(boxes) != 1 {
		t.Fatalf("found %d image boxes", len(boxes))
	}
	waitFor(t, "alt text", func() bool { return boxes[0].failed() })
	if got := boxes[0].altText(); got != "A diagram of the pipeline" {
		t.Errorf("alt text %q", got)
	}
	_, err := v.loader.load(context.Background(), srv.URL+"/missing.png")
	var se *StatusError
	if !errors.As(err, &se) || se.Code != 404 {
		t.Errorf("loader error %v, want a 404 StatusError", err)
	}
}

func TestRemoteImageLoadsAndScales(t *testing.T) {
	data := pngBytes(t, 2000, 1000)
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-release
		w.Header().Set("Content-Type", "image/png")
		_, _ = w.Write(data)
	}))
	defer srv.Close()
	v, _ := showDoc(t, "before\n\n![wide]("+srv.URL+"/wide.png)\n\nafter", Options{})
	box := imageBoxes(v)[0]
	if !box.natural.IsZero() || box.MinSize().Height < placeholderHeight {
		t.Errorf("no placeholder while loading: %v", box.MinSize())
	}
	close(release)
	waitFor(t, "image", func() bool { return len(find[*canvas.Image](v.pager)) == 1 })
	img := find[*canvas.Image](v.pager)[0]
	if w := img.Size().Width; w > v.pager.colW || w < v.pager.colW-1 {
		t.Errorf("image width %v, column %v", w, v.pager.colW)
	}
	if h := img.Size().Height; h < img.Size().Width/2-1 || h > img.Size().Width/2+1 {
		t.Errorf("aspect lost: %v", img.Size())
	}
}

func TestLocalImageAndResolve(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "pic.png"), pngBytes(t, 40, 30), 0o600); err != nil {
		t.Fatal(err)
	}
	opts := Options{ResolveImage: func(src string) string {
		if src == "unresolvable.png" {
			return ""
		}
		return filepath.Join(dir, src)
	}}
	v, _ := showDoc(t, "![pic](pic.png) ![gone](unresolvable.png)", opts)
	boxes := imageBoxes(v)
	if len(boxes) != 2 {
		t.Fatalf("found %d boxes", len(boxes))
	}
	waitFor(t, "local image", func() bool { return boxes[0].natural == fyne.NewSize(40, 30) })
	if !boxes[1].failed() {
		t.Error("unresolved image does not show its alt text")
	}
}

func TestImageLimits(t *testing.T) {
	big := make([]byte, maxImageBytes+10)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write(big)
	}))
	defer srv.Close()
	l := newImageLoader(nil)
	if _, err := l.load(context.Background(), srv.URL); !errors.Is(err, ErrImageTooLarge) {
		t.Errorf("big image: %v", err)
	}
	if _, err := l.load(context.Background(), "ftp://example.com/a.png"); !errors.Is(err, ErrImageScheme) {
		t.Errorf("ftp image: %v", err)
	}
	for i := 0; i < imageCacheEntries+10; i++ {
		l.mu.Lock()
		l.store(&cacheEntry{src: string(rune('a'+i%26)) + string(rune(i))})
		l.mu.Unlock()
	}
	if n := l.order.Len(); n > imageCacheEntries {
		t.Errorf("cache holds %d entries, limit %d", n, imageCacheEntries)
	}
}

func TestImageName(t *testing.T) {
	for src, want := range map[string]string{
		"https://ex.com/wp-content/img/ai-power-icon1.png?v=2": "ai-power-icon1.png",
		"pics/a%20b.png":             "a b.png",
		"https://ex.com/":            "https://ex.com/",
		"":                           "",
		"data:image/png;base64,AAAA": "image",
	} {
		if got := imageName(src); got != want {
			t.Errorf("imageName(%q) = %q, want %q", src, got, want)
		}
	}
}
