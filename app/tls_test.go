package app

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// tlsTestTimeout bounds each load of TestLoadTLS. It is generous on
// purpose: the test checks what kind of error a load ends in, not how fast
// a handshake is, and a loaded machine can take seconds to get the test's
// goroutines a core. A load that really hangs still fails, here or at go
// test's -timeout.
const tlsTestTimeout = 5 * time.Minute

func TestLoadTLS(t *testing.T) {
	srv := httptest.NewUnstartedServer(routes(t))
	srv.Config.ErrorLog = log.New(io.Discard, "", 0) // the handshake failure is the point
	srv.StartTLS()
	defer srv.Close()
	// A client that trusts no certificate authority: the test server's
	// certificate is as untrusted as it is to the default client, without
	// the default transport's 10 s handshake bound, which a starved test
	// process overran (the load then ended as KindTimeout), or the system's
	// root store, parsed on the first handshake.
	untrusting := &http.Client{Transport: &http.Transport{
		TLSClientConfig: &tls.Config{RootCAs: x509.NewCertPool()},
	}}
	_, err := NewLoader(WithHTTPClient(untrusting), WithTimeout(tlsTestTimeout)).
		Load(context.Background(), srv.URL+"/doc.md")
	if KindOf(err) != KindTLS {
		t.Fatalf("untrusted certificate: err = %v (kind %s), want KindTLS", err, KindOf(err))
	}
	// A client that trusts the test certificate loads the page, with the
	// loader's redirect policy still applied.
	l := NewLoader(WithHTTPClient(srv.Client()), WithMaxRedirects(0), WithTimeout(tlsTestTimeout))
	doc, err := l.Load(context.Background(), srv.URL+"/doc.md")
	if err != nil || doc.Title != "From Frontmatter" {
		t.Fatalf("trusted: doc %v err %v", doc, err)
	}
	if _, err := l.Load(context.Background(), srv.URL+"/redirect"); KindOf(err) != KindRedirects {
		t.Errorf("redirect with WithMaxRedirects(0): err = %v", err)
	}
}

func TestLoadTruncatedBody(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/markdown")
		w.Header().Set("Content-Length", "1000")
		w.Write([]byte("# Only part"))
	}))
	defer srv.Close()
	_, err := NewLoader().Load(context.Background(), srv.URL)
	if k := KindOf(err); k != KindNetwork {
		t.Fatalf("err = %v (kind %s), want KindNetwork: never a partial page", err, k)
	}
	if !err.(*LoadError).Retryable() {
		t.Error("a cut connection should be retryable")
	}
}

func TestLoadCookieRedirect(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/page", func(w http.ResponseWriter, r *http.Request) {
		if _, err := r.Cookie("consent"); err != nil {
			http.Redirect(w, r, "/consent", http.StatusFound)
			return
		}
		w.Header().Set("Content-Type", "text/markdown")
		w.Write([]byte("# Behind consent\n"))
	})
	mux.HandleFunc("/consent", func(w http.ResponseWriter, r *http.Request) {
		http.SetCookie(w, &http.Cookie{Name: "consent", Value: "yes", Path: "/"})
		http.Redirect(w, r, "/page", http.StatusFound)
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	doc, err := NewLoader().Load(context.Background(), srv.URL+"/page")
	if err != nil || doc.Title != "Behind consent" {
		t.Fatalf("doc %v err %v", doc, err)
	}
}
