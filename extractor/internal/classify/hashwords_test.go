package classify

import (
	"testing"

	"golang.org/x/net/html"
)

// hashWords buckets the tag as bucket("<"+tag) and appends each element's
// buckets after the ones before it.
func TestHashWordsBuffer(t *testing.T) {
	var buf []uint16
	for _, tag := range []string{"div", "section", "my-element", ""} {
		n := &html.Node{Type: html.ElementNode, Data: tag}
		words := []string{"post", tag + "-body"}
		start := len(buf)
		buf = hashWords(n, words, buf)
		got := buf[start:]
		want := []uint16{bucket("<" + tag), bucket("post"), bucket(tag + "-body")}
		if len(got) != len(want) {
			t.Fatalf("%q: %v, want %v", tag, got, want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%q: bucket %d is %d, want %d", tag, i, got[i], want[i])
			}
		}
	}
}

// scores.hash gives each element its own stretch of the buffer, capped so
// that appending to it cannot overwrite the next element's, and none to
// elements markChrome skipped.
func TestScoresHash(t *testing.T) {
	s := &scores{hashBuf: []uint16{1, 2, 3, 4, 5}, hashAt: []int32{0, 0, 2, 2, 5}}
	if h := s.hash(0); len(h) != 0 {
		t.Errorf("hash(0) = %v", h)
	}
	if h := s.hash(2); len(h) != 0 {
		t.Errorf("hash(2) = %v", h)
	}
	h := s.hash(1)
	if len(h) != 2 || h[0] != 1 || h[1] != 2 {
		t.Fatalf("hash(1) = %v", h)
	}
	_ = append(h, 9)
	if s.hashBuf[2] != 3 {
		t.Errorf("appending to one element's buckets changed the next one's")
	}
}
