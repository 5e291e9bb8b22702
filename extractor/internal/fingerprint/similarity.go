package fingerprint

// SameLayout is the similarity from which two pages are taken to share a
// layout. Measured (TestCorpusSimilarity, sitegen's TestFingerprint...):
// pages of one synthetic layout score 0.75-1.0 (mean 0.95), a renamed
// content class 0.53-0.92, a redesign or another host under 0.05; on
// wcxb-dev, 0.03% of cross-host page pairs reach 0.6 and 41% of same-host
// pairs do (the rest are other page types of the host: other layouts).
// The drift checks of learned templates catch the rare false match.
const SameLayout = 0.6

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
