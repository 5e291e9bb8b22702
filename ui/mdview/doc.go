// Package mdview renders Markdown as native Fyne objects.
//
// The view parses a document once with goldmark (GitHub-Flavoured Markdown
// plus footnotes) into a small block model, then builds Fyne objects per
// top-level block on demand: only the blocks near the visible part of the
// page exist as widgets, so a megabyte of Markdown opens as quickly as a
// page of it.
//
// Usage:
//
//	v := mdview.New(mdview.Options{
//		OnLink:       func(dest string) { /* follow or scroll */ },
//		ResolveImage: func(src string) string { return filepath.Join(dir, src) },
//	})
//	v.SetMarkdown(text)
//	window.SetContent(v)
//	n := v.Find("goldmark") // highlights all matches, scrolls to the first
//
// All methods must be called on the Fyne UI goroutine; images loaded in the
// background come back through fyne.Do.
//
// # Limits
//
// Block nesting deeper than maxNesting levels is flattened to text, images
// are capped at maxImageBytes and drawn no larger than the content column,
// and remote images go through a bounded in-memory cache with timeouts
// (see loader.go). Fyne 2.8's RichText cannot be selected with the mouse;
// the view offers PlainText for copy-all and a copy button per code block.
package mdview
