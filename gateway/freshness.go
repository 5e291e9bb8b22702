package gateway

import (
	"net/http"
	"strconv"
	"strings"
	"time"
)

// freshness is what a shared cache may do with a response (RFC 9111).
type freshness struct {
	storable bool          // no no-store, no private, no Set-Cookie, no Vary beyond Accept and Accept-Encoding
	lifetime time.Duration // how long it is fresh from when it was received; 0 means stale at once
	age      time.Duration // the Age it already had when it arrived
}

// cacheability reads a response's Cache-Control, Expires, Date, Age, Vary
// and Set-Cookie as a shared cache must. A response without any freshness
// information is stale at once (no heuristic freshness): it is still
// stored when it has a validator, so that the next request revalidates it
// and reuses the conversion on a 304 instead of extracting again.
func cacheability(h http.Header, now time.Time) freshness {
	cc := parseCacheControl(h.Values("Cache-Control"))
	if _, ok := cc["no-store"]; ok {
		return freshness{}
	}
	if _, ok := cc["private"]; ok {
		return freshness{}
	}
	if len(h.Values("Set-Cookie")) > 0 || !varyStorable(h.Values("Vary")) {
		return freshness{}
	}
	f := freshness{storable: true, age: seconds(h.Get("Age"))}
	if _, ok := cc["no-cache"]; ok {
		return f
	}
	if v, ok := cc["s-maxage"]; ok {
		f.lifetime = seconds(v)
	} else if v, ok := cc["max-age"]; ok {
		f.lifetime = seconds(v)
	} else if exp := h.Get("Expires"); exp != "" {
		f.lifetime = expiresLifetime(exp, h.Get("Date"), now)
	}
	if f.lifetime == 0 && h.Get("ETag") == "" && h.Get("Last-Modified") == "" {
		f.storable = false // neither fresh nor revalidatable: nothing to gain
	}
	return f
}

// expiresLifetime is Expires minus Date (or now when Date is missing); an
// invalid Expires means already expired (RFC 9111, 5.3).
func expiresLifetime(expires, date string, now time.Time) time.Duration {
	exp, err := http.ParseTime(expires)
	if err != nil {
		return 0
	}
	base := now
	if d, err := http.ParseTime(date); err == nil {
		base = d
	}
	return max(exp.Sub(base), 0)
}

// varyStorable says whether a response varying on these fields can be
// shared: the conversion always asks for HTML in an encoding it decodes,
// so Accept and Accept-Encoding do not split it; anything else (Cookie,
// User-Agent, *) might.
func varyStorable(values []string) bool {
	for _, v := range values {
		for f := range strings.SplitSeq(v, ",") {
			f = strings.TrimSpace(f)
			if f != "" && !strings.EqualFold(f, "Accept") && !strings.EqualFold(f, "Accept-Encoding") {
				return false
			}
		}
	}
	return true
}

// parseCacheControl splits Cache-Control directives into lower-case names
// and their (unquoted) values.
func parseCacheControl(values []string) map[string]string {
	out := map[string]string{}
	for _, v := range values {
		for d := range strings.SplitSeq(v, ",") {
			name, val, _ := strings.Cut(strings.TrimSpace(d), "=")
			if name = strings.ToLower(strings.TrimSpace(name)); name != "" {
				out[name] = strings.Trim(strings.TrimSpace(val), `"`)
			}
		}
	}
	return out
}

// seconds reads a delta-seconds value; garbage and negatives are 0.
func seconds(v string) time.Duration {
	n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
	if err != nil || n < 0 {
		return 0
	}
	const maxDelta = 1 << 31 // RFC 9111, 1.2.2: cap at 2^31 seconds
	return time.Duration(min(n, maxDelta)) * time.Second
}
