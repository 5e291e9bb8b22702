// Package mdsyntax holds the Markdown syntax Folio reads beyond GFM, as
// goldmark extensions shared by the reader's view and the PDF export, so
// that both see the same tree:
//
//   - GitHub alerts: a top-level block quote whose first line is
//     "[!NOTE]", "[!TIP]", "[!IMPORTANT]", "[!WARNING]" or "[!CAUTION]"
//     becomes an Alert node holding the quote's other blocks;
//   - math: "$…$" (inline) and "$$…$$" (display) become InlineMath and
//     DisplayMath nodes holding the TeX source, following GitHub's rules
//     so that prices ("$5 and $10") and code stay text.
//
// Usage:
//
//	md := goldmark.New(goldmark.WithExtensions(extension.GFM, mdsyntax.Alerts, mdsyntax.Math))
//	doc := md.Parser().Parse(text.NewReader(src))
//	// walk doc: *mdsyntax.Alert, *mdsyntax.InlineMath, *mdsyntax.DisplayMath
//
// Alert styles (title, colours, icon) live here too, as data, so that the
// view and the PDF draw the same callout.
package mdsyntax
