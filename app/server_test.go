package app

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// articleHTML is a server-rendered article with enough text to pass
// extractor.SparseChars.
var articleHTML = `<!DOCTYPE html><html lang="en"><head><title>Rivers of Europe</title>
<meta property="og:title" content="Rivers of Europe"></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article><h1>Rivers of Europe</h1>
<p>The Danube flows through ten countries, more than any other river in the world. It rises in the Black Forest and empties into the Black Sea after 2,850 kilometres.</p>
<p>The Rhine carries more freight than any other European river. Barges move coal, grain and containers between Basel and Rotterdam every day of the year.</p>
<p>The Volga is the longest river in Europe, draining much of western Russia into the Caspian Sea.</p>
</article><footer>Copyright 2026</footer></body></html>`

// shellHTML is a Next.js client-side-rendered shell.
var shellHTML = `<!DOCTYPE html><html><head><title>Shop</title>
<meta name="description" content="The best rugs."></head><body><div id="__next"></div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"id":42}},"page":"/p"}</script>
<script src="/_next/static/chunks/main.js"></script></body></html>`

// routes builds the test server's handlers.
func routes(t *testing.T) *http.ServeMux {
	mux := http.NewServeMux()
	serve := func(path, ct, body string) {
		mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {
			if ct != "" {
				w.Header().Set("Content-Type", ct)
			} else {
				w.Header()["Content-Type"] = nil // stop net/http from sniffing
			}
			fmt.Fprint(w, body)
		})
	}
	serve("/doc.md", "text/markdown; charset=utf-8", "---\ntitle: From Frontmatter\n---\n# Heading\n\nBody text.\n")
	serve("/plain.md", "text/plain", "# Served as text\n\nSome *Markdown*.\n")
	serve("/octet.md", "application/octet-stream", "# Octet Markdown\n\nText.\n")
	serve("/article", "text/html; charset=utf-8", articleHTML)
	serve("/html-as-text", "text/plain", articleHTML)
	serve("/notype", "", articleHTML)
	serve("/notes.txt", "text/plain; charset=utf-8", "line one\nline two with ``` fence\n")
	serve("/shell", "text/html", shellHTML)
	serve("/image.png", "image/png", "\x89PNG\r\n\x1a\n....")
	serve("/data.json", "application/json", `{"a": 1}`)
	redirectRoutes(mux)
	failureRoutes(mux)
	encodingRoutes(mux)
	return mux
}

// redirectRoutes: one redirect, a loop and an endless chain.
func redirectRoutes(mux *http.ServeMux) {
	mux.HandleFunc("/redirect", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/doc.md", http.StatusFound)
	})
	mux.HandleFunc("/loop", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/loop2", http.StatusFound)
	})
	mux.HandleFunc("/loop2", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/loop", http.StatusFound)
	})
	mux.HandleFunc("/chain/", func(w http.ResponseWriter, r *http.Request) {
		var n int
		fmt.Sscanf(strings.TrimPrefix(r.URL.Path, "/chain/"), "%d", &n)
		http.Redirect(w, r, fmt.Sprintf("/chain/%d", n+1), http.StatusFound)
	})
}

// failureRoutes: error statuses, a slow body and a huge one.
func failureRoutes(mux *http.ServeMux) {
	mux.HandleFunc("/missing", http.NotFound)
	mux.HandleFunc("/broken", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "boom", http.StatusInternalServerError)
	})
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/markdown")
		fmt.Fprint(w, "# Slow\n")
		w.(http.Flusher).Flush()
		select {
		case <-r.Context().Done():
		case <-time.After(10 * time.Second):
		}
	})
	mux.HandleFunc("/stall", func(w http.ResponseWriter, r *http.Request) {
		select { // no headers at all until the client gives up
		case <-r.Context().Done():
		case <-time.After(10 * time.Second):
		}
	})
	mux.HandleFunc("/declared-huge", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/markdown")
		w.Header().Set("Content-Length", "20000000")
		w.WriteHeader(http.StatusOK) // the client must refuse before reading
	})
	mux.HandleFunc("/huge", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/markdown")
		line := strings.Repeat("x", 1023) + "\n"
		for i := 0; i < 2048 && r.Context().Err() == nil; i++ { // 2 MB, no Content-Length
			fmt.Fprint(w, line)
		}
	})
}

// encodingRoutes: gzip, a gzip bomb, and an echo of the request headers.
func encodingRoutes(mux *http.ServeMux) {
	mux.HandleFunc("/gzip", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/markdown")
		w.Header().Set("Content-Encoding", "gzip")
		zw := gzip.NewWriter(w)
		fmt.Fprint(zw, "# Compressed\n\nIt arrived gzipped.\n")
		zw.Close()
	})
	mux.HandleFunc("/gzip-bomb", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		w.Header().Set("Content-Encoding", "gzip")
		var buf bytes.Buffer
		zw := gzip.NewWriter(&buf)
		zw.Write(bytes.Repeat([]byte("a"), 4<<20)) // 4 MB of 'a', a few KB on the wire
		zw.Close()
		w.Write(buf.Bytes())
	})
	mux.HandleFunc("/headers", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		fmt.Fprintf(w, "%s\n%s\n", r.Header.Get("Accept"), r.Header.Get("User-Agent"))
	})
}

func newServer(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(routes(t))
	t.Cleanup(srv.Close)
	return srv
}
