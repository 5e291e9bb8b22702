package mathtex

import (
	"sync"

	"github.com/go-fonts/stix/stix2mathregular"
	"github.com/go-fonts/stix/stix2textbold"
	"github.com/go-fonts/stix/stix2textbolditalic"
	"github.com/go-fonts/stix/stix2textitalic"
	"github.com/go-fonts/stix/stix2textregular"
	"github.com/go-latex/latex/font"
	"github.com/go-latex/latex/font/ttf"
	"golang.org/x/image/font/sfnt"
)

// fonts are STIX Two (SIL Open Font License): a Times-like text face and
// a maths face that holds the symbols TeX names (the Go fonts lack many,
// \cdot among them). Parsed once, on first use.
var fonts = sync.OnceValues(func() (*ttf.Fonts, error) {
	var out ttf.Fonts
	for _, f := range []struct {
		dst **sfnt.Font
		src []byte
	}{
		{&out.Rm, stix2mathregular.TTF}, {&out.Default, stix2textregular.TTF},
		{&out.It, stix2textitalic.TTF}, {&out.Bf, stix2textbold.TTF}, {&out.BfIt, stix2textbolditalic.TTF},
	} {
		ft, err := sfnt.Parse(f.src)
		if err != nil {
			return nil, err
		}
		*f.dst = ft
	}
	return &out, nil
})

// stixAdvance corrects go-latex's glyph advances for STIX: its TrueType
// backend converts advances as if every font had 2048 units per em
// (true of the Go and Liberation fonts), and STIX Two has 1000.
const stixAdvance = 2048.0 / 1000

// backend is go-latex's TrueType backend with the advances corrected.
type backend struct{ *ttf.Backend }

// Metrics implements font.Backend.
func (b backend) Metrics(symbol string, f font.Font, dpi float64, math bool) font.Metrics {
	m := b.Backend.Metrics(symbol, f, dpi, math)
	m.Advance *= stixAdvance
	return m
}
