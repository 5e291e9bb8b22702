package fetch

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// fakeResolver maps names to addresses; others do not resolve.
type fakeResolver map[string][]netip.Addr

func (r fakeResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	if ips, ok := r[strings.ToLower(host)]; ok {
		return ips, nil
	}
	return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
}

func addrs(s ...string) []netip.Addr {
	out := make([]netip.Addr, len(s))
	for i, a := range s {
		out[i] = netip.MustParseAddr(a)
	}
	return out
}

// guardedFetcher returns a fetcher whose guard allows allow, resolves
// names through res and fails the test if it ever dials anything but
// loopback (the test servers): a refused address must never be dialled.
func guardedFetcher(t *testing.T, res fakeResolver, allow ...string) *HTTP {
	t.Helper()
	g, err := NewGuard(Allow(allow...), WithResolver(res))
	if err != nil {
		t.Fatal(err)
	}
	next := g.dial
	g.dial = func(ctx context.Context, network, address string) (net.Conn, error) {
		host, _, _ := net.SplitHostPort(address)
		if host != "127.0.0.1" {
			t.Errorf("dialled %s", address)
			return nil, errors.New("test: dial outside loopback")
		}
		return next(ctx, network, address)
	}
	return NewHTTP(WithGuard(g), WithMaxRedirects(3))
}

func TestGuardRefusesInternalTargets(t *testing.T) {
	secret := serve(t, map[string]http.HandlerFunc{
		"/": func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "internal secret") },
	})
	port := secret.Listener.Addr().(*net.TCPAddr).Port
	at := func(host string) string { return "http://" + net.JoinHostPort(host, itoa(port)) + "/" }
	public := serve(t, map[string]http.HandlerFunc{
		"/": func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "public page") },
		"/to-loopback": func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, secret.URL+"/", http.StatusFound)
		},
		"/to-metadata": func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "http://169.254.169.254/latest/meta-data/", http.StatusFound)
		},
		"/to-rebound-name": func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, at("rebind.test"), http.StatusFound)
		},
	})
	publicPort := itoa(public.Listener.Addr().(*net.TCPAddr).Port)
	res := fakeResolver{
		"public.example": addrs("127.0.0.1"), // an allowed name, served on loopback by the test
		"rebind.test":    addrs("127.0.0.1"), // a name that resolves to loopback
		"mixed.test":     addrs("10.1.2.3", "::1"),
		"metadata.test":  addrs("169.254.169.254"),
	}
	f := guardedFetcher(t, res, "public.example")
	refused := []struct {
		name, url, reason string
	}{
		{"127.0.0.1", at("127.0.0.1"), "loopback"},
		{"127.8.9.10", at("127.8.9.10"), "loopback"},
		{"::1", at("::1"), "loopback"},
		{"10/8", at("10.0.0.1"), "private"},
		{"172.16/12", at("172.31.255.254"), "private"},
		{"192.168/16", at("192.168.1.1"), "private"},
		{"100.64/10", at("100.64.0.1"), "CGNAT"},
		{"169.254.169.254", "http://169.254.169.254/latest/meta-data/", "cloud metadata"},
		{"link-local", at("169.254.10.1"), "link-local"},
		{"fd00::/8", at("fd00::1"), "private"},
		{"fd00:ec2::254", at("fd00:ec2::254"), "cloud metadata"},
		{"0.0.0.0", at("0.0.0.0"), "unspecified"},
		{"::", at("::"), "unspecified"},
		{"multicast", at("224.0.0.1"), "multicast"},
		{"mapped ::ffff:127.0.0.1", at("::ffff:127.0.0.1"), "loopback"},
		{"name resolving to loopback", at("rebind.test"), "loopback"},
		{"name resolving to private and loopback", at("mixed.test"), "private"},
		{"name resolving to metadata", at("metadata.test"), "cloud metadata"},
		{"redirect from an allowed host to loopback", "http://public.example:" + publicPort + "/to-loopback", "loopback"},
		{"redirect from an allowed host to metadata", "http://public.example:" + publicPort + "/to-metadata", "cloud metadata"},
		{"redirect from an allowed host to a name on loopback", "http://public.example:" + publicPort + "/to-rebound-name", "loopback"},
	}
	for _, c := range refused {
		t.Run(c.name, func(t *testing.T) {
			resp, err := f.Fetch(context.Background(), &Request{URL: c.url})
			var be *BlockedError
			if !errors.Is(err, ErrBlocked) || !errors.As(err, &be) {
				t.Fatalf("Fetch(%s) = %v, %v; want ErrBlocked", c.url, resp, err)
			}
			if be.Reason != c.reason {
				t.Errorf("reason %q, want %q (%v)", be.Reason, c.reason, err)
			}
			if errors.Is(err, ErrTimeout) {
				t.Errorf("a refusal is not a timeout: %v", err)
			}
		})
	}
	t.Run("allowed name on the allow list", func(t *testing.T) {
		resp, err := f.Fetch(context.Background(), &Request{URL: "http://public.example:" + publicPort + "/"})
		if err != nil || string(resp.Body) != "public page" {
			t.Fatalf("allowed host: %v", err)
		}
	})
	t.Run("allowed range on the allow list", func(t *testing.T) {
		resp, err := guardedFetcher(t, res, "127.0.0.0/30").Fetch(context.Background(), &Request{URL: secret.URL})
		if err != nil || string(resp.Body) != "internal secret" {
			t.Fatalf("allowed range: %v", err)
		}
	})
	t.Run("allowed domain wildcard", func(t *testing.T) {
		w := guardedFetcher(t, fakeResolver{"www.corp.test": addrs("127.0.0.1")}, "*.corp.test")
		u, _ := url.Parse(secret.URL)
		if _, err := w.Fetch(context.Background(), &Request{URL: "http://www.corp.test:" + u.Port()}); err != nil {
			t.Fatalf("wildcard: %v", err)
		}
	})
}

func TestGuardCheck(t *testing.T) {
	g, err := NewGuard(Allow("10.9.0.0/16", "fd12::7"))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		ip     string
		reason string // "" = allowed
	}{
		{"93.184.216.34", ""},
		{"2606:2800:220:1:248:1893:25c8:1946", ""},
		{"8.8.8.8", ""},
		{"10.9.1.1", ""},               // allow list
		{"fd12::7", ""},                // allow list
		{"10.8.1.1", "private"},        // beside the allowed range
		{"fd12::8", "private"},         // beside the allowed address
		{"64:ff9b::a00:1", "private"},  // NAT64 of 10.0.0.1
		{"64:ff9b::808:808", ""},       // NAT64 of 8.8.8.8
		{"2002:7f00:1::1", "loopback"}, // 6to4 of 127.0.0.1
		{"fe80::1%eth0", "link-local"},
		{"255.255.255.255", "reserved"},
		{"100.100.100.200", "cloud metadata"},
		{"ff02::1", "multicast"},
	}
	for _, c := range cases {
		err := g.Check("", netip.MustParseAddr(c.ip))
		var be *BlockedError
		switch {
		case c.reason == "" && err != nil:
			t.Errorf("Check(%s) = %v, want allowed", c.ip, err)
		case c.reason != "" && (!errors.As(err, &be) || be.Reason != c.reason):
			t.Errorf("Check(%s) = %v, want refused as %s", c.ip, err, c.reason)
		}
	}
	for _, bad := range []string{"not a host!", "10.0.0.0/33", "a..b", "-x.com", "*."} {
		if _, err := NewGuard(Allow(bad)); err == nil {
			t.Errorf("Allow(%q) accepted", bad)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
