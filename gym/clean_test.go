package gym

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func TestCleaner(t *testing.T) {
	c := &Cleaner{Command: "tr a-z A-Z"}
	if out, err := c.Clean("# hi\n"); err != nil || out != "# HI\n" {
		t.Fatalf("Clean = %q, %v", out, err)
	}
	c = &Cleaner{Command: "echo broken >&2; exit 3"}
	if _, err := c.Clean("x"); err == nil || !strings.Contains(err.Error(), "broken") {
		t.Fatalf("failing command: %v", err)
	}
	c = &Cleaner{Command: "sleep 5", Timeout: 100 * time.Millisecond}
	start := time.Now()
	if _, err := c.Clean("x"); !errors.Is(err, ErrCleanTimeout) {
		t.Fatalf("timeout: %v", err)
	}
	if time.Since(start) > 4*time.Second {
		t.Fatal("the timeout did not stop the command")
	}
}

// TestCleanStageScoredBeside runs the project corpus through clean-up
// commands: one that writes nothing loses every anchor, page by page, and
// an identity command changes nothing.
func TestCleanStageScoredBeside(t *testing.T) {
	rs, err := Run([]string{projectCorpus}, RunOptions{Category: "docs", Clean: &Cleaner{Command: "cat >/dev/null"}})
	if err != nil || len(rs) != 2 {
		t.Fatalf("run: %v %+v", err, rs)
	}
	for _, r := range rs {
		if c := r.Clean; c == nil || c.Error != "" || c.Anchors.Passed != 0 || c.Score >= r.Score {
			t.Fatalf("%s: clean-up %+v, extractor score %v", r.Key, c, r.Score)
		}
	}
	rs, _ = Run([]string{projectCorpus}, RunOptions{Clean: &Cleaner{Command: "cat"}})
	for _, r := range rs {
		if !near(r.Clean.Score, r.Score) {
			t.Errorf("%s: cat changed the score %v -> %v", r.Key, r.Score, r.Clean.Score)
		}
		if r.Word != nil && abs(r.Clean.Word.F1-r.Word.F1) > 0.02 {
			t.Errorf("%s: cat changed word F1 %v -> %v", r.Key, r.Word.F1, r.Clean.Word.F1)
		}
	}
}
