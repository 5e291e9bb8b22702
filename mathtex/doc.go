// Package mathtex draws TeX math as pictures, in pure Go, for the reader's
// view and the PDF export alike (no window, no network, no TeX install).
//
//	f, err := mathtex.Render(ctx, `e^{i\pi} + 1 = 0`, mathtex.Options{Size: 16, Scale: 2})
//	// f is an alpha mask (black, transparent around it): the caller tints
//	// it with its text colour; f.Baseline() is where the text line sits.
//
// The pipeline follows the data: parse.go reads the TeX into the nodes
// of ast.go; layout.go and one file per construction set them in boxes
// (box.go) by the TeXbook's rules with the STIX Two Math font's
// parameters; paint.go fills the glyph outlines into the mask.
//
// It covers the TeX that notes, READMEs and papers use (KaTeX's list of
// supported functions is the yardstick): letters in italic, Greek, the
// relations, arrows and binary operators of plain TeX and amssymb, spaced
// by TeX's table of atom classes; sub- and superscripts and primes; large
// operators with limits above and below in display style (\sum, \prod,
// \lim) or beside (\int); \frac, \dfrac, \tfrac, \binom, \over; \sqrt
// with an index; accents (\hat, \bar, \vec, \tilde, \dot, \widehat,
// \overrightarrow, and under the body \utilde, \underrightarrow),
// \overline, \underline, \overbrace and \underbrace (the brace built
// from the font's pieces, turned), \overset, \xrightarrow; \limits and
// \nolimits; \left…\middle…\right and \big delimiters that
// grow with their content, built from the font's pieces when tall; the
// environments matrix, pmatrix, bmatrix, Bmatrix, vmatrix, Vmatrix,
// cases, array (with rules), aligned, align, gathered and split; \text,
// \operatorname, and the alphabets \mathbb, \mathcal, \mathfrak,
// \mathrm, \mathbf, \boldsymbol, \mathsf, \mathtt; \cancel, \bcancel,
// \xcancel, \sout, \boxed, \phantom, \smash, \rlap, \llap, \clap;
// spacing commands.
//
// A command or environment it does not know is drawn as its source,
// underlined, so that the reader sees what is missing; Render returns an
// error (ErrUnsupported) only for TeX whose structure is broken, such as
// an unclosed brace or \left without \right, and the caller shows the
// source instead. Results are cached by source and options.
//
// Limits: sources over MaxSource bytes and pictures over MaxPixels are
// refused (ErrTooLarge), and groups nest at most 64 deep, so that hostile
// input cannot take the reader's memory or stack.
package mathtex
