package prune

import "strings"

// fieldsOver reports whether s has more than n fields (strings.Fields),
// counting no further than n+1 and building no slice: the rules that
// bound a line's length ask it of every unit of the page.
func fieldsOver(s string, n int) bool {
	k := 0
	for range strings.FieldsSeq(s) {
		if k++; k > n {
			return true
		}
	}
	return false
}
