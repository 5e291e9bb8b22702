package gateway

import (
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"folio/extractor"
)

func TestHumanTrafficPassesThroughUnchanged(t *testing.T) {
	o := newOrigin(t)
	_, gw := newTestGateway(t, o, nil)
	direct, want := get(t, o.URL+"/article", "Accept: text/html")
	resp, body := get(t, gw.URL+"/article", "Accept: text/html")
	if body != want || resp.StatusCode != 200 {
		t.Fatalf("passthrough body differs or status %d", resp.StatusCode)
	}
	if resp.Header.Get("Content-Type") != direct.Header.Get("Content-Type") {
		t.Errorf("Content-Type %q, want %q", resp.Header.Get("Content-Type"), direct.Header.Get("Content-Type"))
	}
	if v := resp.Header.Get("Vary"); v != "Accept" {
		t.Errorf("Vary = %q on HTML that could have been converted, want Accept", v)
	}
	if r := o.lastReq.Load(); r.Header.Get("X-Forwarded-For") == "" || r.Host != strings.TrimPrefix(gw.URL, "http://") {
		t.Errorf("upstream got Host %q, X-Forwarded-For %q", r.Host, r.Header.Get("X-Forwarded-For"))
	}
	if resp, _ := get(t, gw.URL+"/image.png", "Accept: text/html"); resp.Header.Get("Vary") != "" {
		t.Errorf("Vary %q on a non-HTML answer", resp.Header.Get("Vary"))
	}
}

func TestMarkdownAnswer(t *testing.T) {
	o := newOrigin(t)
	_, gw := newTestGateway(t, o, func(c *Config) {
		s := "ai-train=no"
		c.ContentSignal = &s
	})
	resp, body := get(t, gw.URL+"/article", acceptMD)
	h := resp.Header
	if resp.StatusCode != 200 || h.Get("Content-Type") != "text/markdown; charset=utf-8" {
		t.Fatalf("status %d, Content-Type %q", resp.StatusCode, h.Get("Content-Type"))
	}
	if !strings.Contains(body, "first paragraph for agents") || strings.Contains(body, "Copyright footer") || strings.Contains(body, "<p>") {
		t.Errorf("body is not the article as Markdown:\n%s", body)
	}
	if !strings.Contains(body, "(http://"+strings.TrimPrefix(gw.URL, "http://")+"/more)") {
		t.Errorf("relative link not resolved against the public URL:\n%s", body)
	}
	if n, err := strconv.Atoi(h.Get("X-Markdown-Tokens")); err != nil || n < 10 || n > len(body) {
		t.Errorf("x-markdown-tokens = %q for %d bytes", h.Get("X-Markdown-Tokens"), len(body))
	}
	for k, want := range map[string]string{"Vary": "Accept", "Content-Signal": "ai-train=no", "Cache-Control": "max-age=60",
		"X-Folio-Cache": "miss", "Content-Length": strconv.Itoa(len(body))} {
		if got := h.Get(k); got != want {
			t.Errorf("%s = %q, want %q", k, got, want)
		}
	}
	etag := h.Get("ETag")
	if !strings.HasPrefix(etag, `"md-`) {
		t.Fatalf("ETag = %q", etag)
	}
	resp, body2 := get(t, gw.URL+"/article", acceptMD)
	if resp.Header.Get("X-Folio-Cache") != "hit" || body2 != body || resp.Header.Get("ETag") != etag || resp.Header.Get("Age") == "" {
		t.Errorf("second request: cache %q, same body %v, ETag %q, Age %q", resp.Header.Get("X-Folio-Cache"), body2 == body, resp.Header.Get("ETag"), resp.Header.Get("Age"))
	}
	resp, body3 := get(t, gw.URL+"/article", acceptMD, "If-None-Match: W/"+etag)
	if resp.StatusCode != http.StatusNotModified || body3 != "" || resp.Header.Get("ETag") != etag {
		t.Errorf("If-None-Match: status %d, body %q", resp.StatusCode, body3)
	}
	if resp, body := do(t, http.MethodHead, gw.URL+"/article", acceptMD); resp.StatusCode != 200 || body != "" || resp.Header.Get("Content-Length") != strconv.Itoa(len(body2)) {
		t.Errorf("HEAD: status %d, body %q, Content-Length %q", resp.StatusCode, body, resp.Header.Get("Content-Length"))
	}
	if hits := o.hits.Load(); hits != 1 {
		t.Errorf("upstream asked %d times, want 1 (the rest from the cache)", hits)
	}
}

func TestPolicyRules(t *testing.T) {
	o := newOrigin(t)
	_, gw := newTestGateway(t, o, func(c *Config) {
		c.Policy.Rules = []Rule{
			{Name: "raw", Paths: []string{"/nostore"}, Action: ActionPassthrough},
			{Name: "bots", UserAgents: []string{AICrawlers}, Action: ActionMarkdown},
		}
	})
	resp, _ := get(t, gw.URL+"/article", "Accept: text/html", "User-Agent: Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)")
	if resp.Header.Get("Content-Type") != "text/markdown; charset=utf-8" || resp.Header.Get("Vary") != "Accept, User-Agent" {
		t.Errorf("AI crawler: Content-Type %q, Vary %q", resp.Header.Get("Content-Type"), resp.Header.Get("Vary"))
	}
	resp, _ = get(t, gw.URL+"/article", "Accept: text/html", "User-Agent: Mozilla/5.0 Firefox/140")
	if !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") || resp.Header.Get("Vary") != "Accept, User-Agent" {
		t.Errorf("browser: Content-Type %q, Vary %q", resp.Header.Get("Content-Type"), resp.Header.Get("Vary"))
	}
	resp, _ = get(t, gw.URL+"/nostore", acceptMD)
	if !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") || resp.Header.Get("Vary") != "" {
		t.Errorf("passthrough rule: Content-Type %q, Vary %q", resp.Header.Get("Content-Type"), resp.Header.Get("Vary"))
	}
}

func TestCompressedUpstream(t *testing.T) {
	o := newOrigin(t)
	_, gw := newTestGateway(t, o, func(c *Config) { c.Limits.MaxBytes = 64 << 10 })
	for _, c := range []string{"gzip", "br", "zstd"} {
		resp, body := get(t, gw.URL+"/"+c, acceptMD, "Accept-Encoding: "+c)
		if resp.StatusCode != 200 || !strings.Contains(body, "first paragraph for agents") {
			t.Errorf("%s: status %d body %q", c, resp.StatusCode, body)
		}
		if got := o.lastReq.Load().Header.Get("Accept-Encoding"); got != c {
			t.Errorf("%s: upstream asked with Accept-Encoding %q", c, got)
		}
	}
	get(t, gw.URL+"/article", acceptMD, "Accept-Encoding: deflate")
	if got := o.lastReq.Load().Header.Get("Accept-Encoding"); got != "identity" {
		t.Errorf("client reading none of ours: upstream asked with %q, want identity", got)
	}
	resp, body := get(t, gw.URL+"/bomb", acceptMD, "Accept-Encoding: gzip")
	if resp.StatusCode != http.StatusBadGateway || !strings.Contains(body, "larger than") {
		t.Errorf("page over the cap after decompression: status %d %q", resp.StatusCode, body)
	}
}

func TestNonPagesPassThrough(t *testing.T) {
	o := newOrigin(t)
	_, gw := newTestGateway(t, o, nil)
	cases := []struct {
		path   string
		status int
		ct     string
	}{
		{"/image.png", 200, "image/png"},
		{"/moved", http.StatusFound, ""},
		{"/missing", http.StatusNotFound, "text/html"},
	}
	for _, c := range cases {
		_, want := get(t, o.URL+c.path, acceptMD)
		resp, body := get(t, gw.URL+c.path, acceptMD)
		if resp.StatusCode != c.status || body != want || !strings.HasPrefix(resp.Header.Get("Content-Type"), c.ct) {
			t.Errorf("%s: status %d (want %d), Content-Type %q, body same %v", c.path, resp.StatusCode, c.status, resp.Header.Get("Content-Type"), body == want)
		}
	}
	if resp, _ := get(t, gw.URL+"/moved", acceptMD); resp.Header.Get("Location") != "/article" {
		t.Errorf("redirect Location = %q", resp.Header.Get("Location"))
	}
}

func TestConcurrentMissesShareOneConversion(t *testing.T) {
	o := newOrigin(t)
	o.slowDelay = 300 * time.Millisecond
	_, gw := newTestGateway(t, o, nil)
	var wg sync.WaitGroup
	bodies := make([]string, 20)
	for i := range bodies {
		wg.Go(func() { _, bodies[i] = get(t, gw.URL+"/slow", acceptMD) })
	}
	wg.Wait()
	if hits := o.hits.Load(); hits != 1 {
		t.Errorf("upstream asked %d times for 20 concurrent misses, want 1", hits)
	}
	for i, b := range bodies {
		if b != bodies[0] || !strings.Contains(b, "first paragraph") {
			t.Errorf("request %d got %q", i, b)
		}
	}
}

func TestRevalidationReusesConversion(t *testing.T) {
	o := newOrigin(t)
	g, gw := newTestGateway(t, o, nil)
	resp1, body1 := get(t, gw.URL+"/etag", acceptMD)
	resp2, body2 := get(t, gw.URL+"/etag", acceptMD)
	if resp1.Header.Get("X-Folio-Cache") != "miss" || resp2.Header.Get("X-Folio-Cache") != "revalidated" {
		t.Errorf("cache: %q then %q, want miss then revalidated", resp1.Header.Get("X-Folio-Cache"), resp2.Header.Get("X-Folio-Cache"))
	}
	if body1 != body2 || o.notMod.Load() != 1 || o.hits.Load() != 2 {
		t.Errorf("same body %v, 304s %d, upstream hits %d", body1 == body2, o.notMod.Load(), o.hits.Load())
	}
	if n := testCounter(t, g, "folio_gateway_conversions_total", "ok"); n != 1 {
		t.Errorf("%v conversions, want 1", n)
	}
	get(t, gw.URL+"/nostore", acceptMD)
	if resp, _ := get(t, gw.URL+"/nostore", acceptMD); resp.Header.Get("X-Folio-Cache") != "miss" {
		t.Errorf("no-store page served from the cache")
	}
	if resp, _ := get(t, gw.URL+"/article", acceptMD, "Cookie: session=1"); resp.Header.Get("X-Folio-Cache") != "miss" {
		t.Error("request with a cookie: want a private conversion")
	}
	if resp, _ := get(t, gw.URL+"/article", acceptMD); resp.Header.Get("X-Folio-Cache") != "miss" {
		t.Error("the cookie request's conversion was cached for everyone")
	}
}

func TestOverloadAnswers503(t *testing.T) {
	o := newOrigin(t)
	g, gw := newTestGateway(t, o, func(c *Config) {
		c.Limits.MaxConcurrent, c.Limits.MaxQueue, c.Limits.QueueTimeout = 1, 0, 10*time.Millisecond
		c.Limits.RetryAfter = 3 * time.Second
	})
	g.limit.slots <- struct{}{} // every slot busy
	resp, _ := get(t, gw.URL+"/article", acceptMD)
	if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") != "3" {
		t.Errorf("status %d Retry-After %q, want 503 and 3", resp.StatusCode, resp.Header.Get("Retry-After"))
	}
	if resp, _ := get(t, gw.URL+"/article", "Accept: text/html"); resp.StatusCode != 200 {
		t.Errorf("human traffic while extraction is saturated: %d", resp.StatusCode)
	}
	<-g.limit.slots
	if resp, _ := get(t, gw.URL+"/article", acceptMD); resp.StatusCode != 200 {
		t.Errorf("after the slot freed: %d", resp.StatusCode)
	}
}

func TestUnknownHostAndDeadUpstream(t *testing.T) {
	o := newOrigin(t)
	_, gw := newTestGateway(t, o, func(c *Config) {
		c.Upstreams = []Upstream{{Host: "example.com", URL: o.URL}, {Host: "dead.example", URL: "http://127.0.0.1:1"}}
	})
	if resp, _ := get(t, gw.URL+"/article"); resp.StatusCode != http.StatusMisdirectedRequest {
		t.Errorf("unknown host: %d, want 421", resp.StatusCode)
	}
	req, _ := http.NewRequest("GET", gw.URL+"/article", nil)
	req.Host = "dead.example"
	for _, accept := range []string{"text/html", "text/markdown"} {
		req.Header.Set("Accept", accept)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadGateway {
			t.Errorf("dead upstream, Accept %s: %d, want 502", accept, resp.StatusCode)
		}
	}
}

// TestExtractorDataAskedPerExtraction: reloaded rules and templates reach
// the next conversion.
func TestExtractorDataAskedPerExtraction(t *testing.T) {
	o := newOrigin(t)
	var calls atomic.Int64
	_, gw := newTestGateway(t, o, nil, WithExtractorData(func() []extractor.Option {
		calls.Add(1)
		return []extractor.Option{extractor.WithRules(nil)}
	}))
	get(t, gw.URL+"/nostore", acceptMD)
	get(t, gw.URL+"/nostore", acceptMD)
	if n := calls.Load(); n != 2 {
		t.Errorf("data asked %d times for two conversions, want 2", n)
	}
}

func TestExtractionTimeout(t *testing.T) {
	o := newOrigin(t)
	g, gw := newTestGateway(t, o, func(c *Config) { c.Timeouts.Extract = time.Nanosecond })
	if resp, _ := get(t, gw.URL+"/article", acceptMD); resp.StatusCode != http.StatusGatewayTimeout {
		t.Errorf("extraction over its timeout: %d, want 504", resp.StatusCode)
	}
	if n := testCounter(t, g, "folio_gateway_conversions_total", "timeout"); n != 1 {
		t.Errorf("%v timeouts counted, want 1", n)
	}
}

func TestForwardedProto(t *testing.T) {
	o := newOrigin(t)
	for _, trust := range []bool{false, true} {
		_, gw := newTestGateway(t, o, func(c *Config) { c.TrustForwardedProto = trust })
		host := strings.TrimPrefix(gw.URL, "http://")
		_, plain := get(t, gw.URL+"/article", acceptMD)
		_, fwd := get(t, gw.URL+"/article", acceptMD, "X-Forwarded-Proto: https")
		if !strings.Contains(plain, "(http://"+host+"/more)") {
			t.Errorf("trust %v, no header: %s", trust, plain)
		}
		want := "(http://" + host + "/more)"
		if trust {
			want = "(https://" + host + "/more)"
		}
		if !strings.Contains(fwd, want) {
			t.Errorf("trust %v, X-Forwarded-Proto https: want %s in %s", trust, want, fwd)
		}
	}
}
