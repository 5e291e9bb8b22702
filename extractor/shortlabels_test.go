package extractor

import (
	"strings"
	"testing"
	"time"
)

// The prune rules that read short texts (badges, field and control
// labels, unspoken labels) skip an element whose letters could not make a
// short text before reading it (prune.shortLetters): reading the text of
// each badge-named, aria-hidden element of a deep nest around a large
// text, at every level, cost time quadratic in the page.
func TestNestedShortLabelsLinear(t *testing.T) {
	var b strings.Builder
	b.WriteString("<html><body><article><h1>T</h1><p>" + strings.Repeat("Real text of the article. ", 200))
	const depth = 480
	b.WriteString(strings.Repeat(`<span class="badge" aria-hidden="true">`, depth))
	// Half the shapes test's text: the reading is slower per byte, and the
	// bound keeps the same margin (quadratic took 160 s at twice this).
	for i := 0; i < 60_000; i++ {
		b.WriteString("<i>" + strings.Repeat("w", 64) + "</i>")
	}
	b.WriteString(strings.Repeat("</span>", depth))
	b.WriteString("</p></article></body></html>")
	var err error
	took := timeOnThread(func() { _, err = Extract([]byte(b.String())) })
	if err != nil {
		t.Fatal(err)
	}
	if took > 8*time.Second {
		t.Errorf("converted after %v of CPU", took)
	}
	t.Logf("%v of CPU for %d KB", took, b.Len()>>10)
}
