package score

import (
	"fmt"
	"io"
	"math/rand/v2"
	"sort"
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

// Host returns the host a page's result is grouped under (pageHost).
func Host(p PageResult) string { return pageHost(p) }

// pageHost is the host a page was taken from, without "www.": the host
// the corpus gives a page that has no address (PageResult.Host, a Traf
// "hard::" page's declared address), else its address's host, else
// "page ID" (a page of its own).
func pageHost(p PageResult) string {
	if p.Host != "" {
		return p.Host
	}
	if h := absoluteHost(p.URL); h != "" {
		return h
	}
	return "page " + p.ID
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
