package parse

import (
	"errors"
	"fmt"
)

// Sentinel errors for the input limits; the extractor package re-exports them.
var (
	ErrTooLarge     = errors.New("extractor: input too large")
	ErrTooDeep      = errors.New("extractor: document nested too deeply")
	ErrTooManyNodes = errors.New("extractor: document has too many nodes")
)

// LimitError reports which input limit was exceeded, and by how much.
type LimitError struct {
	Limit string // "MaxBytes", "MaxDepth" or "MaxNodes"
	Max   int64  // the configured limit
	Got   int64  // the value seen when the limit tripped (a lower bound)
	Err   error  // the sentinel it unwraps to
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("%v (%s is %d, saw at least %d)", e.Err, e.Limit, e.Max, e.Got)
}

// Unwrap returns the sentinel.
func (e *LimitError) Unwrap() error { return e.Err }
