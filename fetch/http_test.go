package fetch

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/zstd"
)

func compress(t *testing.T, coding string, data []byte) []byte {
	t.Helper()
	var b bytes.Buffer
	var w io.WriteCloser
	switch coding {
	case "gzip":
		w = gzip.NewWriter(&b)
	case "br":
		w = brotli.NewWriter(&b)
	case "zstd":
		zw, err := zstd.NewWriter(&b)
		if err != nil {
			t.Fatal(err)
		}
		w = zw
	default:
		t.Fatalf("no encoder for %q", coding)
	}
	if _, err := w.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// serve starts a test server from a map of path -> handler.
func serve(t *testing.T, routes map[string]http.HandlerFunc) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	for p, h := range routes {
		mux.HandleFunc(p, h)
	}
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func TestFetchSendsAcceptAndDecompresses(t *testing.T) {
	page := []byte("# Hello\n\nSome *markdown* here.\n" + strings.Repeat("word ", 200))
	srv := serve(t, map[string]http.HandlerFunc{
		"/enc/": func(w http.ResponseWriter, r *http.Request) {
			if got := r.Header.Get("Accept"); got != AcceptMarkdown {
				t.Errorf("Accept = %q", got)
			}
			if got := r.Header.Get("Accept-Encoding"); got != AcceptEncoding {
				t.Errorf("Accept-Encoding = %q", got)
			}
			coding := strings.TrimPrefix(r.URL.Path, "/enc/")
			w.Header().Set("Content-Type", "text/markdown; charset=utf-8")
			w.Header().Set("Content-Encoding", coding)
			body := page
			for _, c := range strings.Split(coding, ",") {
				if c = strings.TrimSpace(c); c != "identity" {
					body = compress(t, c, body)
				}
			}
			w.Write(body)
		},
	})
	f := NewHTTP()
	for _, coding := range []string{"gzip", "br", "zstd", "identity", "gzip, br"} {
		t.Run(coding, func(t *testing.T) {
			resp, err := f.Fetch(context.Background(), &Request{URL: srv.URL + "/enc/" + coding})
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(resp.Body, page) {
				t.Errorf("body = %.40q..., want the page", resp.Body)
			}
			if resp.ContentType != "text/markdown; charset=utf-8" || resp.Charset != "utf-8" || resp.Status != 200 {
				t.Errorf("content type %q, charset %q, status %d", resp.ContentType, resp.Charset, resp.Status)
			}
		})
	}
}

func TestFetchSizeCapAfterDecompression(t *testing.T) {
	big := bytes.Repeat([]byte("a"), 64<<10) // compresses to a few hundred bytes
	srv := serve(t, map[string]http.HandlerFunc{
		"/zip": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Encoding", "gzip")
			w.Write(compress(t, "gzip", big))
		},
		"/zstd": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Encoding", "zstd")
			w.Write(compress(t, "zstd", big))
		},
		"/plain": func(w http.ResponseWriter, r *http.Request) { w.Write(big) },
		"/exact": func(w http.ResponseWriter, r *http.Request) { w.Write(big[:32<<10]) },
	})
	f := NewHTTP(WithMaxBody(32 << 10))
	for _, p := range []string{"/zip", "/zstd", "/plain"} {
		_, err := f.Fetch(context.Background(), &Request{URL: srv.URL + p})
		var tl *TooLargeError
		if !errors.Is(err, ErrTooLarge) || !errors.As(err, &tl) || tl.Limit != 32<<10 {
			t.Errorf("%s: err = %v, want ErrTooLarge at 32 KB", p, err)
		}
	}
	if resp, err := f.Fetch(context.Background(), &Request{URL: srv.URL + "/exact"}); err != nil || len(resp.Body) != 32<<10 {
		t.Errorf("a body of exactly the cap: %v", err)
	}
}

func TestFetchErrors(t *testing.T) {
	srv := serve(t, map[string]http.HandlerFunc{
		"/missing": http.NotFound,
		"/loop":    func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, "/loop", http.StatusFound) },
		"/chain/": func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, r.URL.Path+"x", http.StatusFound)
		},
		"/to-file": func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "file:///etc/passwd", http.StatusFound)
		},
		"/to-ftp": func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "ftp://example.com/", http.StatusFound)
		},
		"/bad-encoding": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Encoding", "compress")
			w.Write([]byte("x"))
		},
		"/broken-gzip": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Encoding", "gzip")
			w.Write(compress(t, "gzip", []byte("hello world"))[:15])
		},
	})
	f := NewHTTP(WithMaxRedirects(5))
	cases := []struct {
		path string
		want error
	}{
		{"/missing", ErrStatus},
		{"/loop", ErrRedirectLoop},
		{"/chain/", ErrTooManyRedirects},
		{"/to-file", ErrRedirectScheme},
		{"/to-ftp", ErrRedirectScheme},
		{"/bad-encoding", ErrEncoding},
		{"/broken-gzip", ErrEncoding},
	}
	for _, c := range cases {
		t.Run(strings.Trim(c.path, "/"), func(t *testing.T) {
			_, err := f.Fetch(context.Background(), &Request{URL: srv.URL + c.path})
			var fe *Error
			if !errors.Is(err, c.want) || !errors.As(err, &fe) || fe.URL != srv.URL+c.path {
				t.Fatalf("err = %v, want %v in a *Error naming the URL", err, c.want)
			}
		})
	}
	var se *StatusError
	_, err := f.Fetch(context.Background(), &Request{URL: srv.URL + "/missing"})
	if !errors.As(err, &se) || se.Code != 404 {
		t.Errorf("404: %v", err)
	}
	for _, bad := range []string{"", "ftp://example.com/", "file:///etc/passwd", "http://", "not a url"} {
		if _, err := f.Fetch(context.Background(), &Request{URL: bad}); !errors.Is(err, ErrBadURL) {
			t.Errorf("Fetch(%q) = %v, want ErrBadURL", bad, err)
		}
	}
}

func TestFetchTimeoutAndCancel(t *testing.T) {
	release := make(chan struct{})
	srv := serve(t, map[string]http.HandlerFunc{
		"/slow": func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-release:
			case <-r.Context().Done():
			}
		},
	})
	defer close(release)
	start := time.Now()
	_, err := NewHTTP(WithTimeout(100*time.Millisecond)).Fetch(context.Background(), &Request{URL: srv.URL + "/slow"})
	if !errors.Is(err, ErrTimeout) || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("timeout: err = %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("timeout took %v", d)
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	_, err = NewHTTP().Fetch(ctx, &Request{URL: srv.URL + "/slow"})
	if !errors.Is(err, context.Canceled) || errors.Is(err, ErrTimeout) {
		t.Errorf("cancel: err = %v, want context.Canceled", err)
	}
}

func TestFetchFollowsRedirectsAndCookies(t *testing.T) {
	srv := serve(t, map[string]http.HandlerFunc{
		"/start": func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "/page", http.StatusMovedPermanently)
		},
		"/page": func(w http.ResponseWriter, r *http.Request) {
			if _, err := r.Cookie("consent"); err != nil { // set a cookie, come back once
				http.SetCookie(w, &http.Cookie{Name: "consent", Value: "1", Path: "/"})
				http.Redirect(w, r, "/page", http.StatusFound)
				return
			}
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte(`<html><head><meta charset="iso-8859-2"></head><body>\xb1</body></html>`))
		},
	})
	resp, err := NewHTTP().Fetch(context.Background(), &Request{URL: srv.URL + "/start"})
	if err != nil {
		t.Fatal(err)
	}
	if resp.URL.Path != "/page" {
		t.Errorf("final URL %s", resp.URL)
	}
	if resp.Charset != "iso-8859-2" {
		t.Errorf("charset sniffed from <meta> = %q", resp.Charset)
	}
}
