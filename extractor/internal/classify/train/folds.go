package main

import (
	"net/url"
	"sort"
	"strings"
)

// hostOf is the host that groups a page in cross-validation, without
// "www.": the host the corpus gives a page without an address
// (score.Page.Host: trafilatura-dev's "hard::" pages declare theirs), else
// its address's; a page with neither is a group of its own.
func hostOf(p page) string {
	if p.Host != "" {
		return p.Host
	}
	u, err := url.Parse(p.URL)
	if err != nil || u.Hostname() == "" {
		return string(p.corpus) + ":" + p.ID
	}
	return strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
}

// assignFolds puts every host's pages, across all corpora, in one of k
// folds, so that no host is in both the training and the held-out pages of
// any fold: a model that learnt one site's class names or menus must not
// be scored on another page of that site. Hosts go, largest first, to the
// fold with fewest pages, which keeps the folds about equal in size.
func assignFolds(pages []page, k int) []int {
	count := map[string]int{}
	for _, p := range pages {
		count[p.host]++
	}
	hosts := make([]string, 0, len(count))
	for h := range count {
		hosts = append(hosts, h)
	}
	sort.Slice(hosts, func(i, j int) bool {
		if count[hosts[i]] != count[hosts[j]] {
			return count[hosts[i]] > count[hosts[j]]
		}
		return hosts[i] < hosts[j]
	})
	foldOf := map[string]int{}
	size := make([]int, k)
	for _, h := range hosts {
		best := 0
		for f := range size {
			if size[f] < size[best] {
				best = f
			}
		}
		foldOf[h] = best
		size[best] += count[h]
	}
	out := make([]int, len(pages))
	for i, p := range pages {
		out[i] = foldOf[p.host]
	}
	return out
}
