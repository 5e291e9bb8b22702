// Package fingerprint computes a structural fingerprint of an HTML page: a
// MinHash sketch over the set of normalised DOM paths of its body. Pages
// built from the same layout (two articles of one blog) share most paths and
// get similar sketches; pages of different layouts do not. An Index finds,
// among stored fingerprints, the one nearest to a probe with LSH bands.
//
// Usage:
//
//	fp := fingerprint.Sketch(doc)
//	idx := fingerprint.NewIndex()
//	idx.Add("example.com/1", fp)
//	if id, sim, ok := idx.Probe(fingerprint.Sketch(other), fingerprint.SameLayout); ok {
//		fmt.Println("same layout as", id, sim)
//	}
//
// # How the sketch is built
//
// One pass over the body. Each element contributes the hash of its path from
// <body>: tag names plus up to three stable class tokens per level. Tokens
// with digits lose the digits, random-looking tokens (CSS-module hashes such
// as "css-1q2w3e" or "sc-bdfBwQ") and per-page WordPress taxonomy classes
// ("category-news", "postid-12") are dropped, so a fingerprint describes the
// layout and not the content. Script, style and SVG subtrees are skipped.
//
// The sketch is one-permutation MinHash (Li, Owen and Zhang, NIPS 2012) with
// rotation densification (Shrivastava and Li, ICML 2014): every path is hashed
// once and lands in one of Size bins, so the cost is one hash per element,
// not Size hashes. Similarity is the fraction of equal bins, an unbiased
// estimate of the Jaccard similarity of the two path sets.
//
// # Cost
//
// No allocation per node: hashes are FNV-1a computed inline over the tag and
// class bytes. BenchmarkSketch and BenchmarkProbe measure it.
package fingerprint
