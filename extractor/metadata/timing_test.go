package metadata

import (
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"
)

func TestTiming(t *testing.T) {
	if os.Getenv("METADATA_TIMING") == "" {
		t.Skip()
	}
	root := corpusDir(t)
	files, _ := filepath.Glob(filepath.Join(root, "wcxb-dev", "*.html.gz"))
	type r struct {
		f string
		d time.Duration
	}
	var rs []r
	u, _ := url.Parse("https://example.com/")
	for _, f := range files {
		doc := loadPage(t, f)
		Extract(doc, u)
		st := time.Now()
		for i := 0; i < 5; i++ {
			Extract(doc, u)
		}
		rs = append(rs, r{filepath.Base(f), time.Since(st) / 5})
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i].d > rs[j].d })
	t.Logf("p50 %v p90 %v p99 %v", rs[len(rs)/2].d, rs[len(rs)/10].d, rs[len(rs)/100].d)
	for _, x := range rs[:10] {
		t.Logf("%s %v", x.f, x.d)
	}
}
