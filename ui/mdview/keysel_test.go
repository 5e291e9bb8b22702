package mdview

import (
	"strings"
	"testing"
)

// Shift+arrows select as in an editor: by character within and across
// blocks, by line keeping the column, and through a code block by line
// (codesel_test.go follows the keys inside code).
func TestKeyboardSelection(t *testing.T) {
	long := strings.Repeat("Word after word runs on. ", 12)
	md := "First paragraph.\n\nSecond one.\n\n" + long + "\n\n```\ncode line\n```\n\nAfter the code."
	v, _ := showDoc(t, md, Options{})

	for range 5 {
		v.ExtendSelection(1, 0)
	}
	if got := v.SelectedText(); got != "First" {
		t.Fatalf("five Shift+Right: %q, want %q", got, "First")
	}
	v.ExtendSelection(-1, 0)
	if got := v.SelectedText(); got != "Firs" {
		t.Fatalf("then Shift+Left: %q", got)
	}
	for range len("t paragraph.") + 1 + 6 {
		v.ExtendSelection(1, 0)
	}
	if got := v.SelectedText(); got != "First paragraph.\n\nSecond" {
		t.Fatalf("Shift+Right across blocks: %q", got)
	}

	// Down a line: from "Second" into the wrapped paragraph, keeping the
	// column; another line down stays in it, on its second line.
	v.ExtendSelection(0, 1)
	got := v.SelectedText()
	if !strings.HasPrefix(got, "First paragraph.\n\nSecond one.\n\nWord a") || strings.Count(got, "Word") > 1 {
		t.Fatalf("Shift+Down into the next block: %q", got)
	}
	v.ExtendSelection(0, 1)
	if n := strings.Count(v.SelectedText(), "Word"); n < 3 {
		t.Fatalf("Shift+Down to the wrapped paragraph's second line selects %d words: %q", n, v.SelectedText())
	}
	// Down through the code block's line, then past it.
	for range 10 {
		v.ExtendSelection(0, 1)
	}
	got = v.SelectedText()
	if !strings.Contains(got, "code line") || !strings.Contains(got, "After") {
		t.Fatalf("Shift+Down past the code block: %q", got)
	}
	// Up again until only the first block is left.
	for range 12 {
		v.ExtendSelection(0, -1)
	}
	if got := v.SelectedText(); strings.Contains(got, "Second") {
		t.Fatalf("Shift+Up back to the first block: %q", got)
	}
	if v.ClearSelection(); v.SelectedText() != "" {
		t.Fatal("selection not cleared")
	}
}
