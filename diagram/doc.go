// Package diagram draws Mermaid diagrams as images, in pure Go, offline:
// no browser, no network, no cgo.
//
//	pic, err := diagram.Render(ctx, src, diagram.Light)
//	if errors.Is(err, diagram.ErrUnsupported) { /* show the source */ }
//	// else show pic.Image at pic.Scale pixels per point
//
// Flowcharts (every node shape, Mermaid 11's named shapes such as
// A@{ shape: doc } included, subgraphs, edge labels and styles, the four
// directions), state diagrams (composite states, concurrent regions,
// choice, fork and join, notes), class diagrams (members, generics,
// annotations, the UML relations with labels and cardinalities, lollipop
// interfaces, notes, namespaces) and entity-relationship diagrams (attribute tables,
// crow's-foot cardinalities) are built into one graph model (graph.go)
// and laid out by Graphviz's dot, run as WebAssembly by
// github.com/goccy/go-graphviz, which returns its drawing operations as
// JSON; this package paints them itself with golang.org/x/image/vector and
// the embedded Go fonts, in the theme's colours. Sequence diagrams
// (participants and actors, every arrow, activations, notes, loop, alt,
// opt, par, critical, break and rect blocks, boxes, participants created
// and destroyed mid-diagram, autonumber) are laid out here in columns and
// rows (sequence.go parses, seqlayout.go places, seqdraw.go paints), Gantt charts (sections, tasks with ids, after and
// until dependencies, durations, excluded days, milestones, done, active
// and critical states, axis ticks and formats) are scheduled and placed on
// a time axis, and pie charts are drawn directly, all through the same
// painter. A YAML front matter's title is drawn above the diagram. Other
// diagram types return ErrUnsupported, and the reader shows their source
// with a note.
//
// A diagram too large for the theme's density within 16 million pixels is
// drawn at a lower one (Picture.Scale says which), so that a 1,000-node
// flowchart takes a second or two rather than minutes and hundreds of
// megabytes. Shapes are rasterized over their own bounding boxes, not
// the whole picture. Results are cached by source and theme; Render is
// safe for concurrent use (Graphviz itself runs one layout at a time).
package diagram
