package main

import (
	"net"
	"net/http"

	gw "folio/gateway"
)

// guardServe keeps web pages open in a browser on the same machine away
// from serve: cross-origin requests that change state (a POST from
// another site, which could teach a host wrong templates with --learn)
// are refused by net/http's CrossOriginProtection (Sec-Fetch-Site and
// Origin), and on a loopback address only loopback Host names are
// answered, against DNS rebinding. Agents and scripts send neither header
// and are unaffected.
func guardServe(h http.Handler, addr string) http.Handler {
	h = http.NewCrossOriginProtection().Handler(h)
	if !loopbackListener(addr) {
		return h
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !gw.IsLoopbackHost(r.Host) {
			http.Error(w, "this server answers loopback host names only", http.StatusForbidden)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// loopbackListener reports whether addr (HOST:PORT) listens on loopback
// only.
func loopbackListener(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	return gw.IsLoopbackHost(host)
}
