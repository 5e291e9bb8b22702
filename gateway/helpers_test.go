package gateway

import (
	"bytes"
	"compress/gzip"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/zstd"
)

// articleHTML is a page with chrome around one article.
const articleHTML = `<!doctype html><html><head><title>Gateway test</title></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<main><article><h1>Gateway test</h1>
<p>The gateway converts this first paragraph for agents, with <a href="/more">a relative link</a>.</p>
<p>A second paragraph, long enough to be content and not chrome, says more about the page.</p>
</article></main><footer>Copyright footer</footer></body></html>`

// origin is a test upstream that counts what it serves.
type origin struct {
	*httptest.Server
	hits      atomic.Int64 // requests to every path
	notMod    atomic.Int64 // 304s answered
	lastReq   atomic.Pointer[http.Request]
	slowDelay time.Duration
	slowIn    chan struct{} // one token each time /slow is entered
}

func compress(t testing.TB, coding string, data []byte) []byte {
	var b bytes.Buffer
	switch coding {
	case "gzip":
		w := gzip.NewWriter(&b)
		w.Write(data)
		w.Close()
	case "br":
		w := brotli.NewWriter(&b)
		w.Write(data)
		w.Close()
	case "zstd":
		w, err := zstd.NewWriter(&b)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(data)
		w.Close()
	}
	return b.Bytes()
}

func newOrigin(t testing.TB) *origin {
	o := &origin{slowIn: make(chan struct{}, 64)}
	mux := http.NewServeMux()
	html := func(w http.ResponseWriter, cc string) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if cc != "" {
			w.Header().Set("Cache-Control", cc)
		}
		io.WriteString(w, articleHTML)
	}
	mux.HandleFunc("/article", func(w http.ResponseWriter, r *http.Request) { html(w, "max-age=60") })
	mux.HandleFunc("/nostore", func(w http.ResponseWriter, r *http.Request) { html(w, "no-store") })
	mux.HandleFunc("/etag", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("ETag", `"v1"`)
		w.Header().Set("Cache-Control", "no-cache")
		if r.Header.Get("If-None-Match") == `"v1"` {
			o.notMod.Add(1)
			w.WriteHeader(http.StatusNotModified)
			return
		}
		html(w, "no-cache")
	})
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		select {
		case o.slowIn <- struct{}{}:
		default:
		}
		time.Sleep(o.slowDelay)
		html(w, "max-age=60")
	})
	for _, c := range []string{"gzip", "br", "zstd"} {
		body := compress(t, c, []byte(articleHTML))
		mux.HandleFunc("/"+c, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.Header().Set("Content-Encoding", c)
			w.Write(body)
		})
	}
	bomb := compress(t, "gzip", bytes.Repeat([]byte("<p>aaaaaaaa</p>"), 100_000)) // 1.5 MB decoded, a few KB sent
	mux.HandleFunc("/bomb", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Header().Set("Content-Encoding", "gzip")
		w.Write(bomb)
	})
	mux.HandleFunc("/image.png", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/png")
		w.Write([]byte("\x89PNG not really"))
	})
	mux.HandleFunc("/moved", func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, "/article", http.StatusFound) })
	mux.HandleFunc("/missing", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.WriteHeader(http.StatusNotFound)
		io.WriteString(w, "<html><body><h1>Not found</h1></body></html>")
	})
	o.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		o.hits.Add(1)
		o.lastReq.Store(r)
		mux.ServeHTTP(w, r)
	}))
	t.Cleanup(o.Close)
	return o
}

// newTestGateway builds a gateway in front of o, adjusted by edit.
func newTestGateway(t testing.TB, o *origin, edit func(*Config), opts ...Option) (*Gateway, *httptest.Server) {
	cfg := Defaults()
	cfg.Upstreams = []Upstream{{Host: "*", URL: o.URL}}
	cfg.Limits.MaxBytes = 1 << 20
	if edit != nil {
		edit(&cfg)
	}
	opts = append([]Option{WithLogger(slog.New(slog.NewTextHandler(io.Discard, nil)))}, opts...)
	g, err := New(cfg, opts...)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(g.Handler())
	t.Cleanup(srv.Close)
	return g, srv
}

// get sends a GET with headers given as "Name: value" strings.
func get(t testing.TB, url string, headers ...string) (*http.Response, string) {
	t.Helper()
	return do(t, http.MethodGet, url, headers...)
}

func do(t testing.TB, method, url string, headers ...string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range headers {
		k, v, _ := strings.Cut(h, ": ")
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultTransport.(*http.Transport).Clone().RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp, string(body)
}

const acceptMD = "Accept: text/markdown, text/html;q=0.9, */*;q=0.8"
