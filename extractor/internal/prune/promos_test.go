package prune

import (
	"strings"
	"testing"
)

// TestAppealWordsNotPromoWords: an appeal's words ("$" lines) hold no
// call to action's words ("~" lines), which already cut a closing
// paragraph with or without a link: such a "$" line would say that its
// link is needed when it is not.
func TestAppealWordsNotPromoWords(t *testing.T) {
	for _, a := range phrases.appeal {
		for _, p := range phrases.promo {
			if strings.Contains(a, p) {
				t.Errorf("appeal words %q hold the promotion words %q", a, p)
			}
		}
	}
}
