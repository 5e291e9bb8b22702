package assets

import _ "embed"

// Welcome is the document shown when Folio starts without a file or URL.
//
//go:embed welcome.md
var Welcome string

// Help is the introduction of the Help page; the window appends the table
// of keyboard shortcuts, made from its command table.
//
//go:embed help.md
var Help string
