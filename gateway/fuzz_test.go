package gateway

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// FuzzHandler sends requests with hostile headers and paths: the gateway
// answers every one with a status, never a panic or a hang.
func FuzzHandler(f *testing.F) {
	f.Add("/article", "text/markdown;q=0.9, text/html;q=0.8", "GPTBot", `"md-x", W/"y"`, "gzip;q=0, br")
	f.Add("/gzip", "text/markdown", "", "*", "zstd")
	f.Add("/%zz/../..", ";;;", "\x00", ",,,", ";q=")
	o := newOrigin(f)
	g, _ := newTestGateway(f, o, func(c *Config) {
		c.Policy.Rules = []Rule{{Paths: []string{"/**/x*"}, UserAgents: []string{AICrawlers}, Action: ActionMarkdown}}
	})
	h := g.Handler()
	f.Fuzz(func(t *testing.T, path, accept, ua, inm, ae string) {
		req, err := http.NewRequest("GET", "http://site.example"+path, nil)
		if err != nil || req.URL.Path == "" {
			return
		}
		req.Header.Set("Accept", accept)
		req.Header.Set("User-Agent", ua)
		req.Header.Set("If-None-Match", inm)
		req.Header.Set("Accept-Encoding", ae)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code < 100 || rec.Code > 599 {
			t.Errorf("status %d", rec.Code)
		}
	})
}
