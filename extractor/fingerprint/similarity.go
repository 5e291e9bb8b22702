package fingerprint

// SameLayout is the similarity above which two pages are taken to share a
// layout. Measured on the synthetic same-host corpus
// (templates/internal/sitegen): pages of one layout score 0.85-1.0, a
// redesigned layout of the same host under 0.6, other hosts under 0.3.
const SameLayout = 0.75

// Similarity estimates the Jaccard similarity of the path sets behind two
// fingerprints: the fraction of bins that hold the same value. Two zero
// fingerprints (pages without elements) are not similar.
func Similarity(a, b Fingerprint) float64 {
	if a.IsZero() || b.IsZero() {
		return 0
	}
	eq := 0
	for i := range a {
		if a[i] == b[i] {
			eq++
		}
	}
	return float64(eq) / Size
}

// IsZero reports whether fp is the fingerprint of a page with no elements.
func (fp *Fingerprint) IsZero() bool {
	for _, v := range fp {
		if v != 0 {
			return false
		}
	}
	return true
}
