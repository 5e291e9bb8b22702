package app

import (
	"fmt"
	"net/http"
)

var headlines = map[ErrorKind]string{
	KindUnknown: "Could not open this page", KindBadTarget: "Not an address",
	KindNotFound: "File not found", KindPermission: "File not readable",
	KindDNS: "Server not found", KindRefused: "Connection refused",
	KindTLS: "Secure connection failed", KindTimeout: "The page took too long",
	KindCanceled: "Loading was canceled", KindNetwork: "Connection lost",
	KindRedirects: "Too many redirects", KindTooLarge: "Too large to show",
	KindUnsupported: "Not a document Folio can show",
}

// Headline returns a short title for an error page, e.g. "Server not
// found" or "Page not found (404)"; Error gives the full sentence.
func (e *LoadError) Headline() string {
	if e.Kind == KindHTTPStatus {
		switch {
		case e.Status == http.StatusNotFound || e.Status == http.StatusGone:
			return fmt.Sprintf("Page not found (%d)", e.Status)
		case e.Status == http.StatusUnauthorized || e.Status == http.StatusForbidden:
			return fmt.Sprintf("Access denied (%d)", e.Status)
		case e.Status >= 500:
			return fmt.Sprintf("Server error (%d)", e.Status)
		}
		return fmt.Sprintf("The server said no (%d)", e.Status)
	}
	if h, ok := headlines[e.Kind]; ok {
		return h
	}
	return headlines[KindUnknown]
}
