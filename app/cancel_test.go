package app

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// bigTablePage is a page that takes the extractor seconds: 6 MB of table
// rows, within its limits.
func bigTablePage(t *testing.T) string {
	var b strings.Builder
	b.WriteString("<html><body><article><table>")
	for i := 0; b.Len() < 6<<20; i++ {
		fmt.Fprintf(&b, "<tr><td>Result %d of the run</td><td class=num>%d.5 km</td><td><a href=/r/%d>open the record</a></td></tr>", i, i, i)
	}
	p := filepath.Join(t.TempDir(), "table.html")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// The load timeout and a cancel (Esc) stop a long conversion, as they
// stop a download. The target is 200 ms; the test allows a second so that
// a loaded machine does not fail it (the full conversion takes seconds,
// so a cancel that is ignored still fails).
func TestLoadStopsConversion(t *testing.T) {
	page := bigTablePage(t)
	t.Run("timeout", func(t *testing.T) {
		start := time.Now()
		_, err := NewLoader(WithTimeout(150*time.Millisecond)).Load(context.Background(), page)
		if took := time.Since(start); took > 150*time.Millisecond+time.Second {
			t.Errorf("timed out after %v", took)
		}
		if KindOf(err) != KindTimeout {
			t.Errorf("err = %v (kind %v), want a timeout", err, KindOf(err))
		}
	})
	t.Run("cancel", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error, 1)
		go func() { _, err := NewLoader().Load(ctx, page); done <- err }()
		time.Sleep(300 * time.Millisecond)
		cancel()
		start := time.Now()
		select {
		case err := <-done:
			if took := time.Since(start); took > time.Second {
				t.Errorf("stopped %v after the cancel", took)
			}
			if KindOf(err) != KindCanceled {
				t.Errorf("err = %v (kind %v), want canceled", err, KindOf(err))
			}
		case <-time.After(5 * time.Second):
			t.Fatal("the conversion ignores the cancel")
		}
	})
}
