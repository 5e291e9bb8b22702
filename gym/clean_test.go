package gym

import (
	"bytes"
	"errors"
	"fmt"
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
	// The averages compare like with like: word and structure F1 over the
	// pages that have them, not over every page the stage ran on.
	all, _ := Aggregate(rs)
	c := all.Clean
	if c.Pages != len(rs) || c.WordPages != all.WordPages || c.StructurePages != all.StructurePages ||
		!near(c.ScoreBefore, all.Score) || !near(c.WordBefore, all.Word.F1) || abs(c.Word-c.WordBefore) > 0.02 ||
		!near(c.StructureBefore, all.Structure) || abs(c.Structure-c.StructureBefore) > 0.05 {
		t.Errorf("clean-up averages %+v beside word F1 %v over %d pages, structure %v over %d",
			c, all.Word.F1, all.WordPages, all.Structure, all.StructurePages)
	}
	var sum bytes.Buffer
	WriteSummary(&sum, rs)
	if want := fmt.Sprintf("word F1 %.3f -> ", all.Word.F1); !strings.Contains(sum.String(), want) {
		t.Errorf("summary lacks %q:\n%s", want, sum.String())
	}
}

// TestCleanStageInReport lists, page by page, what the clean-up stage
// did: a command that empties every page hurts them all.
func TestCleanStageInReport(t *testing.T) {
	rs, err := Run([]string{projectCorpus}, RunOptions{Category: "docs", Clean: &Cleaner{Command: "cat >/dev/null"}})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := WriteHTMLReport(&b, rs, ReportOptions{}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Clean-up stage", "0 helped, 2 hurt, 0 unchanged", "▼ " + rs[0].Key} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("report lacks %q", want)
		}
	}
	helped, hurt, same := cleanDeltas(rs)
	if len(helped) != 0 || len(hurt) != 2 || same != 0 || hurt[0].After >= hurt[0].Before {
		t.Fatalf("cleanDeltas = %v, %v, %d", helped, hurt, same)
	}
}
