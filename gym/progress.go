package gym

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
)

// IsTerminal reports whether f is a character device: a progress bar is
// drawn there and nowhere else, so logs and CI output stay quiet.
func IsTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// progress draws "[=====>    ] 12/40 corpus/id" on one terminal line,
// redrawn at most every 100 ms so that it costs nothing on fast pages.
type progress struct {
	w     io.Writer
	total int
	mu    sync.Mutex
	n     int
	last  time.Time
}

func newProgress(w io.Writer, total int) *progress {
	return &progress{w: w, total: total}
}

func (p *progress) step(name string) {
	if p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.n++
	if time.Since(p.last) < 100*time.Millisecond && p.n < p.total {
		return
	}
	p.last = time.Now()
	const width = 30
	filled := width * p.n / max(p.total, 1)
	bar := strings.Repeat("=", filled) + strings.Repeat(" ", width-filled)
	if len(name) > 40 {
		name = "…" + name[len(name)-39:]
	}
	fmt.Fprintf(p.w, "\r[%s] %d/%d %-40s", bar, p.n, p.total, name)
}

func (p *progress) done() {
	if p.w != nil && p.total > 0 {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", 90))
	}
}
