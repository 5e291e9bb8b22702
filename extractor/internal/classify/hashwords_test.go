package classify

import (
	"testing"

	"golang.org/x/net/html"
)

// hashWords buckets the tag as bucket("<"+tag) and gives each element its
// own stretch of the slab.
func TestHashWordsSlab(t *testing.T) {
	var buf []uint16
	var all [][]uint16
	for _, tag := range []string{"div", "section", "my-element", ""} {
		n := &html.Node{Type: html.ElementNode, Data: tag}
		words := []string{"post", tag + "-body"}
		got := hashWords(n, words, &buf)
		want := []uint16{bucket("<" + tag), bucket("post"), bucket(tag + "-body")}
		if len(got) != len(want) || cap(got) != len(want) {
			t.Fatalf("%q: %v (cap %d), want %v", tag, got, cap(got), want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%q: bucket %d is %d, want %d", tag, i, got[i], want[i])
			}
		}
		all = append(all, got)
	}
	_ = append(all[0], 7) // capped: must not overwrite the next element's
	if all[1][0] != bucket("<section") {
		t.Errorf("appending to one element's buckets changed the next one's")
	}
}
