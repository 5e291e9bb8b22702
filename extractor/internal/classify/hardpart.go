package classify

import "strings"

// hardPart reports whether the content word words[k] names a part of the
// hard-chrome element the word before it names: "modal-content",
// "popup-body", "newsletter-text" are the inside of a modal, a popup and
// a newsletter box, not an article's content, so they do not veto the
// chrome hint as a content word otherwise does ("entry-content share"
// stays content). A dialog's inner box keeps its role even when its
// outer box was left to the model.
func hardPart(words []string, k int) bool {
	if k == 0 {
		return false
	}
	prev := words[k-1]
	for _, i := range hardByByte[prev[0]] {
		if strings.HasPrefix(prev, hardHints[i]) {
			return true
		}
	}
	return false
}
