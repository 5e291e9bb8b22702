package gateway

import "net/http"

// cacheKey names a converted page in the cache and in singleflight: the
// upstream, the scheme and normalised host the links resolve against, and
// the request target (path and query). Everything the Markdown depends on
// is in it, so no request can fill another's entry. The method is not:
// HEAD and GET share the conversion.
func (rt *route) cacheKey(r *http.Request) string {
	return rt.up.URL + " " + rt.scheme(r) + "://" + normHost(r.Host) + " " + r.URL.RequestURI()
}
