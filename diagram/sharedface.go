package diagram

import (
	"image"
	"image/draw"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// sharedFace lets the cached faces serve renders running at once (the
// reader draws each diagram of a page in its own goroutine). An opentype
// face keeps one glyph buffer and one parse buffer: two goroutines in it
// at once raced and panicked inside sfnt. Each call holds the face's lock,
// and Glyph returns a copy of the mask, since the face's own mask is
// overwritten by the next Glyph call, perhaps another goroutine's.
type sharedFace struct {
	mu sync.Mutex
	f  font.Face
}

func (s *sharedFace) Close() error { return nil } // cached for the process

func (s *sharedFace) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	dr, mask, mp, adv, ok := s.f.Glyph(dot, r)
	if !ok || mask == nil || dr.Empty() {
		// A space: nothing to draw, but its advance counts.
		return dr, image.NewAlpha(image.Rectangle{}), image.Point{}, adv, ok
	}
	own := image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
	draw.Draw(own, own.Bounds(), mask, mp, draw.Src)
	return dr, own, image.Point{}, adv, true
}

func (s *sharedFace) GlyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.f.GlyphBounds(r)
}

func (s *sharedFace) GlyphAdvance(r rune) (fixed.Int26_6, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.f.GlyphAdvance(r)
}

func (s *sharedFace) Kern(r0, r1 rune) fixed.Int26_6 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.f.Kern(r0, r1)
}

func (s *sharedFace) Metrics() font.Metrics {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.f.Metrics()
}
