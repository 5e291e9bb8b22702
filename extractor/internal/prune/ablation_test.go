package prune

import (
	"slices"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// TestAblationTurnsOneRuleOff turns discard-name off under a comment
// thread: comment-thread reads the discard keys discard-name read first,
// and must find them without it, or turning one rule off would turn off
// two and gym ablate would price discard-name with comment-thread's cuts.
// The rules that act are reported once each, in order, and the rule
// turned off is not among them.
func TestAblationTurnsOneRuleOff(t *testing.T) {
	for _, off := range []string{"", "discard-name"} {
		root := parseRoot(t, article+thread)
		var acted []string
		a := &Ablation{Off: map[string]bool{off: true}, Acted: func(r string) { acted = append(acted, r) }}
		cut := false
		for _, k := range Prune([]*html.Node{root}, nil, Page{Type: classify.TypeArticle, Ablation: a}) {
			cut = cut || k.Node.Data == "ol" && k.Rule == "comment-thread"
		}
		if !cut {
			t.Errorf("off %q: the thread is not cut by comment-thread (acted %q)", off, acted)
		}
		if !slices.Contains(acted, "comment-thread") || off != "" && slices.Contains(acted, off) {
			t.Errorf("off %q: acted %q", off, acted)
		}
		if !slices.IsSortedFunc(acted, func(x, y string) int { return slices.Index(Names(), x) - slices.Index(Names(), y) }) || len(slices.Compact(slices.Clone(acted))) != len(acted) {
			t.Errorf("off %q: acted %q, want each once in rule order", off, acted)
		}
	}
}
