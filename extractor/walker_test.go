package extractor

import (
	"path/filepath"
	"testing"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/lint"
	"folio/extractor/internal/markdown"
	"folio/extractor/internal/parse"
	"folio/internal/corpus"
)

// TestWalkerLintMainProfile lints the Markdown of the main-content profile
// for every wcxb-dev page against the nodes and skip set the pipeline
// chose: no indented code without <pre>, no lost links, fences and heading
// levels kept.
func TestWalkerLintMainProfile(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus run")
	}
	pages := corpus.Pages(t, "wcxb-dev")
	bad := 0
	for _, p := range pages {
		data := corpus.MustRead(t, p)
		doc, err := parse.Parse(data, "", parse.Limits(DefaultLimits))
		if err != nil {
			continue
		}
		blocks := classify.Classify(doc, classify.Options{})
		nodes, skip := selectBlocks(blocks, profiles[ProfileMain], &Result{})
		md, _ := markdown.Render(nodes, markdown.Options{Skip: skip})
		if vs := lint.Check(md, nodes, skip, nil); len(vs) > 0 {
			bad++
			t.Errorf("%s: %v", filepath.Base(p), vs)
		}
	}
	t.Logf("%d pages, %d with lint violations", len(pages), bad)
}
