package fetch

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
)

// Sentinels for errors.Is. Fetch wraps each in a *Error naming the URL.
var (
	// ErrBadURL: the URL does not parse or is not http(s).
	ErrBadURL = errors.New("fetch: not an http(s) URL")
	// ErrTooLarge: the body, after decompression, is over the size cap.
	ErrTooLarge = errors.New("fetch: body over the size cap")
	// ErrStatus: the server answered with a status outside 2xx; the
	// *StatusError in the chain has the code.
	ErrStatus = errors.New("fetch: HTTP error status")
	// ErrTimeout: the fetcher's own time limit, or the caller's deadline,
	// ran out. Errors that wrap it also match context.DeadlineExceeded.
	ErrTimeout = errors.New("fetch: timed out")
	// ErrRedirectLoop: a redirect chain came back to a URL twice.
	ErrRedirectLoop = errors.New("fetch: redirect loop")
	// ErrTooManyRedirects: a redirect chain is longer than the limit.
	ErrTooManyRedirects = errors.New("fetch: too many redirects")
	// ErrRedirectScheme: a redirect leads to a scheme other than http(s).
	ErrRedirectScheme = errors.New("fetch: redirect to a scheme other than http or https")
	// ErrEncoding: a Content-Encoding that cannot be decoded, or a
	// damaged compressed body.
	ErrEncoding = errors.New("fetch: undecodable content encoding")
	// ErrBlocked: the Guard refused the address (see *BlockedError).
	ErrBlocked = errors.New("fetch: address refused by the SSRF guard")
	// ErrNoBrowser: no Chromium or Chrome was found on the system.
	ErrNoBrowser = errors.New("fetch: no Chromium found")
)

// Error is every error a Fetcher returns: the URL being fetched and the
// cause, which errors.Is and errors.As see through Unwrap.
type Error struct {
	URL string
	Err error
}

// Error returns "fetch URL: cause".
func (e *Error) Error() string { return fmt.Sprintf("fetch %s: %v", e.URL, e.Err) }

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// StatusError is the cause of a fetch that the server answered with a
// status outside 2xx. It matches ErrStatus.
type StatusError struct {
	Code   int    // e.g. 404
	Status string // e.g. "404 Not Found"
}

// Error returns "HTTP 404 Not Found".
func (e *StatusError) Error() string { return "HTTP " + e.Status }

// Is reports whether target is ErrStatus.
func (e *StatusError) Is(target error) bool { return target == ErrStatus }

// TooLargeError is the cause of a body over the cap. It matches ErrTooLarge.
type TooLargeError struct{ Limit int64 }

// Error names the limit.
func (e *TooLargeError) Error() string { return fmt.Sprintf("body over %d bytes", e.Limit) }

// Is reports whether target is ErrTooLarge.
func (e *TooLargeError) Is(target error) bool { return target == ErrTooLarge }

// timeoutError marks a deadline: it matches ErrTimeout and
// context.DeadlineExceeded and keeps the transport's error.
type timeoutError struct{ err error }

func (e *timeoutError) Error() string {
	if e.err == ErrTimeout {
		return "timed out"
	}
	return "timed out: " + e.err.Error()
}
func (e *timeoutError) Unwrap() error { return e.err }
func (e *timeoutError) Is(target error) bool {
	return target == ErrTimeout || target == context.DeadlineExceeded
}

// Timeout reports true, as net.Error does for deadlines.
func (e *timeoutError) Timeout() bool { return true }

// wrap names the URL and marks deadlines (the fetcher's own timeout, the
// caller's deadline, a transport timeout) with ErrTimeout. A caller's
// cancellation stays context.Canceled.
func wrap(rawURL string, err error) error {
	var fe *Error
	if errors.As(err, &fe) {
		return err
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err // its message repeats the URL that *Error names
	}
	if isTimeout(err) {
		err = &timeoutError{err: err}
	}
	return &Error{URL: rawURL, Err: err}
}

// isTimeout reports a deadline that is not a cancellation.
func isTimeout(err error) bool {
	if errors.Is(err, context.Canceled) || errors.Is(err, ErrBlocked) {
		return false
	}
	if errors.Is(err, ErrTimeout) { // the cause of the fetcher's own deadline
		return true
	}
	var te interface{ Timeout() bool }
	return errors.Is(err, context.DeadlineExceeded) || errors.As(err, &te) && te.Timeout()
}

// statusError builds the cause for a non-2xx response.
func statusError(resp *http.Response) error {
	return &StatusError{Code: resp.StatusCode, Status: resp.Status}
}
