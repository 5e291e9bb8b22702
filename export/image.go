package export

import (
	"bytes"
	"fmt"
	"image"
	_ "image/gif" // decoders for the formats pages use
	_ "image/jpeg"
	"image/png"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/go-pdf/fpdf"
	"github.com/yuin/goldmark/ast"
	_ "golang.org/x/image/bmp"
	_ "golang.org/x/image/webp"
)

// Limits on images: larger ones print their alt text instead.
const (
	maxImageBytes  = 25 << 20
	maxImagePixels = 40_000_000
	pxToPt         = 0.75 // a CSS pixel is 1/96 inch; a point 1/72
)

// blockImage draws an image on its own line, scaled to fit the text width
// and the page; when it cannot be read it prints its alt text in italics.
func (w *writer) blockImage(img *ast.Image) {
	data, err := w.readImage(string(img.Destination))
	if err == nil {
		err = w.draw(data)
	}
	if err != nil {
		alt := strings.TrimSpace(plain(img, w.src))
		if alt == "" {
			alt = "image"
		}
		s := w.body()
		s.italic, s.color = true, [3]int{110, 110, 110}
		w.withStyle(s, func() { w.pdf.Write(w.lineHeight(), "["+alt+"]") })
		w.pdf.Ln(w.lineHeight())
	}
}

// figure draws a rendered diagram or formula.
func (w *writer) figure(fig Figure) {
	if err := w.drawScaled(fig.PNG, max(1, fig.Scale)); err != nil {
		w.pdf.Write(w.lineHeight(), "[figure]")
		w.pdf.Ln(w.lineHeight())
	}
}

// readImage reads an image from the Getter, or from the local document's
// folder for a relative path.
func (w *writer) readImage(dest string) ([]byte, error) {
	u, err := url.Parse(dest)
	if err != nil {
		return nil, err
	}
	if base, err := url.Parse(w.cfg.base); err == nil && base.Scheme != "" {
		u = base.ResolveReference(u)
	}
	switch {
	case u.Scheme == "http" || u.Scheme == "https":
		if w.cfg.images == nil {
			return nil, fmt.Errorf("export: no image getter for %s", u)
		}
		return w.cfg.images(w.ctx, u.String(), maxImageBytes)
	case u.Scheme == "" && filepath.IsAbs(w.cfg.base):
		return readLocal(filepath.Join(w.cfg.base, filepath.FromSlash(u.Path)))
	case u.Scheme == "file":
		return readLocal(filepath.FromSlash(u.Path))
	}
	return nil, fmt.Errorf("export: cannot read image %s", dest)
}

// readLocal reads a regular file of at most maxImageBytes.
func readLocal(path string) ([]byte, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() || info.Size() > maxImageBytes {
		return nil, fmt.Errorf("export: %s is not an image file", path)
	}
	return os.ReadFile(path)
}

// draw registers and places an image at the current position, starting a
// new page when it does not fit.
func (w *writer) draw(data []byte) error { return w.drawScaled(data, 1) }

// drawScaled draws an image made at scale pixels per CSS pixel.
func (w *writer) drawScaled(data []byte, scale float64) error {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return err
	}
	if cfg.Width*cfg.Height > maxImagePixels || cfg.Width == 0 || cfg.Height == 0 {
		return fmt.Errorf("export: image of %dx%d pixels", cfg.Width, cfg.Height)
	}
	tp := map[string]string{"png": "PNG", "jpeg": "JPG", "gif": "GIF"}[format]
	if tp == "" || format == "gif" {
		if data, err = reencode(data); err != nil {
			return err
		}
		tp = "PNG"
	}
	name, err := w.register(data, tp)
	if err != nil && tp != "PNG" || err != nil && format == "png" {
		// fpdf reads no interlaced or 16-bit PNG and no progressive
		// quirks: decode and write a plain PNG, once.
		if data, err = reencode(data); err == nil {
			tp = "PNG"
			name, err = w.register(data, tp)
		}
	}
	if err != nil {
		return err
	}
	wd, ht := float64(cfg.Width)*pxToPt/scale, float64(cfg.Height)*pxToPt/scale
	_, pageH := w.pdf.GetPageSize()
	maxW, maxH := w.contentWidth(), (pageH-2*margin-footerSpace)*0.9
	fit := min(1, maxW/wd, maxH/ht)
	wd, ht = wd*fit, ht*fit
	w.ensure(ht)
	x := margin + w.indent
	w.pdf.ImageOptions(name, x, w.pdf.GetY(), wd, ht, false, fpdf.ImageOptions{ImageType: tp}, 0, "")
	w.pdf.SetXY(x, w.pdf.GetY()+ht+w.lineHeight()*0.5)
	return nil
}

// register adds an image to the document under a new name.
func (w *writer) register(data []byte, tp string) (string, error) {
	w.images++
	name := fmt.Sprintf("img%d", w.images)
	info := w.pdf.RegisterImageOptionsReader(name, fpdf.ImageOptions{ImageType: tp}, bytes.NewReader(data))
	if err := w.pdf.Error(); err != nil || info == nil {
		w.pdf.ClearError()
		return "", fmt.Errorf("export: image not usable: %v", err)
	}
	return name, nil
}

// reencode turns an image fpdf cannot embed as it is (WebP, BMP, an
// animated or interlaced GIF) into a PNG of its first frame.
func reencode(data []byte) ([]byte, error) {
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
