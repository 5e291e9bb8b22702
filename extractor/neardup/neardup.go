// Package neardup finds pages whose text nearly repeats a page seen
// before: a MinHash sketch over 5-word shingles of the text, probed in an
// index of LSH bands, the same machinery the extractor uses to recognise
// page layouts (extractor/internal/fingerprint).
//
//	idx := neardup.NewIndex()
//	for _, p := range pages {
//		s := neardup.Sketch(p.Text)
//		if _, dup := idx.Probe(s, neardup.Threshold); dup {
//			continue // a near-copy of a page kept before
//		}
//		idx.Add(p.ID, s)
//	}
//
// An index keeps about 1 KB per page added.
package neardup

import "folio/extractor/internal/fingerprint"

// Threshold is the similarity from which two texts are near-duplicates:
// Jaccard 0.8 over 5-word shingles (fingerprint.SameText).
const Threshold = fingerprint.SameText

// TextSketch is the MinHash sketch of a text. The zero value is the sketch
// of a text without words, similar to nothing.
type TextSketch struct{ fp fingerprint.Fingerprint }

// Sketch computes the sketch of a text: words are runs of Unicode letters
// and digits, compared without case.
func Sketch(text string) TextSketch { return TextSketch{fingerprint.SketchText(text)} }

// IsZero reports whether the text had no words.
func (s TextSketch) IsZero() bool { return s.fp.IsZero() }

// Similarity estimates the Jaccard similarity of two texts' shingle sets.
func Similarity(a, b TextSketch) float64 { return fingerprint.Similarity(a.fp, b.fp) }

// Index finds, among the sketches added, one similar to a probe. It is
// safe for concurrent use.
type Index struct{ idx *fingerprint.Index }

// NewIndex returns an empty index.
func NewIndex() *Index { return &Index{idx: fingerprint.NewIndex()} }

// Add stores a sketch under key; a zero sketch is not stored.
func (x *Index) Add(key string, s TextSketch) {
	if !s.IsZero() {
		x.idx.Add(key, s.fp)
	}
}

// Probe returns the key of the most similar sketch stored, when its
// similarity is at least threshold.
func (x *Index) Probe(s TextSketch, threshold float64) (key string, ok bool) {
	key, _, ok = x.idx.Probe(s.fp, threshold)
	return key, ok
}

// Len returns the number of sketches stored.
func (x *Index) Len() int { return x.idx.Len() }
