package mathtex

import (
	"sync"

	"github.com/go-fonts/stix/stix2mathregular"
	"github.com/go-fonts/stix/stix2textbold"
	"github.com/go-fonts/stix/stix2textitalic"
	"github.com/go-fonts/stix/stix2textregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// The faces are STIX Two (SIL Open Font License): the maths face holds
// every symbol TeX names, the italic letters of the Mathematical
// Alphanumeric Symbols block (𝑥, 𝛼), the blackboard, script, fraktur, bold,
// sans-serif and typewriter alphabets, and the pieces tall delimiters are
// built from (⎛⎜⎝); the text faces set \text and its bold and italic.
type faceID uint8

const (
	mathFace faceID = iota
	textFace
	textItalic
	textBold
	numFaces
)

var faceData = [numFaces][]byte{stix2mathregular.TTF, stix2textregular.TTF, stix2textitalic.TTF, stix2textbold.TTF}

// faces are parsed once, on first use.
var faces = sync.OnceValues(func() ([numFaces]*sfnt.Font, error) {
	var out [numFaces]*sfnt.Font
	for i, data := range faceData {
		f, err := sfnt.Parse(data)
		if err != nil {
			return out, err
		}
		out[i] = f
	}
	return out, nil
})

// metrics are one glyph's, in ems: its advance and its ink's extent
// (y grows downwards, as on screen: top is negative above the baseline).
type metrics struct {
	idx                    sfnt.GlyphIndex
	adv                    float64
	xmin, xmax, ymin, ymax float64
}

type glyphKey struct {
	face faceID
	r    rune
}

// glyphCache holds the metrics and outlines of the glyphs drawn so far:
// formulas share a few hundred glyphs at most.
var glyphCache = struct {
	sync.Mutex
	m    map[glyphKey]metrics
	segs map[glyphKey][]sfnt.Segment
	buf  sfnt.Buffer
}{m: map[glyphKey]metrics{}, segs: map[glyphKey][]sfnt.Segment{}}

// glyphMetrics returns r's metrics in face, and false when the face has
// no glyph for r.
func glyphMetrics(fs *[numFaces]*sfnt.Font, face faceID, r rune) (metrics, bool) {
	c := &glyphCache
	c.Lock()
	defer c.Unlock()
	k := glyphKey{face, r}
	if m, ok := c.m[k]; ok {
		return m, m.idx != 0
	}
	f := fs[face]
	var m metrics
	idx, err := f.GlyphIndex(&c.buf, r)
	if err == nil && idx != 0 {
		upem := fixed.Int26_6(f.UnitsPerEm())
		b, adv, err := f.GlyphBounds(&c.buf, idx, upem*64, 0)
		if err == nil {
			u := float64(upem) * 64
			m = metrics{idx: idx, adv: float64(adv) / u,
				xmin: float64(b.Min.X) / u, xmax: float64(b.Max.X) / u,
				ymin: float64(b.Min.Y) / u, ymax: float64(b.Max.Y) / u}
		}
	}
	c.m[k] = m
	return m, m.idx != 0
}

// outline returns r's outline in face, in ems times 64×upem (fixed point).
func outline(fs *[numFaces]*sfnt.Font, face faceID, idx sfnt.GlyphIndex, r rune) ([]sfnt.Segment, float64) {
	c := &glyphCache
	c.Lock()
	defer c.Unlock()
	f := fs[face]
	upem := float64(f.UnitsPerEm()) * 64
	k := glyphKey{face, r}
	if s, ok := c.segs[k]; ok {
		return s, upem
	}
	s, err := f.LoadGlyph(&c.buf, idx, fixed.Int26_6(f.UnitsPerEm())*64, nil)
	if err != nil {
		return nil, upem
	}
	s = append([]sfnt.Segment(nil), s...) // the buffer is reused
	c.segs[k] = s
	return s, upem
}
