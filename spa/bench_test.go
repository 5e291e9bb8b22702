package spa

import (
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// BenchmarkDetectCorpus runs Detect over the first 200 wcxb-dev pages.
func BenchmarkDetectCorpus(b *testing.B) {
	dir := corpusDir(b, "wcxb-dev")
	metas, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	sort.Strings(metas)
	var pages [][]byte
	var size int
	for _, m := range metas[:min(200, len(metas))] {
		if _, page, ok := readPage(b, dir, strings.TrimSuffix(filepath.Base(m), ".json")); ok {
			pages = append(pages, page)
			size += len(page)
		}
	}
	b.SetBytes(int64(size / len(pages)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		detect(pages[i%len(pages)])
	}
}
