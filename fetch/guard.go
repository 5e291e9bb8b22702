package fetch

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"time"
)

// Guard refuses connections to addresses a server must not reach for its
// clients (see the package's Security section). It checks the address a
// connection is about to be dialled to, after name resolution, so every
// hop of a redirect chain and every name is judged by where it leads.
// A Guard is safe for concurrent use.
type Guard struct {
	allowed  []allowEntry
	resolver Resolver
	// dial connects to a checked address; tests replace it to prove that
	// no refused address is ever dialled.
	dial func(ctx context.Context, network, address string) (net.Conn, error)
}

// Resolver resolves host names; *net.Resolver is one. Tests give the
// Guard their own to make a name resolve to loopback.
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// GuardOption configures NewGuard.
type GuardOption func(*Guard) error

// Allow lets the Guard dial what an operator names: an address
// ("10.1.2.3", "fd12::7"), a range ("10.1.0.0/16"), a host name
// ("wiki.corp", any address it resolves to) or every name under a domain
// ("*.corp.example"). Any of them may name one port ("wiki.corp:8080",
// "10.1.0.0/16:443", "[fd12::7]:8443"), so that opening an internal
// service does not open every other service on the same machine.
func Allow(entries ...string) GuardOption {
	return func(g *Guard) error {
		for _, e := range entries {
			if err := g.allow(strings.TrimSpace(e)); err != nil {
				return err
			}
		}
		return nil
	}
}

// WithResolver replaces net.DefaultResolver.
func WithResolver(r Resolver) GuardOption {
	return func(g *Guard) error { g.resolver = r; return nil }
}

// NewGuard returns a Guard with the options applied; an allow-list entry
// that is neither an address, a range nor a host name is an error.
func NewGuard(opts ...GuardOption) (*Guard, error) {
	d := &net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}
	g := &Guard{resolver: net.DefaultResolver, dial: d.DialContext}
	for _, o := range opts {
		if err := o(g); err != nil {
			return nil, err
		}
	}
	return g, nil
}

func (g *Guard) allow(e string) error {
	a, err := parseAllowEntry(e)
	if err != nil {
		return err
	}
	g.allowed = append(g.allowed, a)
	return nil
}

// validHostName accepts letters, digits, hyphens and dots, in labels of
// 1 to 63 characters (RFC 1123), at most 253 in all.
func validHostName(s string) bool {
	if s == "" || len(s) > 253 {
		return false
	}
	for _, label := range strings.Split(s, ".") {
		if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
			return false
		}
		for _, c := range label {
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
				return false
			}
		}
	}
	return true
}

// Check returns nil when ip may be dialled for host (the name it was
// resolved from, or "" for a literal address) on any port the allow list
// does not restrict, else a *BlockedError. Entries that name a port allow
// nothing here: only DialContext, which knows the port, applies them.
func (g *Guard) Check(host string, ip netip.Addr) error {
	return g.check(host, ip, "")
}

// check is Check for a connection to port ("" when unknown).
func (g *Guard) check(host string, ip netip.Addr, port string) error {
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	ip = ip.Unmap().WithZone("")
	for _, a := range g.allowed {
		if a.allows(host, ip, port) {
			return nil
		}
	}
	if reason := refusedReason(ip); reason != "" {
		return &BlockedError{Host: host, Addr: ip, Reason: reason}
	}
	return nil
}

// DialContext resolves address's host, checks every address it resolves
// to and dials the first allowed one that answers; it dials the checked
// address itself, so the name is not resolved a second time (DNS
// rebinding). Use it as an http.Transport's DialContext.
func (g *Guard) DialContext(ctx context.Context, network, address string) (net.Conn, error) {
	host, port, err := net.SplitHostPort(address)
	if err != nil {
		return nil, err
	}
	ips, err := g.resolve(ctx, network, host)
	if err != nil {
		return nil, err
	}
	var firstErr error
	for _, ip := range ips {
		if err := g.check(nameOf(host), ip, port); err != nil {
			firstErr = cmpErr(firstErr, err)
			continue
		}
		conn, err := g.dial(ctx, network, net.JoinHostPort(ip.String(), port))
		if err == nil {
			return conn, nil
		}
		firstErr = cmpErr(firstErr, err)
	}
	return nil, firstErr
}

// resolve returns the addresses of host: itself when it is an address.
func (g *Guard) resolve(ctx context.Context, network, host string) ([]netip.Addr, error) {
	if ip, err := netip.ParseAddr(host); err == nil {
		return []netip.Addr{ip}, nil
	}
	ipNet := "ip"
	switch network {
	case "tcp4", "udp4":
		ipNet = "ip4"
	case "tcp6", "udp6":
		ipNet = "ip6"
	}
	ips, err := g.resolver.LookupNetIP(ctx, ipNet, host)
	if err != nil {
		return nil, err
	}
	if len(ips) == 0 {
		return nil, &net.DNSError{Err: "no addresses", Name: host, IsNotFound: true}
	}
	return ips, nil
}

// nameOf returns "" for a host that is an address literal, so that the
// allowed names apply to names only.
func nameOf(host string) string {
	if _, err := netip.ParseAddr(host); err == nil {
		return ""
	}
	return host
}

func cmpErr(first, err error) error {
	if first != nil {
		return first
	}
	return err
}

// Transport returns a copy of base (http.DefaultTransport's settings when
// nil) that dials through the Guard and uses no proxy: a proxy would be
// dialled, and checked, instead of the target.
func (g *Guard) Transport(base *http.Transport) *http.Transport {
	if base == nil {
		base = http.DefaultTransport.(*http.Transport)
	}
	t := base.Clone()
	t.Proxy = nil
	t.DialContext = g.DialContext
	t.DialTLSContext = nil
	return t
}

// BlockedError is the cause of a dial the Guard refused. It matches
// ErrBlocked.
type BlockedError struct {
	Host   string     // the name that resolved to Addr, "" for a literal
	Addr   netip.Addr // the refused address
	Reason string     // "loopback", "private", "cloud metadata"...
}

// Error says what was refused and why.
func (e *BlockedError) Error() string {
	if e.Host != "" {
		return fmt.Sprintf("refused to connect to %s (%s, a %s address)", e.Host, e.Addr, e.Reason)
	}
	return fmt.Sprintf("refused to connect to %s (a %s address)", e.Addr, e.Reason)
}

// Is reports whether target is ErrBlocked.
func (e *BlockedError) Is(target error) bool { return target == ErrBlocked }
