package extractor

import (
	"errors"

	"folio/extractor/internal/parse"
)

// Sentinel errors, matched with errors.Is.
var (
	// ErrTooLarge means the input is bigger than Limits.MaxBytes.
	ErrTooLarge = parse.ErrTooLarge
	// ErrTooDeep means the document nests deeper than Limits.MaxDepth even
	// once read flattened (see Limits.MaxDepth): only a MaxDepth under 4
	// meets it.
	ErrTooDeep = parse.ErrTooDeep
	// ErrTooManyNodes means the document has more than Limits.MaxNodes nodes.
	ErrTooManyNodes = parse.ErrTooManyNodes
	// ErrBadOption means an option value is invalid (an unknown profile, a
	// negative limit, a page URL that does not parse).
	ErrBadOption = errors.New("extractor: bad option")
)

// LimitError reports which input limit was exceeded; it unwraps to
// ErrTooLarge, ErrTooDeep or ErrTooManyNodes.
type LimitError = parse.LimitError
