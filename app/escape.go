package app

import "folio/convert"

// The Markdown escapes of the stubs and fallbacks; convert owns them.
var (
	escapeInline    = convert.EscapeInline
	escapeParagraph = convert.EscapeParagraph
)
