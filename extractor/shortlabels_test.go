package extractor

import "testing"

// The prune rules that read short texts (badges, field and control
// labels, unspoken labels) skip an element whose letters could not make a
// short text before reading it (prune.shortLetters): reading the text of
// each badge-named, aria-hidden element of a deep nest around a large
// text, at every level, cost time quadratic in the page.
func TestNestedShortLabelsLinear(t *testing.T) {
	// Half the shapes test's text: the reading is slower per byte, and the
	// bound keeps the same margin (quadratic took 160 s at twice this).
	checkNestLinear(t, nestedPage(`<span class="badge" aria-hidden="true">`, "</span>", 60_000))
}
