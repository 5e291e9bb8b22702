package main

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"strings"
)

// syntheticPage builds a page shaped like a news or blog article: scripts
// and styles in the head, a navigation bar, the article, a sidebar of
// related links and a footer, about 40 KB.
func syntheticPage() []byte {
	var b strings.Builder
	b.WriteString("<!doctype html><html lang=en><head><meta charset=utf-8><title>A measured article</title>")
	b.WriteString("<style>" + strings.Repeat(".c{margin:0 auto;padding:1em}", 80) + "</style>")
	b.WriteString("<script>" + strings.Repeat("window.dataLayer=window.dataLayer||[];", 60) + "</script></head><body>")
	b.WriteString("<header><nav><ul>")
	for i := range 40 {
		fmt.Fprintf(&b, `<li><a href="/section/%d">Section %d</a></li>`, i, i)
	}
	b.WriteString("</ul></nav></header><main><article><h1>A measured article</h1><p class=byline>By A. Writer</p>")
	for i := range 30 {
		fmt.Fprintf(&b, "<h2>Part %d</h2><p>Paragraph %d of the article says something worth reading about load, latency and "+
			"the cost of converting pages for agents, with <a href=\"/ref/%d\">a reference</a> and <em>emphasis</em>. "+
			"It goes on long enough to look like real prose rather than a label or a button.</p>", i, i, i)
	}
	b.WriteString("</article><aside><h3>Related</h3><ul>")
	for i := range 30 {
		fmt.Fprintf(&b, `<li><a href="/related/%d">Related story %d</a></li>`, i, i)
	}
	b.WriteString("</ul></aside></main><footer><p>Copyright. All rights reserved.</p></footer></body></html>")
	return []byte(b.String())
}

// loadPage reads -page FILE (read in place, never copied) or builds the
// synthetic page.
func loadPage(file string) ([]byte, error) {
	if file == "" {
		return syntheticPage(), nil
	}
	return os.ReadFile(file)
}

// startOrigin serves the page on loopback:
//
//	/hot/N    max-age=300 and an ETag (cache hits)
//	/churn/N  max-age=2 (entries expire and convert again)
//	/page     no cache headers (human traffic, misses with ?n=)
//	/img      8 KB of image/png
//	/moved    a 301
func startOrigin(page []byte) (string, func(), error) {
	img := make([]byte, 8<<10)
	mux := http.NewServeMux()
	html := func(cc string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			if cc != "" {
				w.Header().Set("Cache-Control", cc)
				w.Header().Set("ETag", `"`+r.URL.Path+`"`)
			}
			w.Write(page)
		}
	}
	mux.HandleFunc("/hot/", html("max-age=300"))
	mux.HandleFunc("/churn/", html("max-age=2"))
	mux.HandleFunc("/page", html(""))
	mux.HandleFunc("/img", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/png")
		w.Write(img)
	})
	mux.HandleFunc("/moved", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/page", http.StatusMovedPermanently)
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	srv := &http.Server{Handler: mux}
	go srv.Serve(ln)
	return "http://" + ln.Addr().String(), func() { srv.Close() }, nil
}
