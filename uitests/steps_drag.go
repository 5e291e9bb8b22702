package uitests

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// The drag step: a mouse drag from one piece of on-screen text to
// another, as a person selects text. Fyne's test.Drag reports the start
// as the pointer's position, so the step sends the events the desktop
// driver sends instead: the pointer where it is now and the move since
// the last event.
func init() {
	steps["drag"] = stepDef{`drag "FROM" "TO" (press at the start of the first drawn text FROM, release at the end of the first TO after it)`, 2, 2, false, stepDrag, false}
}

func stepDrag(r *Runner, _ Step, args []string) error {
	c := r.w.Window().Canvas()
	from, ok := textPoint(c, args[0], false, fyne.Position{})
	if !ok {
		return fmt.Errorf("drag: nothing drawn on screen shows %q; the screen shows:\n%s", args[0], indent(screenText(c)))
	}
	to, ok := textPoint(c, args[1], true, from)
	if !ok {
		return fmt.Errorf("drag: nothing drawn on screen after %q shows %q", args[0], args[1])
	}
	d, at := draggableAt(c, from)
	if d == nil {
		return fmt.Errorf("drag: nothing under %q can be dragged", args[0])
	}
	mid := from.AddXY(0, 1) // a first small move, as a hand makes
	for _, step := range [][2]fyne.Position{{from, mid}, {mid, to}} {
		d.Dragged(&fyne.DragEvent{
			PointEvent: fyne.PointEvent{Position: step[1].Subtract(at), AbsolutePosition: step[1]},
			Dragged:    fyne.NewDelta(step[1].X-step[0].X, step[1].Y-step[0].Y),
		})
	}
	d.DragEnd()
	return nil
}

// textPoint returns the canvas point at the start (or, with end, the
// end) of text inside the first drawn text object showing it, in the
// middle of its line; with end, the object must not be above after.
func textPoint(c fyne.Canvas, text string, end bool, after fyne.Position) (fyne.Position, bool) {
	for _, s := range texts(c) {
		t, ok := s.obj.(*canvas.Text)
		if !ok || !s.onView || s.overlay || (end && s.pos.Y+s.obj.Size().Height <= after.Y) {
			continue
		}
		i := strings.Index(t.Text, text)
		if i < 0 {
			continue
		}
		if end {
			i += len(text)
		}
		w := fyne.MeasureText(t.Text[:i], t.TextSize, t.TextStyle).Width
		return s.pos.AddXY(w, s.obj.Size().Height/2), true
	}
	return fyne.Position{}, false
}

// draggableAt returns the innermost draggable object under p and its
// canvas position.
func draggableAt(c fyne.Canvas, p fyne.Position) (fyne.Draggable, fyne.Position) {
	var found fyne.Draggable
	var foundAt fyne.Position
	var visit func(o fyne.CanvasObject, pos fyne.Position)
	visit = func(o fyne.CanvasObject, pos fyne.Position) {
		if o == nil || !o.Visible() {
			return
		}
		sz := o.Size()
		if p.X < pos.X || p.Y < pos.Y || p.X >= pos.X+sz.Width || p.Y >= pos.Y+sz.Height {
			return
		}
		if d, ok := o.(fyne.Draggable); ok {
			found, foundAt = d, pos
		}
		for _, ch := range childrenOf(o) {
			visit(ch, pos.Add(ch.Position()))
		}
	}
	visit(c.Content(), c.Content().Position())
	return found, foundAt
}
