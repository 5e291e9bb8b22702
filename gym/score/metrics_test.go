package score

import (
	"math"
	"reflect"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestTokens(t *testing.T) {
	got := Tokens("Café_au-lait, 42½ naïve ДОМ — x.y", true)
	want := []string{"café_au", "lait", "42½", "naïve", "дом", "x", "y"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Tokens = %q, want %q", got, want)
	}
	if got := Tokens("The Cat", false); !reflect.DeepEqual(got, []string{"The", "Cat"}) {
		t.Fatalf("case kept: got %q", got)
	}
}

func TestWordScore(t *testing.T) {
	cases := []struct {
		name, pred, truth string
		want              PRF
	}{
		// 3 of 3 predicted words are true; 3 of 6 true words found.
		{"subset", "The cat sat", "the cat sat on the mat", PRF{1, 0.5, 2.0 / 3}},
		// bags {a:3 b:1} and {a:1 b:2}: overlap 1+1 = 2; P = 2/4, R = 2/3.
		{"multiset", "a a a b", "a b b", PRF{0.5, 2.0 / 3, 2 * 0.5 * (2.0 / 3) / (0.5 + 2.0/3)}},
		{"empty both", "", "", PRF{1, 1, 1}},
		{"punctuation only is empty", "— …", "", PRF{1, 1, 1}},
		{"text on an empty truth", "menu", "", PRF{}},
		{"nothing found", "", "words here", PRF{}},
		{"disjoint", "x y", "a b", PRF{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := WordScore(c.pred, c.truth)
			if !near(got.Precision, c.want.Precision) || !near(got.Recall, c.want.Recall) || !near(got.F1, c.want.F1) {
				t.Fatalf("WordScore = %+v, want %+v", got, c.want)
			}
		})
	}
}

func TestShingleScore(t *testing.T) {
	cases := []struct {
		name, pred, truth string
		want              ShingleCounts
		p, r              float64
	}{
		// truth shingles abcd, bcde; prediction abcd: tp 1, fn 1 -> /2.
		{"half", "a b c d", "a b c d e", ShingleCounts{0.5, 0, 0.5}, 1, 0.5},
		// fewer than 4 tokens: one short shingle each.
		{"short", "a b", "a b", ShingleCounts{1, 0, 0}, 1, 1},
		// case is kept, as evaluate.py's findall keeps it.
		{"case", "A b c d", "a b c d", ShingleCounts{0, 0.5, 0.5}, 0, 0},
		// duplicated text costs precision: abcd twice against once.
		{"duplicate", "a b c d a b c d", "a b c d", ShingleCounts{0.2, 0.8, 0}, 0.2, 1},
		{"empty prediction", "", "a b c d", ShingleCounts{0, 0, 1}, 0, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := ShingleScore(c.pred, c.truth)
			if !near(got.TP, c.want.TP) || !near(got.FP, c.want.FP) || !near(got.FN, c.want.FN) {
				t.Fatalf("ShingleScore = %+v, want %+v", got, c.want)
			}
			if !near(got.precision(), c.p) || !near(got.recall(), c.r) {
				t.Fatalf("P, R = %v, %v; want %v, %v", got.precision(), got.recall(), c.p, c.r)
			}
		})
	}
}

func TestShingleAverage(t *testing.T) {
	// Precision averages only pages that predicted something (the first);
	// recall averages both: (0.5 + 0) / 2. F1 = 2*1*0.25/1.25.
	got := ShingleAverage([]ShingleCounts{{0.5, 0, 0.5}, {0, 0, 1}})
	if !near(got.Precision, 1) || !near(got.Recall, 0.25) || !near(got.F1, 0.4) {
		t.Fatalf("ShingleAverage = %+v", got)
	}
}

func TestSnippets(t *testing.T) {
	text := Normalize("Hello\n\n  World,   this is\tFolio.")
	if text != "hello world, this is folio." {
		t.Fatalf("Normalize = %q", text)
	}
	if n := SnippetCount(text, []string{"WORLD, this", "is folio", "absent", "  "}); n != 2 {
		t.Fatalf("SnippetCount = %d, want 2", n)
	}
	if got := Normalize("We\u2019ve \u201cQuoted\u201d\u00a0text"); got != `we've "quoted" text` {
		t.Fatalf("quote folding: %q", got)
	}
	if n := countSnippets([]string{"a", " ", ""}); n != 1 {
		t.Fatalf("countSnippets = %d, want 1", n)
	}
}

func TestSummaryWCXBAveragesPages(t *testing.T) {
	rs := []PageResult{{Type: "a", PRF: PRF{1, 1, 1}}, {Type: "b", PRF: PRF{0, 0, 0}, With: 2, WithHit: 1}}
	rep := Summarise(WCXB, rs)
	if !near(rep.Overall.F1, 0.5) || rep.ByType["a"].F1 != 1 || !near(rep.Overall.WithRate(), 0.5) {
		t.Fatalf("summary = %+v", rep.Overall)
	}
	if rep.Overall.LeakRate() != 0 {
		t.Fatalf("no without snippets should leak 0")
	}
}

func TestTrafCount(t *testing.T) {
	text := "Der  Text\u00a0geht\nweiter.\x1cEnde"
	c := TrafCount(text, []string{"Text geht weiter.", "text geht", "weiter. Ende"}, []string{"Impressum", "Der Text"})
	// case is kept: "text geht" misses; NBSP, newline and U+001C are white space.
	if c != (TrafCounts{TP: 2, FN: 1, FP: 1, TN: 1}) {
		t.Fatalf("TrafCount = %+v", c)
	}
	sum := c.Add(TrafCounts{TP: 1, FN: 1, FP: 0, TN: 2})
	got := sum.PRF()
	if !near(got.Precision, 0.75) || !near(got.Recall, 0.6) || !near(got.F1, 2*0.75*0.6/1.35) {
		t.Fatalf("PRF = %+v", got)
	}
	if (TrafCounts{}).PRF() != (PRF{}) {
		t.Fatalf("empty tally should score 0")
	}
}

func TestSummaryTrafSumsSnippets(t *testing.T) {
	// Pages are not averaged: 1 of 2 (P 1) and 3 of 4 found with 3 leaks
	// (P 0.5) sum to tp 4, fp 3, fn 2.
	rs := []PageResult{{Type: "page", Traf: TrafCounts{TP: 1, FN: 1}}, {Type: "hard", Traf: TrafCounts{TP: 3, FN: 1, FP: 3}}}
	rep := Summarise(Traf, rs)
	if !near(rep.Overall.Precision, 4.0/7) || !near(rep.Overall.Recall, 4.0/6) || !near(rep.ByType["page"].Precision, 1) {
		t.Fatalf("summary = %+v", rep.Overall)
	}
}
