// Package mathtex draws TeX math as pictures, in pure Go, for the reader's
// view and the PDF export alike (no window, no network, no TeX install).
// go-latex (github.com/go-latex/latex) parses the TeX and provides TeX's
// box model and the glyph metrics; this package sets the boxes itself
// (go-latex's own layout, mtex, has no sub- or superscripts), in the STIX
// Two fonts, and paints the glyphs with golang.org/x/image.
//
//	f, err := mathtex.Render(ctx, `e^{i\pi} + 1 = 0`, mathtex.Options{Size: 16, Scale: 2})
//	// f is an alpha mask (black, transparent around it): the caller tints
//	// it with its text colour; f.Baseline() is where the text line sits.
//
// It covers the TeX most formulas in notes and READMEs use: letters in
// italic, digits and operators upright, spaced binary operators and
// relations, sub- and superscripts, \frac, \dfrac, \binom, \sqrt (with an
// index), \overline and \bar, \vec, \tilde, \mathbf and the other font
// switches it has faces for, spacing commands, function names (\sin),
// Greek letters and the symbols go-latex knows. Environments (\begin),
// \left…\right, \text and \mathbb are not: Render returns an error for
// what it cannot draw, or for a glyph the fonts lack, and the caller shows
// the source instead.
// Results are cached by source and options.
//
// Limits: sources over MaxSource bytes and pictures over MaxPixels are
// refused (ErrTooLarge), so hostile input cannot take the reader's memory.
package mathtex
