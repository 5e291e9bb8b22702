package gateway

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"

	"folio/extractor"
)

// route is one upstream, ready to serve.
type route struct {
	up      *Upstream
	target  *url.URL
	public  *url.URL // nil: from the request
	proxy   *httputil.ReverseProxy
	profile extractor.Profile
	signal  string
	// trustProto believes X-Forwarded-Proto (Config.TrustForwardedProto).
	trustProto bool
}

// passKey carries a passthrough request's *passState to ModifyResponse
// and ErrorHandler.
type passKey struct{}

// passState is what a passthrough needs and learns: the Vary to add to
// HTML, and whether the upstream failed.
type passState struct {
	vary   string
	failed bool
}

func (g *Gateway) newRoute(up *Upstream) (*route, error) {
	target, err := url.Parse(up.URL)
	if err != nil {
		return nil, fmt.Errorf("upstream %s: %w", up.URL, err)
	}
	rt := &route{up: up, target: target, profile: extractor.Profile(up.Profile), trustProto: g.cfg.TrustForwardedProto}
	if up.PublicURL != "" {
		rt.public, _ = url.Parse(up.PublicURL) // checked by Validate
	}
	switch {
	case up.ContentSignal != nil:
		rt.signal = *up.ContentSignal
	case g.cfg.ContentSignal != nil:
		rt.signal = *g.cfg.ContentSignal
	}
	rt.proxy = &httputil.ReverseProxy{
		Rewrite:        rt.rewrite,
		Transport:      g.transport,
		ModifyResponse: addVaryToHTML,
		ErrorHandler:   g.proxyError,
		ErrorLog:       nil,
	}
	return rt, nil
}

// rewrite points a passthrough request at the upstream. The client's
// headers go as they are (ReverseProxy drops only the hop-by-hop ones),
// with X-Forwarded-For, -Host and -Proto added.
func (rt *route) rewrite(pr *httputil.ProxyRequest) {
	pr.SetURL(rt.target)
	pr.SetXForwarded()
	if rt.up.HostHeader == "client" {
		pr.Out.Host = pr.In.Host
	}
}

// addVaryToHTML adds the Vary a converted answer would have carried to an
// HTML answer passed through, so that shared caches downstream keep the
// HTML and the Markdown variants apart. The body is not touched.
func addVaryToHTML(resp *http.Response) error {
	st, _ := resp.Request.Context().Value(passKey{}).(*passState)
	if st != nil && st.vary != "" && isHTML(resp.Header.Get("Content-Type")) {
		addVary(resp.Header, st.vary)
	}
	return nil
}

// proxyError answers an upstream failure: 504 on a timeout, else 502.
func (g *Gateway) proxyError(w http.ResponseWriter, r *http.Request, err error) {
	if st, _ := r.Context().Value(passKey{}).(*passState); st != nil {
		st.failed = true
	}
	status := http.StatusBadGateway
	if errors.Is(err, context.DeadlineExceeded) || isTimeout(err) {
		status = http.StatusGatewayTimeout
	}
	if errors.Is(err, context.Canceled) && r.Context().Err() != nil {
		return // the client went away: nobody to answer
	}
	g.log.Warn("upstream failed", "method", r.Method, "host", r.Host, "path", r.URL.Path, "status", status, "err", err)
	w.WriteHeader(status)
}

// isTimeout matches net.Error timeouts.
func isTimeout(err error) bool {
	var te interface{ Timeout() bool }
	return errors.As(err, &te) && te.Timeout()
}

// isHTML says whether a Content-Type is a page the extractor converts.
func isHTML(ct string) bool {
	mt, _, _ := strings.Cut(ct, ";")
	mt = strings.ToLower(strings.TrimSpace(mt))
	return mt == "text/html" || mt == "application/xhtml+xml"
}

// addVary merges fields into h's Vary without repeating any.
func addVary(h http.Header, fields string) {
	have := map[string]bool{}
	var out []string
	for _, v := range h.Values("Vary") {
		for f := range strings.SplitSeq(v, ",") {
			if f = strings.TrimSpace(f); f != "" && !have[strings.ToLower(f)] {
				have[strings.ToLower(f)] = true
				out = append(out, f)
			}
		}
	}
	for f := range strings.SplitSeq(fields, ",") {
		if f = strings.TrimSpace(f); f != "" && !have[strings.ToLower(f)] {
			have[strings.ToLower(f)] = true
			out = append(out, f)
		}
	}
	h.Set("Vary", strings.Join(out, ", "))
}
