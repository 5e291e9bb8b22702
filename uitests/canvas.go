package uitests

import (
	"fmt"
	"hash/fnv"
	"image/color"
	"reflect"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// shown is an object drawn on the canvas with its absolute position and
// whether any of it lies inside every scroll viewport around it (what a
// user can see).
type shown struct {
	obj     fyne.CanvasObject
	tap     fyne.Tappable // the object or its nearest tappable ancestor
	pos     fyne.Position
	text    string
	onView  bool
	overlay bool
}

// center is the object's middle in canvas coordinates.
func (s shown) center() fyne.Position {
	sz := s.obj.Size()
	return s.pos.AddXY(sz.Width/2, sz.Height/2)
}

// rect is an axis-aligned rectangle in canvas coordinates.
type rect struct{ x0, y0, x1, y1 float32 }

func (a rect) intersect(b rect) rect {
	return rect{max(a.x0, b.x0), max(a.y0, b.y0), min(a.x1, b.x1), min(a.y1, b.y1)}
}

func (a rect) overlaps(b rect) bool {
	return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1
}

// texts lists every visible object that carries text, in drawing order:
// the window content first, then overlays (dialogs, pop-ups), the top one
// last. Widgets are walked through their renderers, so a button yields
// both the Button (its Text) and the canvas.Text inside it.
func texts(c fyne.Canvas) []shown {
	var out []shown
	sz := c.Size()
	clip := rect{0, 0, sz.Width, sz.Height}
	if content := c.Content(); content != nil {
		walk(content, content.Position(), clip, false, nil, &out)
	}
	for _, o := range c.Overlays().List() {
		walk(o, o.Position(), clip, true, nil, &out)
	}
	return out
}

func walk(o fyne.CanvasObject, pos fyne.Position, clip rect, overlay bool, tap fyne.Tappable, out *[]shown) {
	if o == nil || !o.Visible() {
		return
	}
	if t, ok := o.(fyne.Tappable); ok {
		tap = t
	}
	sz := o.Size()
	bounds := rect{pos.X, pos.Y, pos.X + sz.Width, pos.Y + sz.Height}
	if t, ok := textOf(o); ok && t != "" {
		*out = append(*out, shown{obj: o, tap: tap, pos: pos, text: t, onView: bounds.overlaps(clip), overlay: overlay})
	}
	if _, ok := o.(*container.Scroll); ok {
		clip = clip.intersect(bounds)
	}
	for _, ch := range childrenOf(o) {
		walk(ch, pos.Add(ch.Position()), clip, overlay, tap, out)
	}
}

// textOf returns the text an object shows, for the kinds of objects that
// show text.
func textOf(o fyne.CanvasObject) (string, bool) {
	switch v := o.(type) {
	case *canvas.Text:
		return v.Text, true
	case *widget.Label:
		return v.Text, true
	case *widget.Button:
		return v.Text, true
	case *widget.Hyperlink:
		return v.Text, true
	case *widget.Check:
		return v.Text, true
	case *widget.RichText:
		return v.String(), true
	case *widget.TextGrid:
		return v.Text(), true
	case *widget.Entry:
		return v.Text, true
	case interface{ Text() string }: // the page view's code
		return v.Text(), true
	}
	if isEntry(o) { // widgets that embed Entry, such as Folio's key entries
		if f := reflect.ValueOf(o).Elem().FieldByName("Text"); f.Kind() == reflect.String {
			return f.String(), true
		}
	}
	return "", false
}

// isEntry reports whether o is an Entry or a widget built on one.
func isEntry(o fyne.CanvasObject) bool {
	v := reflect.ValueOf(o)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return false
	}
	_, ok := v.Elem().Type().FieldByName("Entry")
	return ok
}

// findShown returns the objects whose text equals label, or, when none
// does, contains it. Objects in the top overlay come first when one is
// open, because a dialog takes all input.
func findShown(c fyne.Canvas, label string) []shown {
	all := texts(c)
	top := c.Overlays().Top() != nil
	var exact, partial []shown
	for _, s := range all {
		if top && !s.overlay {
			continue
		}
		t := strings.TrimSpace(s.text)
		switch {
		case t == label:
			exact = append(exact, s)
		case strings.Contains(t, label):
			partial = append(partial, s)
		}
	}
	if len(exact) > 0 {
		return exact
	}
	return partial
}

// screenText is everything drawn on the canvas, one object per line.
func screenText(c fyne.Canvas) string {
	var b strings.Builder
	for _, s := range texts(c) {
		if s.onView {
			b.WriteString(s.text)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// frame lays out the whole window again, as the desktop driver does before
// it paints a frame: Fyne's test canvas does not re-lay out a container
// when a child's minimum size changes (a status-bar label getting longer),
// so without this the test driver would draw stale layouts that no user
// ever sees.
func frame(c fyne.Canvas) {
	var lay func(o fyne.CanvasObject)
	lay = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		var children []fyne.CanvasObject
		switch v := o.(type) {
		case *canvas.Rectangle:
			// The software painter of Fyne 2.8 panics on a nil fill (the GL
			// painter draws nothing); transparent is what a user sees.
			if v.FillColor == nil {
				v.FillColor = color.Transparent
			}
		case *fyne.Container:
			if v.Layout != nil {
				v.Layout.Layout(v.Objects, v.Size())
			}
			children = v.Objects
		case fyne.Widget:
			r := test.WidgetRenderer(v)
			r.Layout(v.Size())
			children = r.Objects()
		}
		for _, ch := range children {
			lay(ch)
		}
	}
	lay(c.Content())
	for _, o := range c.Overlays().List() {
		lay(o)
	}
}

// childrenOf returns the objects a container holds or a widget's renderer
// draws.
func childrenOf(o fyne.CanvasObject) []fyne.CanvasObject {
	switch v := o.(type) {
	case *fyne.Container:
		return v.Objects
	case fyne.Widget:
		return test.WidgetRenderer(v).Objects()
	}
	return nil
}

// signature hashes what is drawn: every visible object's type, position
// and size, and its text. Equal signatures mean nothing moved or changed.
func signature(c fyne.Canvas) uint64 {
	h := fnv.New64a()
	var visit func(o fyne.CanvasObject)
	visit = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		p, sz := o.Position(), o.Size()
		fmt.Fprintf(h, "%T%v%v;", o, p, sz)
		if t, ok := textOf(o); ok {
			h.Write([]byte(t))
		}
		for _, ch := range childrenOf(o) {
			visit(ch)
		}
	}
	visit(c.Content())
	for _, o := range c.Overlays().List() {
		visit(o)
	}
	return h.Sum64()
}
