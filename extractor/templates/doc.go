// Package templates pins and learns where the content of a host's pages is.
//
// An operator template is one YAML file per host, named after the host:
//
//	# example.com.yaml
//	host: example.com
//	description: Example's article pages.
//	rules:
//	  - role: main
//	    selectors: [article .post-body]
//	    confidence: 1
//	  - role: advertisement
//	    selectors: [.post-body .promo]
//
// A Store reads a folder of them, validates each (errors carry the file's
// line numbers), and reloads files as they change (Watch). A broken file
// keeps the last good version of its template and the error is reported by
// Errors.
//
// A learned template is induced from one full classification of a page
// (Induce): stable id- and class-based selectors for the main content, for the
// chrome the classifier dropped inside it, and for the context outside it
// (breadcrumbs, related links), which Context finds for callers that keep it
// (extractor.ProfileRAG). A Cache stores learned
// templates on disk under the host and the page's structural fingerprint
// (package fingerprint); a later page whose fingerprint matches reuses the
// template (Learned.Apply) instead of classifying. Drift - selectors that
// stop matching, content that turns to links, output far shorter than usual
// - tells the caller to classify again and refit (Cache.Learn), which keeps
// a short version history.
//
// Usage:
//
//	fp := fingerprint.Sketch(doc)
//	if t, ok := cache.Lookup(host, fp); ok {
//		if sel, drift := t.Apply(doc); drift == nil {
//			cache.Observe(host, t, sel.Stats)
//			return sel.Nodes, sel.Skip
//		}
//	}
//	blocks := classify(doc) // the full classifier
//	cache.Learn(host, fp, doc, blocks)
//
// # Security
//
// Host names become file names: ValidHost accepts only DNS names (letters,
// digits, hyphens and dots), so no path separator or ".." reaches the file
// system. Files are limited to MaxFileBytes; templates to MaxRules rules and
// MaxSelectors selectors per rule. The cache is bounded (CacheOptions) and
// written atomically (temporary file, fsync, rename), so a crash mid-write
// leaves either the old file or the new one.
package templates
