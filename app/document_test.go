package app

import (
	"strings"
	"testing"
	"time"
)

func TestWordsAndReadingTime(t *testing.T) {
	d := &Document{Markdown: "# Title here\n\n- one two\n- three\n\n| a | b |\n|---|---|\n\n```\ncode\n```\n"}
	if got := d.Words(); got != 8 { // Title here one two three a b code
		t.Errorf("Words = %d, want 8", got)
	}
	if d.ReadingTime() != time.Minute {
		t.Errorf("ReadingTime = %v", d.ReadingTime())
	}
	long := &Document{Markdown: strings.Repeat("word ", 231)}
	if long.ReadingTime() != 2*time.Minute {
		t.Errorf("ReadingTime(231 words) = %v", long.ReadingTime())
	}
	if (&Document{}).ReadingTime() != 0 {
		t.Error("empty document has a reading time")
	}
}
