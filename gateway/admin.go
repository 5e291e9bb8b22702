package gateway

import (
	"crypto/subtle"
	"io"
	"net"
	"net/http"
	"strings"

	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// AdminHandler serves the admin listener: /healthz and /readyz (open),
// /metrics and the templates API (behind the bearer token when one is
// set; else only for loopback Host names, against DNS rebinding), and
// refuses cross-origin browser requests that would write.
func (g *Gateway) AdminHandler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok\n") })
	mux.HandleFunc("GET /readyz", g.readyz)
	guarded := http.NewServeMux()
	guarded.Handle("GET /metrics", promhttp.HandlerFor(g.reg, promhttp.HandlerOpts{ErrorLog: nil}))
	g.templateRoutes(guarded)
	mux.Handle("/", g.adminAuth(guarded))
	return http.NewCrossOriginProtection().Handler(mux)
}

func (g *Gateway) readyz(w http.ResponseWriter, r *http.Request) {
	if !g.ready.Load() {
		http.Error(w, "draining", http.StatusServiceUnavailable)
		return
	}
	io.WriteString(w, "ready\n")
}

// adminAuth checks the bearer token in constant time, or, when no token
// is configured (a loopback listener), that the request names a loopback
// host: a web page whose name resolves to 127.0.0.1 sends its own name.
func (g *Gateway) adminAuth(next http.Handler) http.Handler {
	token := []byte(g.cfg.Admin.Token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if len(token) > 0 {
			got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
			if !ok || subtle.ConstantTimeCompare([]byte(got), token) != 1 {
				w.Header().Set("WWW-Authenticate", `Bearer realm="folio-gateway"`)
				http.Error(w, "missing or wrong bearer token", http.StatusUnauthorized)
				return
			}
		} else if !isLoopbackHost(hostOnly(r.Host)) {
			http.Error(w, "admin answers loopback host names only; set a token to use it from elsewhere", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// hostOnly drops the port of a Host header.
func hostOnly(h string) string {
	if host, _, err := net.SplitHostPort(h); err == nil {
		return host
	}
	return strings.Trim(h, "[]")
}
