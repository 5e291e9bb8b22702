package markdown_test

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
	"folio/extractor/internal/lint"
	"folio/extractor/internal/markdown"
	"folio/extractor/internal/parse"
	"folio/internal/corpus"
)

// TestCorpusLint renders the whole body of every wcxb-dev page (the
// hardest case: no content selection) and lints each output. It skips when
// the corpus is absent and in -short mode.
func TestCorpusLint(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus run")
	}
	pages := corpus.Pages(t, "wcxb-dev")
	byRule := map[lint.Rule]int{}
	bad := 0
	for _, p := range pages {
		nodes := readPage(t, p)
		md, _ := markdown.Render(nodes, markdown.Options{Base: caseBase})
		vs := lint.Check(md, nodes, nil, caseBase)
		for _, v := range vs {
			byRule[v.Rule]++
			if testing.Verbose() && os.Getenv("CORPUS_VIOLATIONS") != "" {
				t.Logf("%s: %v", filepath.Base(p), v)
			}
		}
		if len(vs) > 0 {
			bad++
		}
	}
	rules := make([]string, 0, len(byRule))
	for r, n := range byRule {
		rules = append(rules, string(r)+"="+itoa(n))
	}
	sort.Strings(rules)
	t.Logf("%d pages, %d with violations %v", len(pages), bad, rules)
	if bad > 0 {
		t.Errorf("%d of %d pages have lint violations", bad, len(pages))
	}
}

func itoa(n int) string {
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			return string(b[i:])
		}
	}
}

func readPage(t *testing.T, path string) []*html.Node {
	text, err := parse.ToUTF8(corpus.MustRead(t, path), "")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := html.ParseWithOptions(bytes.NewReader(text), html.ParseOptionEnableScripting(false))
	if err != nil {
		t.Fatal(err)
	}
	if b := dom.FindBody(doc); b != nil {
		return []*html.Node{b}
	}
	return []*html.Node{doc}
}
