// Package diagram draws Mermaid diagrams as images, in pure Go, offline:
// no browser, no network, no cgo.
//
//	img, err := diagram.Render(ctx, src, diagram.Light)
//	if errors.Is(err, diagram.ErrUnsupported) { /* show the source */ }
//
// Flowcharts (every node shape, subgraphs, edge labels and styles, the four
// directions) are laid out by Graphviz's dot, run as WebAssembly by
// github.com/goccy/go-graphviz, which returns its drawing operations as
// JSON; this package paints them itself with golang.org/x/image/vector and
// the embedded Go fonts, in the theme's colours. Pie charts are drawn
// directly. Other diagram types return ErrUnsupported, and the reader shows
// their source with a note.
//
// Results are cached by source and theme; Render is safe for concurrent
// use (Graphviz itself runs one layout at a time).
package diagram
