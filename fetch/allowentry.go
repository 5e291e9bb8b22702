package fetch

import (
	"fmt"
	"net"
	"net/netip"
	"strconv"
	"strings"
)

// allowEntry is one entry of a Guard's allow list: a range (an address is a
// range of one), an exact host name or a domain's suffix, on one port or
// on every port.
type allowEntry struct {
	prefix netip.Prefix // valid for an address or a range
	host   string       // an exact name, lower case
	suffix string       // ".corp.example" for "*.corp.example"
	port   string       // "" for every port
}

// parseAllowEntry reads one allow-list entry (see Allow).
func parseAllowEntry(e string) (allowEntry, error) {
	target, port, err := splitAllowPort(e)
	if err != nil {
		return allowEntry{}, err
	}
	a := allowEntry{port: port}
	if p, err := netip.ParsePrefix(target); err == nil {
		a.prefix = p.Masked()
		return a, nil
	}
	if ip, err := netip.ParseAddr(target); err == nil {
		ip = ip.Unmap()
		a.prefix = netip.PrefixFrom(ip, ip.BitLen())
		return a, nil
	}
	name := strings.ToLower(strings.TrimSuffix(target, "."))
	if rest, ok := strings.CutPrefix(name, "*."); ok && validHostName(rest) {
		a.suffix = "." + rest
		return a, nil
	}
	if !validHostName(name) {
		return allowEntry{}, fmt.Errorf("fetch: allow-list entry %q is not an address, a range or a host name", e)
	}
	a.host = name
	return a, nil
}

// splitAllowPort separates an entry's port, if it names one: "host:80",
// "10.0.0.0/8:443", "[fd12::7]:8443". A bare IPv6 address or range
// ("fd12::7", "fd00::/8") has no port.
func splitAllowPort(e string) (target, port string, err error) {
	if !strings.HasPrefix(e, "[") && strings.Count(e, ":") != 1 {
		return e, "", nil
	}
	target, port, err = net.SplitHostPort(e)
	if err != nil {
		return "", "", fmt.Errorf("fetch: allow-list entry %q: %w", e, err)
	}
	if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 || port != strconv.Itoa(n) {
		return "", "", fmt.Errorf("fetch: allow-list entry %q: port %q is not a number from 1 to 65535", e, port)
	}
	return target, port, nil
}

// allows reports whether the entry lets a connection to ip on port go
// ahead for host (lower case, "" for an address literal). A name entry
// applies to names only, so that a literal address cannot borrow it.
func (a allowEntry) allows(host string, ip netip.Addr, port string) bool {
	if a.port != "" && a.port != port {
		return false
	}
	switch {
	case a.prefix.IsValid():
		return a.prefix.Contains(ip)
	case host == "":
		return false
	case a.host != "":
		return host == a.host
	default:
		return strings.HasSuffix(host, a.suffix)
	}
}
