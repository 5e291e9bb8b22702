package fetch

import "time"

// Limits bound one load. The fetcher and every front end that builds one
// (the reader's loader) take the same four, with the same defaults, so
// they live here once.
type Limits struct {
	// Timeout bounds the whole load: connecting, redirects, reading the body.
	Timeout time.Duration
	// MaxBody caps the body in bytes after decompression.
	MaxBody int64
	// MaxRedirects caps the redirects followed; zero follows none.
	MaxRedirects int
	// UserAgent is sent with every request.
	UserAgent string
}

// DefaultLimits are the limits of a fetcher built without options.
var DefaultLimits = Limits{
	Timeout:      DefaultTimeout,
	MaxBody:      DefaultMaxBody,
	MaxRedirects: DefaultMaxRedirects,
	UserAgent:    DefaultUserAgent,
}

// Normalized returns l with every value that cannot be meant replaced by
// its default: a timeout or body cap of zero or less, a negative redirect
// cap, an empty user agent. Zero redirects stays zero: it is a real choice.
func (l Limits) Normalized() Limits {
	if l.Timeout <= 0 {
		l.Timeout = DefaultTimeout
	}
	if l.MaxBody <= 0 {
		l.MaxBody = DefaultMaxBody
	}
	if l.MaxRedirects < 0 {
		l.MaxRedirects = DefaultMaxRedirects
	}
	if l.UserAgent == "" {
		l.UserAgent = DefaultUserAgent
	}
	return l
}
