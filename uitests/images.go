package uitests

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// stepTapImage taps the middle of the n-th picture on screen (1 unless
// given), the way a click on it would: the page's image viewer opens.
func stepTapImage(r *Runner, _ Step, args []string) error {
	n := 1
	if len(args) == 1 {
		var err error
		if n, err = strconv.Atoi(args[0]); err != nil || n < 1 {
			return fmt.Errorf("tap-image %q: want a picture number from 1", args[0])
		}
	}
	c := r.w.Window().Canvas()
	pics := picturesShown(c)
	if n > len(pics) {
		return fmt.Errorf("tap-image %d: %d pictures on screen", n, len(pics))
	}
	test.TapCanvas(c, pics[n-1].center())
	return nil
}

// picturesShown lists the pictures of the window's content that lie in
// view, in drawing order.
func picturesShown(c fyne.Canvas) []shown {
	var out []shown
	sz := c.Size()
	clip := rect{0, 0, sz.Width, sz.Height}
	var visit func(o fyne.CanvasObject, pos fyne.Position, clip rect)
	visit = func(o fyne.CanvasObject, pos fyne.Position, clip rect) {
		if o == nil || !o.Visible() {
			return
		}
		s := o.Size()
		bounds := rect{pos.X, pos.Y, pos.X + s.Width, pos.Y + s.Height}
		if _, ok := o.(*canvas.Image); ok && bounds.overlaps(clip) && s.Width > 24 && s.Height > 24 {
			out = append(out, shown{obj: o, pos: pos, onView: true})
		}
		if _, ok := o.(interface{ ScrollToTop() }); ok { // a scroll container
			clip = clip.intersect(bounds)
		}
		for _, ch := range childrenOf(o) {
			visit(ch, pos.Add(ch.Position()), clip)
		}
	}
	if content := c.Content(); content != nil {
		visit(content, content.Position(), clip)
	}
	return out
}
