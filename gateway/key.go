package gateway

import "net/http"

// cacheKey names a converted page in the cache and in singleflight: the
// upstream, the normalised host and the request target (path and query).
// The method is not in it: HEAD and GET share the conversion.
func (rt *route) cacheKey(r *http.Request) string {
	return rt.up.URL + " " + normHost(r.Host) + " " + r.URL.RequestURI()
}
