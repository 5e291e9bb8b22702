package app

import (
	"errors"
	"fmt"
	"net/http"
)

// ErrorKind says why a load failed, so that the UI can pick words and decide
// whether to offer a retry.
type ErrorKind int

// The kinds of load failure.
const (
	KindUnknown     ErrorKind = iota // anything not listed below
	KindBadTarget                    // the target is neither a path nor a URL
	KindNotFound                     // a local file does not exist
	KindPermission                   // a local file cannot be read
	KindDNS                          // the host name does not resolve
	KindRefused                      // nothing listens at the address
	KindTLS                          // the TLS handshake or certificate failed
	KindTimeout                      // the load took longer than the timeout
	KindCanceled                     // the user canceled the load
	KindNetwork                      // another network failure (reset, EOF)
	KindRedirects                    // too many redirects or a redirect loop
	KindHTTPStatus                   // the server answered 4xx or 5xx
	KindTooLarge                     // the body is over the size cap
	KindUnsupported                  // a content type Folio cannot show
)

var kindNames = [...]string{
	KindUnknown: "unknown", KindBadTarget: "bad-target", KindNotFound: "not-found",
	KindPermission: "permission", KindDNS: "dns", KindRefused: "refused",
	KindTLS: "tls", KindTimeout: "timeout", KindCanceled: "canceled",
	KindNetwork: "network", KindRedirects: "redirects", KindHTTPStatus: "http-status",
	KindTooLarge: "too-large", KindUnsupported: "unsupported",
}

// String returns a short lower-case name for the kind, e.g. "dns".
func (k ErrorKind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return fmt.Sprintf("kind(%d)", int(k))
	}
	return kindNames[k]
}

// LoadError is every error Load returns. Error gives a sentence a reader can
// understand; Err keeps the underlying cause for errors.Is and logs.
type LoadError struct {
	Kind   ErrorKind
	Target string // what was being loaded (the URL or path)
	Status int    // the HTTP status for KindHTTPStatus
	// Detail completes the sentence for some kinds: the content type for
	// KindUnsupported, the limit for KindTooLarge.
	Detail string
	Err    error
}

// Error returns a human sentence that names the target and the reason.
func (e *LoadError) Error() string {
	t := e.Target
	switch e.Kind {
	case KindBadTarget:
		return fmt.Sprintf("%q is neither a file path nor a web address.", t)
	case KindNotFound:
		return fmt.Sprintf("The file %s does not exist.", t)
	case KindPermission:
		return fmt.Sprintf("The file %s cannot be read: permission denied.", t)
	case KindDNS:
		return fmt.Sprintf("The server for %s could not be found (DNS lookup failed).", t)
	case KindRefused:
		return fmt.Sprintf("The server at %s refused the connection.", t)
	case KindTLS:
		return fmt.Sprintf("A secure connection to %s could not be established (TLS: %v).", t, e.Err)
	case KindTimeout:
		return fmt.Sprintf("Loading %s took too long and was stopped.", t)
	case KindCanceled:
		return fmt.Sprintf("Loading %s was canceled.", t)
	case KindRedirects:
		return fmt.Sprintf("%s redirects too many times (%v).", t, e.Err)
	case KindHTTPStatus:
		return fmt.Sprintf("The server answered %d %s for %s.", e.Status, http.StatusText(e.Status), t)
	case KindTooLarge:
		return fmt.Sprintf("%s is too large to show (over %s).", t, e.Detail)
	case KindUnsupported:
		return fmt.Sprintf("Folio shows Markdown, HTML and plain text; %s is %s.", t, e.Detail)
	}
	if e.Err != nil {
		return fmt.Sprintf("Loading %s failed: %v.", t, e.Err)
	}
	return fmt.Sprintf("Loading %s failed.", t)
}

// Unwrap returns the underlying cause.
func (e *LoadError) Unwrap() error { return e.Err }

// Retryable reports whether trying again might succeed: transient network
// failures, timeouts, cancellation and server-side (5xx, 408, 429) statuses.
func (e *LoadError) Retryable() bool {
	switch e.Kind {
	case KindDNS, KindRefused, KindTimeout, KindCanceled, KindNetwork, KindUnknown:
		return true
	case KindHTTPStatus:
		return e.Status >= 500 || e.Status == http.StatusRequestTimeout ||
			e.Status == http.StatusTooManyRequests
	}
	return false
}

// KindOf returns the kind of a *LoadError in err's chain, or KindUnknown.
func KindOf(err error) ErrorKind {
	var le *LoadError
	if errors.As(err, &le) {
		return le.Kind
	}
	return KindUnknown
}
