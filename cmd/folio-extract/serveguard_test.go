package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// A web page in a browser cannot POST to serve (cross-site, or through
// DNS rebinding to a loopback listener); agents without those headers can.
func TestServeRefusesCrossSite(t *testing.T) {
	h := guardServe(newGateway(nil, 1<<20, nil), "127.0.0.1:8088")
	page := "<html><body><article><p>" + strings.Repeat("Words of the article. ", 20) + "</p></article></body></html>"
	cases := []struct {
		name    string
		host    string
		headers map[string]string
		want    int
	}{
		{"agent", "127.0.0.1:8088", nil, http.StatusOK},
		{"localhost", "localhost:8088", nil, http.StatusOK},
		{"cross-site page", "127.0.0.1:8088", map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"}, http.StatusForbidden},
		{"foreign origin, no fetch metadata", "127.0.0.1:8088", map[string]string{"Origin": "https://evil.example"}, http.StatusForbidden},
		{"DNS rebinding", "evil.example:8088", map[string]string{"Sec-Fetch-Site": "same-origin", "Origin": "http://evil.example:8088"}, http.StatusForbidden},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "http://"+c.host+"/extract?url=https://victim.example/a", strings.NewReader(page))
			r.Host = c.host
			for k, v := range c.headers {
				r.Header.Set(k, v)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != c.want {
				t.Errorf("status %d, want %d: %s", w.Code, c.want, w.Body.String())
			}
		})
	}
	// On a public address the Host check is off (clients name the server
	// as they like); cross-site requests are still refused.
	pub := guardServe(newGateway(nil, 1<<20, nil), "0.0.0.0:8088")
	r := httptest.NewRequest("POST", "http://reader.example/extract", strings.NewReader(page))
	if w := httptest.NewRecorder(); func() int { pub.ServeHTTP(w, r); return w.Code }() != http.StatusOK {
		t.Error("public listener refused a plain request")
	}
}
