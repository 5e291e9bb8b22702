package metadata

import (
	"fmt"
	"math"
	"math/rand"
	"os"
	"sort"
	"strings"
	"testing"
)

// TestTitleRankCV measures how far any title rule that sees only the page
// can go on wcxb-dev's labels, by learning one. Every page's candidates
// are TestTitleOracle's (every heading, <title>, the title metas, JSON-LD
// headline, name and breadcrumb, microdata, breadcrumb trails, inline
// scripts) in every form titleForms offers (as written, stripSite, the
// title pipeline, each part of each separator split), folded alike
// (foldText) into one candidate per text. A candidate is described by
// which sources give it in which forms, whether it names the site,
// its length, how much of it the address's slug and the description
// hold, how many sources agree on it, and, in the second model, whether
// it is the title the extractor reports today. A conditional logit
// (softmax over a page's candidates) is fitted with five-fold
// cross-validation grouped by host (no host in both folds, three
// shuffles), so that the held-out figure says what such a chooser does
// on hosts it has not seen, as WCXB's test split and the open web are:
//
//	METADATA_TITLE_RANK=1 CGO_ENABLED=0 go test -tags ci -run TestTitleRankCV -v ./extractor/metadata/
//
// For each miss kind (TestTitleMissKinds) it prints how many misses
// have their label among the candidates (what an oracle could reach)
// and how many each model gets right held out, and how many of today's
// hits each loses.
//
// Measured on b30d8a7 (today's rules right on 1261 of 1497, 84.2%; 90%
// needs 1348): the label is a candidate on 1481 pages (98.9%). The
// chooser without today's title as an input (187 inputs) is right on
// 1229 in-sample and 1193.7 held out (1190 1194 1197); with it (189
// inputs) on 1269 in-sample and 1239.7 held out (1234 1240 1245). On
// hosts it has not seen neither beats the rules, and even in-sample,
// fitted on the very pages it is scored on, none comes near 1348. Per
// miss kind (misses, label among the candidates, right held out without
// and with today's title):
//
//	97 97 52 18  choice: h1 against structured title
//	27 27  4  1  part, another
//	25 25  3  3  affix kept
//	21 18  3  3  part, ours longer
//	21 21  1  0  structured other
//	20 20  5  2  other source as written
//	12 12  3  0  part, ours shorter
//	 6  0  0  0  none, near (paraphrase)
//	 4  0  0  0  normalised
//	 3  0  0  0  substring
//
// and of today's 1261 hits the chooser loses 136 without today's title
// and 44 with it. So the labels a page-only chooser reaches on new hosts
// are fewer than those it gives up: the misses are reachable one by one
// (1481 pages hold their label) but not by this chooser, the widest
// page-only rule measured: the labels take the h1, the structured title,
// the whole <title> or its site part on pages built alike.
func TestTitleRankCV(t *testing.T) {
	if os.Getenv("METADATA_TITLE_RANK") == "" {
		t.Skip("set METADATA_TITLE_RANK=1 to measure a learned chooser over every title candidate")
	}
	var pages []*candPage
	eachTitlePage(t, func(p titlePage) {
		pages = append(pages, rankCandidates(p))
	})
	right := map[bool]map[string]int{false: {}, true: {}} // held-out right count per page, by model
	for _, withOurs := range []bool{false, true} {
		feats := rankFeatureIndex(pages, withOurs)
		for _, p := range pages {
			p.index(feats)
		}
		w := fitRank(pages, len(feats), rankL2)
		in := 0
		for _, p := range pages {
			if p.pick(w).label {
				in++
			}
		}
		var held []string
		sum := 0
		for seed := int64(1); seed <= rankShuffles; seed++ {
			n := 0
			for _, fold := range hostFolds(pages, seed) {
				var train []*candPage
				for _, p := range pages {
					if !fold[p.host] {
						train = append(train, p)
					}
				}
				wf := fitRank(train, len(feats), rankL2)
				for _, p := range pages {
					if fold[p.host] && p.pick(wf).label {
						n++
						right[withOurs][p.id]++
					}
				}
			}
			sum += n
			held = append(held, fmt.Sprint(n))
		}
		t.Logf("chooser with today's title as input %v: %d inputs, in-sample %d of %d, held out (5 host folds, %d shuffles) mean %.1f: %s",
			withOurs, len(feats), in, len(pages), rankShuffles, float64(sum)/rankShuffles, strings.Join(held, " "))
	}
	type row struct{ misses, reach, heldNo, heldWith int }
	kinds := map[string]*row{}
	hits, reach, lostNo, lostWith := 0, 0, 0, 0
	for _, p := range pages {
		if p.labelAmong {
			reach++
		}
		if p.ours {
			hits++
			lostNo += b2i(right[false][p.id] < 2)
			lostWith += b2i(right[true][p.id] < 2)
			continue
		}
		r := kinds[p.kind]
		if r == nil {
			r = &row{}
			kinds[p.kind] = r
		}
		r.misses++
		r.reach += b2i(p.labelAmong)
		r.heldNo += b2i(right[false][p.id] >= 2)
		r.heldWith += b2i(right[true][p.id] >= 2)
	}
	t.Logf("today right on %d of %d; the label is a candidate on %d", hits, len(pages), reach)
	t.Logf("misses by kind: count, label among the candidates, right held out (2 of 3 shuffles) without / with today's title")
	ks := keys(kinds)
	sort.SliceStable(ks, func(i, j int) bool { return kinds[ks[i]].misses > kinds[ks[j]].misses })
	for _, k := range ks {
		r := kinds[k]
		t.Logf("%4d %4d %4d %4d  %s", r.misses, r.reach, r.heldNo, r.heldWith, k)
	}
	t.Logf("today's hits the held-out choosers lose: %d without today's title, %d with it", lostNo, lostWith)
}

// The chooser's fit: its L2 penalty, its Adam steps, and the shuffles
// of the host folds.
const (
	rankL2       = 1.0
	rankSteps    = 300
	rankShuffles = 3
)

// candPage is a page's candidates for TestTitleRankCV.
type candPage struct {
	id, host, kind   string
	ours, labelAmong bool
	cands            []titleRankCand
}

type titleRankCand struct {
	label bool
	f     map[string]float64
	// idx and val are f as numbered by the model being fitted
	// (candPage.index): the fit reads them many times.
	idx []int
	val []float64
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// rankCandidates describes the candidates of one page.
func rankCandidates(p titlePage) *candPage {
	s := collect(p.doc)
	ld := parseJSONLD(s.jsonld)
	sites := withBannerSites(s, siteNames(s, ld, siteNameFrom(s, ld), p.u))
	rp := &candPage{id: p.id, ours: foldText(p.settled) == p.label}
	if p.u != nil {
		rp.host = strings.TrimPrefix(p.u.Hostname(), "www.")
	}
	byText := map[string]map[string]float64{}
	add := func(text string, fs ...string) {
		k := foldText(text)
		if k == "" || len(k) > 400 {
			return
		}
		m := byText[k]
		if m == nil {
			m = map[string]float64{}
			byText[k] = m
			m["site"] = b2f(matchesSite(text, sites))
			m["words"] = math.Log1p(float64(wordCount(text)))
			m["slug"] = overlap(text, urlSlug(p.u))
			m["desc"] = overlap(text, descriptionFrom(s, ld))
			m["home"] = b2f(p.u != nil && strings.Trim(p.u.Path, "/") == "")
		}
		for _, f := range fs {
			m[f] = 1
		}
	}
	cands := titleCandidates(p.doc, s, ld)
	for _, c := range cands {
		for _, f := range titleForms(c.text, s, ld, sites) {
			add(f[1], "src "+c.source, c.source+" "+f[0], "form "+f[0])
		}
	}
	add(p.settled, "ours")
	add(p.read.Metadata.Title, "walk")
	for k, m := range byText {
		n := 0
		for f := range m {
			if strings.HasPrefix(f, "src ") {
				n++
			}
		}
		m["sources"] = float64(n)
		rp.cands = append(rp.cands, titleRankCand{label: k == p.label, f: m})
		rp.labelAmong = rp.labelAmong || k == p.label
	}
	sort.Slice(rp.cands, func(i, j int) bool { return rp.cands[i].label && !rp.cands[j].label })
	if !rp.ours {
		var c []titleCand
		c = append(c, cands...)
		if slug := urlSlug(p.u); slug != "" {
			c = append(c, titleCand{"slug", slug})
		}
		rp.kind = titleMissKind(p.label, foldText(p.settled), p.read.TitleChoice, c)
	}
	return rp
}

// rankFeatureIndex numbers the inputs the pages use; without ours it
// leaves out the extractor's own titles.
func rankFeatureIndex(pages []*candPage, ours bool) map[string]int {
	idx := map[string]int{}
	var names []string
	for _, p := range pages {
		for _, c := range p.cands {
			for f := range c.f {
				if _, ok := idx[f]; !ok && (ours || f != "ours" && f != "walk") {
					idx[f] = 0
					names = append(names, f)
				}
			}
		}
	}
	sort.Strings(names)
	for i, n := range names {
		idx[n] = i
	}
	return idx
}

func (c *titleRankCand) score(w []float64) float64 {
	z := 0.0
	for k, i := range c.idx {
		z += w[i] * c.val[k]
	}
	return z
}

// index numbers every candidate's inputs by feats, leaving out those
// feats does not list.
func (p *candPage) index(feats map[string]int) {
	for i := range p.cands {
		c := &p.cands[i]
		c.idx, c.val = c.idx[:0], c.val[:0]
		for f, v := range c.f {
			if j, ok := feats[f]; ok && v != 0 {
				c.idx = append(c.idx, j)
				c.val = append(c.val, v)
			}
		}
	}
}

// pick returns the candidate w scores highest (ties: the first).
func (p *candPage) pick(w []float64) *titleRankCand {
	best, bz := &p.cands[0], math.Inf(-1)
	for i := range p.cands {
		if z := p.cands[i].score(w); z > bz {
			best, bz = &p.cands[i], z
		}
	}
	return best
}

// fitRank fits the conditional logit on the pages whose label is a
// candidate, by Adam on the mean log-likelihood with an L2 penalty.
func fitRank(pages []*candPage, k int, l2 float64) []float64 {
	w, m, v, g := make([]float64, k), make([]float64, k), make([]float64, k), make([]float64, k)
	var zs []float64
	for step := 1; step <= rankSteps; step++ {
		clear(g)
		n := 0
		for _, p := range pages {
			if !p.labelAmong {
				continue
			}
			n++
			zs = zs[:0]
			mx := math.Inf(-1)
			for i := range p.cands {
				z := p.cands[i].score(w)
				zs = append(zs, z)
				mx = math.Max(mx, z)
			}
			sum := 0.0
			for i := range zs {
				zs[i] = math.Exp(zs[i] - mx)
				sum += zs[i]
			}
			for i := range p.cands {
				c := &p.cands[i]
				e := zs[i]/sum - b2f(c.label)
				for k, j := range c.idx {
					g[j] += e * c.val[k]
				}
			}
		}
		for j := range w {
			gj := (g[j] + l2*w[j]) / float64(max(n, 1))
			m[j] = 0.9*m[j] + 0.1*gj
			v[j] = 0.999*v[j] + 0.001*gj*gj
			mh := m[j] / (1 - math.Pow(0.9, float64(step)))
			vh := v[j] / (1 - math.Pow(0.999, float64(step)))
			w[j] -= 0.05 * mh / (math.Sqrt(vh) + 1e-8)
		}
	}
	return w
}

// hostFolds splits the pages' hosts into five folds, shuffled by seed;
// each fold is the set of its hosts.
func hostFolds(pages []*candPage, seed int64) []map[string]bool {
	var hosts []string
	seen := map[string]bool{}
	for _, p := range pages {
		if !seen[p.host] {
			seen[p.host] = true
			hosts = append(hosts, p.host)
		}
	}
	sort.Strings(hosts)
	rand.New(rand.NewSource(seed)).Shuffle(len(hosts), func(i, j int) { hosts[i], hosts[j] = hosts[j], hosts[i] })
	folds := make([]map[string]bool, 5)
	for i := range folds {
		folds[i] = map[string]bool{}
	}
	for i, h := range hosts {
		folds[i%5][h] = true
	}
	return folds
}
