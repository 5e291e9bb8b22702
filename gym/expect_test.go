package gym

import "testing"

func TestEvaluate(t *testing.T) {
	x := Expectations{
		Anchors:        []string{"Keep  THIS phrase", "lost words", "  "},
		Intrusions:     []string{"Subscribe now", "gone"},
		MustNotContain: []string{"&nbsp;", "[]("},
	}
	md := "Keep this phrase.\n\nSubscribe now &nbsp;"
	a, i, m := x.Evaluate(md, "Keep this phrase.\n\nSubscribe now")
	if a.Total != 2 || a.Passed != 1 || a.Failed[0] != "lost words" {
		t.Fatalf("anchors = %+v", a)
	}
	if i.Total != 2 || i.Passed != 1 || i.Failed[0] != "Subscribe now" {
		t.Fatalf("intrusions = %+v", i)
	}
	if m.Total != 2 || m.Passed != 1 || m.Failed[0] != "&nbsp;" {
		t.Fatalf("must-not = %+v", m)
	}
	if got := ExpectationScore(a, i, m); !near(got, 0.5*0.5+0.3*0.5+0.2*0.5) {
		t.Fatalf("score = %v", got)
	}
	if got := ExpectationScore(Check{}, Check{}, Check{}); got != 1 {
		t.Fatalf("no expectations should score 1, got %v", got)
	}
}
