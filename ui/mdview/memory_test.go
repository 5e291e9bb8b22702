package mdview

import (
	"os"
	"os/exec"
	"runtime"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// Fyne keeps every widget renderer, canvas entry and text texture it used
// for FYNE_CACHE (a minute by default) after its last use and drops them
// when it paints; the desktop driver paints all the time, the test driver
// only on Capture. The memory test runs in a child process with a
// one-second cache, waits Fyne's ten seconds between clean-ups, and
// captures the window so that the caches are cleaned as the desktop
// driver cleans them: what stays is what the view itself holds.
const (
	memoryChildEnv = "MDVIEW_MEMORY_CHILD"
	cacheLife      = time.Second
	cleanGap       = 10 * time.Second // Fyne cleans its caches at most this often
	memoryRounds   = 10
	// maxLiveMB bounds the live heap after each round on the 1 MB
	// document: its block model, some forty screens of built blocks, the
	// fonts and the test app, 26 MB on 2026-11-26. Fyne parses its fonts
	// anew, about 5 MB, for every text style and theme scope it draws, so
	// two or three more of those go past it. Before the view stopped
	// wrapping every block in a theme override (each a new font cache in
	// Fyne), drew code with a TextGrid (two objects per cell) and let
	// split tables hold their released pieces, the first round went past
	// 60 MB.
	maxLiveMB = 40
	// maxGrowth is how much the live heap may grow from round 1 to 10.
	maxGrowth = 1.2
)

// TestMemoryScrolling1MB opens a megabyte of Markdown, scrolls through it
// ten times page by page, and checks that the live heap (after Fyne's
// caches expire and a GC) stays under maxLiveMB and flat after round 1.
func TestMemoryScrolling1MB(t *testing.T) {
	if os.Getenv(memoryChildEnv) == "" {
		if testing.Short() {
			t.Skip("runs for some tens of seconds")
		}
		// Fyne reads FYNE_CACHE once, when the process starts.
		cmd := exec.Command(os.Args[0], "-test.run=^TestMemoryScrolling1MB$", "-test.v")
		cmd.Env = append(os.Environ(), memoryChildEnv+"=1", "FYNE_CACHE="+cacheLife.String())
		out, err := cmd.CombinedOutput()
		t.Logf("child:\n%s", out)
		if err != nil {
			t.Fatalf("memory test failed: %v", err)
		}
		return
	}
	test.NewTempApp(t).Settings().SetTheme(Theme(theme.LightTheme()))
	v, w := newTestView(t, genDoc(1<<20), Options{}, fyne.NewSize(1000, 800))
	paint(w) // the first clean-up runs at once
	t.Logf("first frame: live heap %.1f MB, %d blocks", liveMB(), len(v.doc.blocks))
	var first float64
	for r := 1; r <= memoryRounds; r++ {
		pages := scrollThrough(v, w, 50)
		if r > 1 && r < memoryRounds {
			continue // measured after rounds 1 and 10: each waits for a clean-up
		}
		expireCaches(w)
		live := liveMB()
		t.Logf("round %d: %d pages, live heap %.1f MB", r, pages, live)
		if live > maxLiveMB {
			t.Fatalf("round %d: live heap %.1f MB, over %d MB", r, live, maxLiveMB)
		}
		if r == 1 {
			first = live
		} else if live > first*maxGrowth {
			t.Errorf("live heap grew from %.1f MB after round 1 to %.1f MB after %d", first, live, r)
		}
	}
}

// scrollThrough pages down to the end and back to the top, painting the
// window every paintEvery pages; it returns the number of pages.
func scrollThrough(v *View, w fyne.Window, paintEvery int) int {
	n := 0
	for ; v.scroll.Offset.Y < v.pager.total-v.scroll.Size().Height-1; n++ {
		v.ScrollBy(v.scroll.Size().Height)
		if n%paintEvery == 0 {
			paint(w)
		}
	}
	v.ScrollToTop()
	return n
}

// lastPaint is when the window was last painted: Fyne may have cleaned
// its caches then, and cleans them again only cleanGap later.
var lastPaint time.Time

// paint draws the window as the desktop driver does every frame, which
// lets Fyne clean its caches.
func paint(w fyne.Window) {
	w.Canvas().Capture()
	lastPaint = time.Now()
}

// expireCaches waits until Fyne will clean its caches again and what the
// view no longer shows has expired, then paints (which cleans).
func expireCaches(w fyne.Window) {
	time.Sleep(max(time.Until(lastPaint.Add(cleanGap)), cacheLife) + 100*time.Millisecond)
	paint(w)
}

// liveMB is the live heap after a full collection, in MB.
func liveMB() float64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return float64(ms.HeapAlloc) / (1 << 20)
}
