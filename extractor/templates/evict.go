package templates

import (
	"math"
	"os"
	"slices"
	"strconv"
	"time"
)

// HostHalfLife is how fast a host's weight fades: a host's claim on its
// place in the Cache halves every week it is not used, so hosts a reader
// no longer visits make room in time, while one that served a page a day
// keeps a weight of several pages.
const HostHalfLife = 7 * 24 * time.Hour

// hit counts one page of e (served by a template or learned) at now.
func (e *hostEntry) hit(now time.Time) {
	e.weight = e.weightAt(now) + 1
	e.used = now
}

// weightAt is e's weight decayed from its last use to now.
func (e *hostEntry) weightAt(now time.Time) float64 {
	age := now.Sub(e.used)
	if age <= 0 {
		return e.weight
	}
	return e.weight * math.Exp2(-float64(age)/float64(HostHalfLife))
}

// evict drops hosts beyond MaxHosts, with their files: the host of least
// weight first, the least recently used among equals, never keep (the
// host being added). A host seen once weighs one page, so a flood of
// forged hosts (a client of serve claiming a new url on every request)
// evicts its own earlier hosts, not the ones that served pages: to push
// out a host, a forged one must be fed more pages than that host earned
// in its recent weeks. Hosts read from disk are loaded to be weighed.
// Callers hold c.mu (or own c).
func (c *Cache) evict(keep string) {
	for len(c.hosts) > c.opt.MaxHosts {
		now := c.now()
		victim, least := "", 0.0
		for h, e := range c.hosts {
			if h == keep {
				continue
			}
			if !e.loaded {
				c.load(h, e)
			}
			w := e.weightAt(now)
			if victim == "" || w < least || w == least && e.used.Before(c.hosts[victim].used) {
				victim, least = h, w
			}
		}
		if victim == "" {
			return
		}
		delete(c.hosts, victim)
		os.Remove(c.path(victim))
	}
}

// evictLayouts drops a host's least recently used layouts beyond
// MaxLayouts.
func (c *Cache) evictLayouts(e *hostEntry) {
	for len(e.layouts) > c.opt.MaxLayouts {
		i := 0
		for j, t := range e.layouts {
			if t.Used.Before(e.layouts[i].Used) {
				i = j
			}
		}
		e.index.Remove(strconv.Itoa(e.layouts[i].ID))
		e.layouts = slices.Delete(e.layouts, i, i+1)
	}
}

// MaxRules bounds learned templates too, so that with MaxLayouts and
// MaxHistory a host's file stays small whatever pages it is taught: a
// page whose content needs more rules than that is no layout a template
// describes (Learn refuses it with ErrNoTemplate), and beyond it merging
// drops the least observed chrome and context rules (capRules).

// capRules drops the least observed non-main rules (the newest among
// equals) beyond MaxRules.
func capRules(rules []Rule) []Rule {
	for len(rules) > MaxRules {
		weakest := -1
		for i, r := range rules {
			if r.Role != RoleMain && (weakest < 0 || r.Observations <= rules[weakest].Observations) {
				weakest = i
			}
		}
		if weakest < 0 {
			break
		}
		rules = slices.Delete(rules, weakest, weakest+1)
	}
	return rules
}
