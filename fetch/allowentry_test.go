package fetch

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"testing"
)

func TestAllowEntryPorts(t *testing.T) {
	g, err := NewGuard(Allow("wiki.corp:8080", "10.1.0.0/16:443", "[fd12::7]:8443", "10.2.3.4", "*.svc.corp:9000"))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		host, ip, port string
		allowed        bool
	}{
		{"wiki.corp", "10.5.5.5", "8080", true},
		{"wiki.corp", "10.5.5.5", "22", false},   // another service on the same machine
		{"WIKI.corp.", "10.5.5.5", "8080", true}, // names compare as DNS does
		{"", "10.5.5.5", "8080", false},          // a literal cannot borrow the name
		{"", "10.1.9.9", "443", true},
		{"", "10.1.9.9", "80", false},
		{"", "fd12::7", "8443", true},
		{"", "fd12::7", "443", false},
		{"", "10.2.3.4", "5432", true}, // no port named: every port
		{"a.svc.corp", "10.7.0.1", "9000", true},
		{"a.svc.corp", "10.7.0.1", "9001", false},
		{"svc.corp", "10.7.0.1", "9000", false}, // the wildcard names what is under the domain
	}
	for _, c := range cases {
		err := g.check(c.host, netip.MustParseAddr(c.ip), c.port)
		if (err == nil) != c.allowed {
			t.Errorf("check(%q, %s, %s) = %v, want allowed %v", c.host, c.ip, c.port, err, c.allowed)
		}
		if err != nil && !errors.Is(err, ErrBlocked) {
			t.Errorf("check(%q, %s, %s) = %v, want ErrBlocked", c.host, c.ip, c.port, err)
		}
	}
	// Check knows no port: an entry scoped to a port allows nothing there.
	if err := g.Check("", netip.MustParseAddr("10.1.9.9")); err == nil {
		t.Error("Check allowed a port-scoped range without a port")
	}
	for _, bad := range []string{"wiki.corp:0", "wiki.corp:65536", "wiki.corp:http", "wiki.corp:080", "[fd12::7]", "[wiki.corp:80", "a:b:c:80x"} {
		if _, err := NewGuard(Allow(bad)); err == nil {
			t.Errorf("Allow(%q) accepted", bad)
		}
	}
}

// A port-scoped entry lets a fetch reach the service it names and not
// another service listening on the same address.
func TestAllowEntryPortDial(t *testing.T) {
	named := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Write([]byte("<p>named</p>"))
	}))
	defer named.Close()
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Write([]byte("<p>other</p>"))
	}))
	defer other.Close()
	nu, _ := url.Parse(named.URL)
	g, err := NewGuard(Allow("127.0.0.1:" + nu.Port()))
	if err != nil {
		t.Fatal(err)
	}
	client := &http.Client{Transport: g.Transport(nil)}
	resp, err := client.Get(named.URL)
	if err != nil {
		t.Fatalf("the named port: %v", err)
	}
	resp.Body.Close()
	_, err = client.Get(other.URL)
	if !errors.Is(err, ErrBlocked) {
		t.Fatalf("another port on the same address: %v, want ErrBlocked", err)
	}
	if _, err := g.DialContext(context.Background(), "tcp", net.JoinHostPort("127.0.0.1", "1")); !errors.Is(err, ErrBlocked) {
		t.Fatalf("dial port 1: %v, want ErrBlocked", err)
	}
}
