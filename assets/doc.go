// Package assets holds Folio's bundled files, embedded with go:embed: the
// application icon (drawn by ./gen) and the documents shown by the reader
// (Welcome, Help).
//
//	a.SetIcon(assets.Icon)
package assets
