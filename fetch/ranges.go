package fetch

import "net/netip"

// refusedRange is an address range the Guard refuses, with the reason its
// errors give.
type refusedRange struct {
	prefix netip.Prefix
	reason string
}

// refusedRanges are the special-purpose ranges of the IANA IPv4 and IPv6
// Special-Purpose Address Registries (RFC 6890 and updates) that a server
// must not reach on a client's behalf. The cloud metadata addresses come
// first so that errors name them: 169.254.169.254 (AWS, GCP, Azure,
// OpenStack, Oracle), fd00:ec2::254 (AWS over IPv6) and 100.100.100.200
// (Alibaba Cloud).
var refusedRanges = func() []refusedRange {
	table := []struct{ cidr, reason string }{
		{"169.254.169.254/32", "cloud metadata"},
		{"fd00:ec2::254/128", "cloud metadata"},
		{"100.100.100.200/32", "cloud metadata"},
		{"0.0.0.0/8", "unspecified"}, // "this network" (RFC 791): 0.0.0.0 reaches the host itself
		{"::/128", "unspecified"},
		{"127.0.0.0/8", "loopback"},
		{"::1/128", "loopback"},
		{"10.0.0.0/8", "private"}, // RFC 1918
		{"172.16.0.0/12", "private"},
		{"192.168.0.0/16", "private"},
		{"fc00::/7", "private"},    // unique local (RFC 4193), fd00::/8 included
		{"100.64.0.0/10", "CGNAT"}, // shared address space (RFC 6598)
		{"169.254.0.0/16", "link-local"},
		{"fe80::/10", "link-local"},
		{"224.0.0.0/4", "multicast"},
		{"ff00::/8", "multicast"},
		{"192.0.0.0/24", "reserved"},    // IETF protocol assignments
		{"198.18.0.0/15", "reserved"},   // benchmarking (RFC 2544), often internal
		{"240.0.0.0/4", "reserved"},     // future use, 255.255.255.255 broadcast included
		{"192.0.2.0/24", "reserved"},    // documentation (RFC 5737)
		{"198.51.100.0/24", "reserved"}, // documentation
		{"203.0.113.0/24", "reserved"},  // documentation
		{"2001:db8::/32", "reserved"},   // documentation (RFC 3849)
		{"100::/64", "reserved"},        // discard-only (RFC 6666)
	}
	out := make([]refusedRange, len(table))
	for i, r := range table {
		out[i] = refusedRange{netip.MustParsePrefix(r.cidr), r.reason}
	}
	return out
}()

// refusedReason returns why ip is refused, or "" when it may be dialled.
// IPv4 addresses carried in IPv6 (mapped ::ffff:a.b.c.d, NAT64
// 64:ff9b::/96, 6to4 2002::/16) are judged by the IPv4 address inside.
func refusedReason(ip netip.Addr) string {
	ip = ip.Unmap().WithZone("")
	if v4, ok := embeddedIPv4(ip); ok {
		if r := refusedReason(v4); r != "" {
			return r
		}
	}
	for _, r := range refusedRanges {
		if r.prefix.Contains(ip) {
			return r.reason
		}
	}
	return ""
}

var (
	nat64     = netip.MustParsePrefix("64:ff9b::/96")
	sixToFour = netip.MustParsePrefix("2002::/16")
)

// embeddedIPv4 extracts the IPv4 address a NAT64 or 6to4 address carries.
func embeddedIPv4(ip netip.Addr) (netip.Addr, bool) {
	if !ip.Is6() {
		return netip.Addr{}, false
	}
	b := ip.As16()
	switch {
	case nat64.Contains(ip):
		return netip.AddrFrom4([4]byte{b[12], b[13], b[14], b[15]}), true
	case sixToFour.Contains(ip):
		return netip.AddrFrom4([4]byte{b[2], b[3], b[4], b[5]}), true
	}
	return netip.Addr{}, false
}
