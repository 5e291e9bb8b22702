package fingerprint

import (
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"folio/extractor/internal/htmltest"
	"folio/internal/corpus"
)

// corpusDir returns <module root>/../shared/corpus/wcxb-dev, or skips.
func corpusDir(tb testing.TB) string {
	tb.Helper()
	return corpus.Require(tb, "wcxb-dev")
}

type corpusPage struct {
	host, typ string
	fp        Fingerprint
}

func loadCorpusFingerprints(t *testing.T) []corpusPage {
	dir := corpusDir(t)
	metas, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	var pages []corpusPage
	for _, m := range metas {
		var meta struct {
			URL      string `json:"url"`
			Internal any    `json:"_internal"`
		}
		data, _ := os.ReadFile(m)
		if json.Unmarshal(data, &meta) != nil {
			continue
		}
		u, err := url.Parse(meta.URL)
		if err != nil {
			continue
		}
		html, err := corpus.Read(strings.TrimSuffix(m, ".json") + ".html.gz")
		if err != nil {
			continue
		}
		typ := ""
		if s, ok := meta.Internal.(string); ok {
			if i := strings.Index(s, "'primary': '"); i >= 0 {
				typ = strings.SplitN(s[i+12:], "'", 2)[0]
			}
		}
		pages = append(pages, corpusPage{host: strings.TrimPrefix(u.Hostname(), "www."), typ: typ, fp: Sketch(htmltest.Parse(t, string(html)))})
	}
	return pages
}

// TestCorpusSimilarity measures, on wcxb-dev, how similar the fingerprints
// of two pages of one host are, and how often pages of different hosts
// reach SameLayout (a false match would serve one host's template to
// another host only if the host also matched, but it shows the margin).
func TestCorpusSimilarity(t *testing.T) {
	if os.Getenv("FOLIO_MEASURE") == "" {
		t.Skip("corpus measurement (about 30 s): set FOLIO_MEASURE=1")
	}
	pages := loadCorpusFingerprints(t)
	var sameHost, sameType []float64
	cross, crossHits := 0, 0
	var crossSims []float64
	for i := range pages {
		for j := i + 1; j < len(pages); j++ {
			s := Similarity(pages[i].fp, pages[j].fp)
			switch {
			case pages[i].host == pages[j].host:
				sameHost = append(sameHost, s)
				if pages[i].typ == pages[j].typ {
					sameType = append(sameType, s)
				}
			case j%7 == 0: // a sample of cross-host pairs keeps this fast
				cross++
				crossSims = append(crossSims, s)
				if s >= SameLayout {
					crossHits++
				}
			}
		}
	}
	sort.Float64s(sameHost)
	sort.Float64s(sameType)
	q := func(xs []float64, p float64) float64 {
		if len(xs) == 0 {
			return 0
		}
		return xs[int(p*float64(len(xs)-1))]
	}
	t.Logf("%d pages; same-host pairs %d: median %.2f, p90 %.2f; same host and page type %d: median %.2f, share >= SameLayout %.2f",
		len(pages), len(sameHost), q(sameHost, 0.5), q(sameHost, 0.9), len(sameType), q(sameType, 0.5), share(sameType, SameLayout))
	t.Logf("cross-host pairs sampled %d: %.4f%% reach SameLayout", cross, 100*float64(crossHits)/float64(max(cross, 1)))
	for _, th := range []float64{0.5, 0.6, 0.75, 0.85} {
		t.Logf("threshold %.2f: same-host pairs matching %.2f, cross-host pairs matching %.4f%%", th, share(sameHost, th), 100*share(crossSims, th))
	}
	if float64(crossHits) > 0.001*float64(cross) {
		t.Errorf("cross-host matches %d of %d: above 0.1%%", crossHits, cross)
	}
}

func share(xs []float64, min float64) float64 {
	n := 0
	for _, x := range xs {
		if x >= min {
			n++
		}
	}
	return float64(n) / float64(max(len(xs), 1))
}
