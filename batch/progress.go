package batch

import (
	"fmt"
	"io"
	"os"
	"sync/atomic"
	"time"
)

// progressEvery is how often the progress line is redrawn.
const progressEvery = 250 * time.Millisecond

// progress redraws one line on a terminal: pages done, pages per second,
// and, when the input size is known, the share read and the time left.
type progress struct {
	w     io.Writer
	pages *atomic.Int64
	read  *atomic.Int64
	total int64
	start time.Time
	quit  chan struct{}
	done  chan struct{}
}

// startProgress starts redrawing to w; a nil w draws nothing.
func startProgress(w io.Writer, pages, read *atomic.Int64, total int64) *progress {
	p := &progress{w: w, pages: pages, read: read, total: total, start: time.Now(),
		quit: make(chan struct{}), done: make(chan struct{})}
	if w == nil {
		close(p.done)
		return p
	}
	go p.loop()
	return p
}

func (p *progress) loop() {
	defer close(p.done)
	t := time.NewTicker(progressEvery)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			fmt.Fprintf(p.w, "\r\x1b[K%s", p.line(time.Since(p.start)))
		case <-p.quit:
			fmt.Fprint(p.w, "\r\x1b[K") // leave the terminal clean
			return
		}
	}
}

// line renders the progress after elapsed time.
func (p *progress) line(elapsed time.Duration) string {
	n := p.pages.Load()
	rate := float64(n) / max(elapsed.Seconds(), 1e-9)
	s := fmt.Sprintf("%d pages  %.1f pages/s", n, rate)
	read := p.read.Load()
	if p.total > 0 && read > 0 {
		frac := min(float64(read)/float64(p.total), 1)
		left := time.Duration(float64(elapsed) * (1 - frac) / frac).Round(time.Second)
		s += fmt.Sprintf("  %3.0f%%  ETA %v", frac*100, left)
	}
	return s
}

// stop erases the line and waits for the redrawing to end.
func (p *progress) stop() {
	select {
	case <-p.done:
		return
	default:
	}
	close(p.quit)
	<-p.done
}

// IsTerminal reports whether f is a terminal (a character device), where
// a progress line belongs; pipes and files get none.
func IsTerminal(f *os.File) bool {
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}
