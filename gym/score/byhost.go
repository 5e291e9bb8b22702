package score

import (
	"fmt"
	"io"
	"math/rand/v2"
	"net/url"
	"sort"
	"strings"
)

// The held-out verdict is taken on sites nobody here has seen, so a
// type's mean on the dev pages says less than how far it could move on
// another draw of sites. HostSpreads answers that with a bootstrap over
// hosts: pages of one host rise and fall together (one template), so
// hosts, not pages, are resampled, and each resample is scored with the
// corpus's own metric (summary).

// HostSpread is one group's host-grouped bootstrap.
type HostSpread struct {
	Pages, Hosts int
	F1           float64 // the group's F1 on the pages as they are
	Low, High    float64 // the 5th and 95th percentiles of the resampled F1
	Below        float64 // the share of resamples whose F1 is below the floor
}

// hostResamples is how many resamples HostSpreads draws: enough that the
// percentiles and shares printed to three places hold from run to run.
const hostResamples = 4000

// HostSpreads bootstraps each page type and the whole report by host
// (pageHost), with a fixed seed so that two runs over the same output
// print the same figures.
func (r *Report) HostSpreads(floor float64) map[string]HostSpread {
	groups := map[string][]PageResult{"overall": r.Pages}
	for _, p := range r.Pages {
		groups[p.Type] = append(groups[p.Type], p)
	}
	out := make(map[string]HostSpread, len(groups))
	for name, pages := range groups {
		out[name] = hostSpread(r.Corpus, pages, floor)
	}
	return out
}

func hostSpread(c Corpus, pages []PageResult, floor float64) HostSpread {
	index := map[string]int{}
	var hosts [][]PageResult
	for _, p := range pages {
		h := pageHost(p)
		i, ok := index[h]
		if !ok {
			i = len(hosts)
			index[h] = i
			hosts = append(hosts, nil)
		}
		hosts[i] = append(hosts[i], p)
	}
	s := HostSpread{Pages: len(pages), Hosts: len(hosts), F1: summary(c, pages).F1}
	rng := rand.New(rand.NewPCG(1, 2))
	f1s := make([]float64, hostResamples)
	draw := make([]PageResult, 0, 2*len(pages))
	below := 0
	for k := range f1s {
		draw = draw[:0]
		for range hosts {
			draw = append(draw, hosts[rng.IntN(len(hosts))]...)
		}
		f1s[k] = summary(c, draw).F1
		if f1s[k] < floor {
			below++
		}
	}
	sort.Float64s(f1s)
	s.Low, s.High = f1s[hostResamples/20], f1s[hostResamples-1-hostResamples/20]
	s.Below = float64(below) / hostResamples
	return s
}

// Host returns the host a page's result is grouped under: its address's
// host without "www.", a Traf "hard::" page's host read from its file
// name, else "page ID" (a page of its own).
func Host(p PageResult) string { return pageHost(p) }

// pageHost is the host a page was taken from, without "www.". Trafilatura's
// "hard::" pages name it at the start of a file name ("dw.com.colonial.html",
// "jamaicaobserver.com-attacks.html"): the host ends at its first
// top-level domain (hardTLDs). A page with neither is a host of its own.
func pageHost(p PageResult) string {
	if u, err := url.Parse(p.URL); err == nil && u.Hostname() != "" {
		return strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
	}
	if _, name, ok := strings.Cut(p.URL, "::"); ok && name != "" {
		name = strings.ToLower(name)
		for i := strings.IndexByte(name, '.'); i > 0; {
			end := i + 1 + strings.IndexAny(name[i+1:]+".", ".-_/")
			if hardTLDs[name[i+1:end]] {
				return strings.TrimPrefix(name[:end], "www.")
			}
			next := strings.IndexByte(name[i+1:], '.')
			if next < 0 {
				break
			}
			i += 1 + next
		}
	}
	return "page " + p.ID
}

// hardTLDs are the top-level domains of the hosts in Trafilatura's
// evaluation set, and the common ones beside them.
var hardTLDs = map[string]bool{
	"com": true, "org": true, "net": true, "info": true, "io": true, "eu": true, "de": true,
	"at": true, "ch": true, "uk": true, "fr": true, "es": true, "it": true, "pl": true,
	"nl": true, "be": true, "pt": true, "us": true, "ca": true, "au": true, "cl": true,
	"mx": true, "ar": true, "br": true, "jm": true, "bz": true, "ie": true, "lu": true,
	"dk": true, "se": true, "no": true, "fi": true, "cz": true, "ru": true, "in": true,
}

// WriteHostSpreads prints the host bootstrap (HostSpreads): overall first,
// then the types by name.
func (r *Report) WriteHostSpreads(w io.Writer, floor float64) {
	by := r.HostSpreads(floor)
	names := make([]string, 0, len(by))
	for n := range by {
		if n != "overall" {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	fmt.Fprintf(w, "\nby host (%d resamples of the hosts; F1 interval 5%%-95%%, share of resamples below %.2f):\n", hostResamples, floor)
	fmt.Fprintf(w, "%-14s %6s %6s %7s %7s %7s %7s\n", "type", "pages", "hosts", "F1", "low", "high", "below")
	for _, n := range append([]string{"overall"}, names...) {
		s := by[n]
		fmt.Fprintf(w, "%-14s %6d %6d %7.4f %7.3f %7.3f %6.1f%%\n", n, s.Pages, s.Hosts, s.F1, s.Low, s.High, 100*s.Below)
	}
}
