package mdview

import "sync"

// drawing counts the pictures (images, diagrams, formulas) being loaded
// or drawn off the UI goroutine. A page whose text has settled may still
// be waiting for them, and nothing on the canvas shows it; scripts and
// tests ask Drawing before they look at the page.
type drawing struct {
	mu sync.Mutex
	n  int
}

// start counts one more picture in flight; its goroutine must call done
// exactly once, after the picture is in place or given up.
func (d *drawing) start() {
	d.mu.Lock()
	d.n++
	d.mu.Unlock()
}

func (d *drawing) done() {
	d.mu.Lock()
	d.n--
	d.mu.Unlock()
}

func (d *drawing) count() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.n
}

// Drawing reports how many pictures are still being loaded or drawn for
// the page. Safe to call from any goroutine.
func (v *View) Drawing() int { return v.drawing.count() }
