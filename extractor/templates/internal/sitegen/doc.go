// Package sitegen generates a same-host test corpus: for many synthetic
// hosts, pages that share a layout and differ in content, plus the layout
// changes a real site goes through. wcxb-dev has few pages per host, so
// learned templates (package templates) are measured here.
//
// Each Site has three layouts:
//
//   - Base: the site's article layout, drawn from a vocabulary of real
//     theme class names (WordPress, Ghost, news CMSs), with header, nav,
//     sidebar, comments and footer, and chrome inside the content (share
//     bars, related links, ad slots, newsletter forms) at varying places.
//   - Renamed: Base after a theme update that renames the content class -
//     the fingerprint still matches, the selectors stop matching: drift.
//   - Redesign: a new layout for the same host: the fingerprint no longer
//     matches, a new template must be learned.
//
// Pages carry per-page noise that must not break the fingerprint: post ids
// in classes and ids, taxonomy classes, build-hash classes, varying counts
// of paragraphs, list items, comments and sidebar entries.
//
// Usage:
//
//	for _, s := range sitegen.Sites(1, 50) {
//		p := s.Page(sitegen.Base, 3)
//		_ = p.HTML  // the page
//		_ = p.Truth // its main-content text, for word F1
//	}
package sitegen
