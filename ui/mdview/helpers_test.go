package mdview

import (
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// walk visits o and everything below it: container children and widget
// renderer objects.
func walk(o fyne.CanvasObject, fn func(fyne.CanvasObject)) {
	if o == nil {
		return
	}
	fn(o)
	switch t := o.(type) {
	case *fyne.Container:
		for _, c := range t.Objects {
			walk(c, fn)
		}
	case *widget.Hyperlink, *widget.Button, *widget.Label:
		// leaves: their inner rich text is not the document's
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(t).Objects() {
			walk(c, fn)
		}
	}
}

// find returns every object of type T below o.
func find[T fyne.CanvasObject](o fyne.CanvasObject) []T {
	var out []T
	walk(o, func(c fyne.CanvasObject) {
		if t, ok := c.(T); ok {
			out = append(out, t)
		}
	})
	return out
}

// texts returns the text of every RichText below o, in order.
func texts(o fyne.CanvasObject) []string {
	var out []string
	for _, rt := range find[*widget.RichText](o) {
		out = append(out, rt.String())
	}
	return out
}

// segmentsOf returns every rich-text segment below o.
func segmentsOf(o fyne.CanvasObject) []widget.RichTextSegment {
	var out []widget.RichTextSegment
	for _, rt := range find[*widget.RichText](o) {
		out = append(out, rt.Segments...)
	}
	return out
}

// showDoc renders md in a view on a light-themed test app.
func showDoc(t *testing.T, md string, opts Options) (*View, fyne.Window) {
	t.Helper()
	test.NewTempApp(t).Settings().SetTheme(Theme(theme.LightTheme()))
	return newTestView(t, md, opts, fyne.NewSize(800, 600))
}

// pending holds work the view hands to the UI goroutine; waitFor runs it
// on the test goroutine, as the real driver would on the main one.
var pending = make(chan func(), 1024)

func TestMain(m *testing.M) {
	deliver = func(f func()) { pending <- f }
	os.Exit(m.Run())
}

// drain runs the UI work queued so far.
func drain() {
	for {
		select {
		case f := <-pending:
			f()
		default:
			return
		}
	}
}

// waitFor polls cond for up to 5 s, running queued UI work in between.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for drain(); !cond(); drain() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func contains(list []string, sub string) bool {
	for _, s := range list {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}
