package fetch

import (
	"net/http"
)

// redirectPolicy stops after max redirects, on a loop and on a scheme
// other than http(s), then defers to next, if any. A URL may come back
// once (a site that sets a cookie and returns to the page); the third
// visit is a loop.
func redirectPolicy(max int, next func(*http.Request, []*http.Request) error) func(*http.Request, []*http.Request) error {
	return func(req *http.Request, via []*http.Request) error {
		if s := req.URL.Scheme; s != "http" && s != "https" {
			return ErrRedirectScheme
		}
		seen := 0
		for _, v := range via {
			if v.URL.String() == req.URL.String() {
				seen++
			}
		}
		if seen >= 2 {
			return ErrRedirectLoop
		}
		if len(via) > max {
			return ErrTooManyRedirects
		}
		if next != nil {
			return next(req, via)
		}
		return nil
	}
}
