package diagram

import "image/color"

// Theme is the colours and text size a diagram is drawn in; the reader
// passes its light or dark theme's, so a diagram matches the page.
type Theme struct {
	Name        string // part of the cache key
	Background  color.RGBA
	Text        color.RGBA
	NodeFill    color.RGBA
	NodeStroke  color.RGBA
	Edge        color.RGBA
	GroupFill   color.RGBA
	GroupStroke color.RGBA
	// NoteFill and NoteStroke draw notes (state and sequence diagrams).
	NoteFill, NoteStroke color.RGBA
	// RowFill and RowAltFill stripe the rows of attribute tables (entity
	// relationship diagrams), and fill activations in sequence diagrams.
	RowFill, RowAltFill color.RGBA
	// Gantt bars: a task, its text inside the bar, an active, a done and
	// a critical task.
	TaskFill, TaskStroke, TaskText color.RGBA
	ActiveFill                     color.RGBA
	DoneFill, DoneStroke           color.RGBA
	CritFill, CritStroke           color.RGBA
	// Palette colours pie slices, in order.
	Palette []color.RGBA
	// FontSize is the text size in points; Scale the pixels per point.
	FontSize, Scale float64
}

func rgb(hex uint32) color.RGBA {
	return color.RGBA{uint8(hex >> 16), uint8(hex >> 8), uint8(hex), 0xff}
}

// Light follows Mermaid's default theme.
var Light = Theme{
	Name: "light", Background: rgb(0xffffff), Text: rgb(0x333333),
	NodeFill: rgb(0xececff), NodeStroke: rgb(0x9370db), Edge: rgb(0x333333),
	GroupFill: rgb(0xffffde), GroupStroke: rgb(0xaaaa33),
	NoteFill: rgb(0xfff5ad), NoteStroke: rgb(0xaaaa33),
	RowFill: rgb(0xffffff), RowAltFill: rgb(0xf2f2f2),
	TaskFill: rgb(0x8a90dd), TaskStroke: rgb(0x534fbc), TaskText: rgb(0xffffff),
	ActiveFill: rgb(0xbfc7ff), DoneFill: rgb(0xd3d3d3), DoneStroke: rgb(0x808080),
	CritFill: rgb(0xff8888), CritStroke: rgb(0xff0000),
	Palette: []color.RGBA{rgb(0xececff), rgb(0xffffde), rgb(0xb9b9ff), rgb(0xdede5e),
		rgb(0x9370db), rgb(0xd0f0c0), rgb(0xffc6a5), rgb(0xa5d8ff), rgb(0xf4b6c2), rgb(0xc9c9c9)},
	FontSize: 12, Scale: 2,
}

// Dark follows Mermaid's dark theme, on the background of the reader's
// built-in dark theme (app/themes/builtin.yaml), so that a diagram sits on
// the page rather than on a card of its own.
var Dark = Theme{
	Name: "dark", Background: rgb(0x171718), Text: rgb(0xe0e0e0),
	NodeFill: rgb(0x1f2020), NodeStroke: rgb(0xcccccc), Edge: rgb(0xd0d0d0),
	GroupFill: rgb(0x2b2b33), GroupStroke: rgb(0x888888),
	NoteFill: rgb(0x3d3b25), NoteStroke: rgb(0x9a9660),
	RowFill: rgb(0x262626), RowAltFill: rgb(0x303030),
	TaskFill: rgb(0x4b5299), TaskStroke: rgb(0x8a90dd), TaskText: rgb(0xf0f0f0),
	ActiveFill: rgb(0x2f3a66), DoneFill: rgb(0x4a4a4a), DoneStroke: rgb(0x8a8a8a),
	CritFill: rgb(0x8a2e2e), CritStroke: rgb(0xff6666),
	Palette: []color.RGBA{rgb(0x3b4a7a), rgb(0x7a6a2b), rgb(0x2b6a5a), rgb(0x7a3b5a),
		rgb(0x5a3b7a), rgb(0x3b6a2b), rgb(0x8a4b2b), rgb(0x2b5a8a), rgb(0x6a6a6a), rgb(0x4a7a7a)},
	FontSize: 12, Scale: 2,
}

// hex writes a colour as Graphviz reads it.
func hex(c color.RGBA) string {
	const digits = "0123456789abcdef"
	b := []byte{'#', 0, 0, 0, 0, 0, 0}
	for i, v := range []uint8{c.R, c.G, c.B} {
		b[1+2*i], b[2+2*i] = digits[v>>4], digits[v&15]
	}
	return string(b)
}
