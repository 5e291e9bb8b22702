package classify

import (
	"strings"
	"testing"
)

// TestToggleLabels: an accordion's question, in a header marked
// aria-expanded whose panel (the next box) is chosen, stays although the
// model doubts it; a doubted line that heads no panel, and a toggle whose
// panel is not content, still go.
func TestToggleLabels(t *testing.T) {
	page := `<html><body><section id="faq"><p>Answers to the questions our customers ask most often about machines.</p>` +
		`<div class="acc"><div role="button" aria-expanded="false"><h5 id="q1">What should I look for in a first machine?</h5></div>` +
		`<div class="collapse"><p>It depends on what you sew: a mechanical machine is simple, a computerised one is fast.</p></div></div>` +
		`<div class="acc"><div role="button" aria-expanded="false"><h5 id="q2">Which size do I need for my studio?</h5></div>` +
		`<div class="collapse" id="empty"><p>Size chart</p></div></div>` +
		`<p id="low">Reaction score</p></section></body></html>`
	x, s, byID := doubtedPage(t, page, "q1", "q2", "low")
	s.chrome[byID["empty"]] = code(RoleBoilerplate) // a panel that is not content
	s.aggregate(x)
	mains := map[int32]float64{byID["faq"]: 1}
	rescueToggles(x, s, mains)
	dropUnlikely(x, s, routeOptions{}, mains)
	got := mainText(emitBlocks(x, s, mains))
	if !strings.Contains(got, "first machine") {
		t.Errorf("lost the question whose answer is kept: %q", got)
	}
	checkKept(t, got, nil, []string{"my studio", "Reaction score"})
}
