package dom

import (
	"hash/maphash"
	"strings"
	"sync/atomic"
	"unicode/utf8"
)

// Lower-cased class and id values. The stages read an element's class and
// id again and again, each lower-casing them for itself: classify's hints
// and heads, prune's tree and discard keys, the class-word split
// (AppendClassWords), metadata's bylines. strings.ToLower allocates a new
// string for every value with a capital, each time it is asked: on
// wcxb-dev that was 17% of the objects an extraction allocates
// (folio-extract bench --memprofile, 2026-11-28), most of them the same
// few values lower-cased by one stage after another ("MuiBox-root",
// "ProductCard_title__x7", "Header").
//
// Lower keeps the lower-cased forms of recent short ASCII values in one
// fixed table shared by every goroutine, so a value is lower-cased once
// while it is in use, on the page and on the next pages of a site. The
// table holds copies, never a page's own strings, so it keeps no page
// alive; a slot holds one value at a time and a newer one replaces it.

// lowerSlots is the number of values the table remembers: a page's class
// and id values with capitals are a few hundred at most, and a slot is
// about 100 bytes.
const lowerSlots = 1 << 12

// lowerMaxLen is the longest value the table keeps. Class lists of
// utility frameworks run to hundreds of bytes, but they are mostly
// lower-case already (and then cost nothing); the long ones with capitals
// are rare and are lower-cased as before.
const lowerMaxLen = 96

type lowerEntry struct{ value, lower string }

var (
	lowerSeed  = maphash.MakeSeed()
	lowerTable [lowerSlots]atomic.Pointer[lowerEntry]
)

// Lower returns s lower-cased, as strings.ToLower does. A value with no
// capital comes back as it is, without allocating; a short ASCII value is
// lower-cased once and then found in a shared table.
func Lower(s string) string {
	upper := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return strings.ToLower(s)
		}
		upper = upper || 'A' <= c && c <= 'Z'
	}
	if !upper {
		return s
	}
	if len(s) > lowerMaxLen {
		return strings.ToLower(s)
	}
	slot := &lowerTable[maphash.String(lowerSeed, s)%lowerSlots]
	if e := slot.Load(); e != nil && e.value == s {
		return e.lower
	}
	// One allocation holds the copy of s and its lower-cased form.
	var b strings.Builder
	b.Grow(2 * len(s))
	b.WriteString(s)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	both := b.String()
	e := &lowerEntry{value: both[:len(s)], lower: both[len(s):]}
	slot.Store(e)
	return e.lower
}
