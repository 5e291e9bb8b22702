// Package mdview renders Markdown as native Fyne objects.
//
// The view parses a document once with goldmark (GitHub-Flavoured Markdown
// plus footnotes) into a small block model, then builds Fyne objects per
// top-level block on demand: only the blocks near the visible part of the
// page exist as widgets, blocks not yet built have estimated heights, and
// the scroll offset is corrected when a block's real height replaces its
// estimate. A megabyte of Markdown opens about as quickly as a page of it.
//
// Usage:
//
//	v := mdview.New(mdview.Options{
//		OnLink:       func(dest string) { /* follow, or v.ScrollToHeading(dest) */ },
//		ResolveImage: func(src string) string { return filepath.Join(dir, src) },
//	})
//	v.SetMarkdown(text)
//	window.SetContent(v)
//	n := v.Find("goldmark") // highlights all matches, scrolls to the first
//	v.FindNext()
//
// Install the view's theme wrapper as the app's theme
// (a.Settings().SetTheme(mdview.Theme(th))): it resolves the view's own
// size and colour names, so blocks need no theme override each. Without
// it the view still works, wrapping every block in a
// container.ThemeOverride, which Fyne 2.8 pays for with a new copy of
// the fonts per block drawn.
//
// All methods must be called on the Fyne UI goroutine; images loaded in the
// background come back through fyne.Do. The view rebuilds itself when the
// app theme's colours change (Fyne bakes fills in at build time); Rebuild
// does the same on demand.
//
// # Files
//
// One construct per file: heading.go, paragraph.go, list.go, quote.go,
// code.go, table.go, image.go, rule.go, html.go, footnote.go; inline.go
// flattens inline nodes into styled spans and builder.go turns spans into
// rich-text segments; codetext.go draws code on a monospace grid. pager.go
// is the lazy page, wrap.go the word wrapper, find.go find-in-page and
// findmarks.go its marks, loader.go the image cache.
//
// # Memory
//
// Fyne's drivers keep every widget renderer and text texture they drew
// for a minute after its last use. The pager keeps the blocks it built
// (up to maxBuiltScreens viewport heights, releasing the farthest first)
// instead of rebuilding them on every scroll; code is drawn with one
// text object per token, not Fyne's TextGrid (two objects per cell of a
// row as wide as the view); find marks are drawn over the text, so a
// search rebuilds only blocks of code.
//
// # Limits
//
// Every limit is a named constant with a test:
//   - maxNesting: quotes and lists nested deeper are flattened to text.
//   - codeChunkLines, tableChunkRows, listChunkItems: longer top-level code
//     blocks, tables and lists are split into joined pieces built one by one.
//   - maxHighlight: larger code blocks are not syntax-coloured.
//   - maxImageBytes, imageCacheBytes, imageCacheEntries, imageTimeout,
//     maxParallelLoads: the image loader's bounds; images are drawn no wider
//     than the text column and no taller than maxImageHeight text lines.
//
// # Selection
//
// Fyne 2.8's RichText cannot be selected with the mouse, so the view
// selects for it (selection.go, selgeom.go, codesel.go): a drag selects
// from where it began to the pointer, character by character in the text
// the view lays out itself (paragraphs, headings, list items, quotes,
// table cells, code) and block by block elsewhere (images, rules), marked
// in the theme's selection colour, scrolling past the edges (and a code
// block's long lines sideways); a click clears. ExtendSelection and
// ExtendSelectionToLineEdge serve Shift+arrows, Shift+Home and Shift+End;
// SelectedText, SelectAll and ClearSelection serve the window's Ctrl+C,
// Ctrl+A and Esc.
// There is also PlainText for copy-all, a copy button on every code block,
// and Copy Selection, Copy Block and Copy All on a secondary tap.
//
// # Security
//
// Markdown from the web is untrusted. Raw HTML is never interpreted: it is
// shown as text or handed to Options.ConvertHTML. Links are never opened by
// the view; every tap goes to Options.OnLink. Images are fetched only after
// Options.ResolveImage approves a source, through the limits above.
package mdview
