package prune

import (
	"testing"

	"golang.org/x/net/html"
)

func TestSentenceCache(t *testing.T) {
	tr := buildTree([]*html.Node{parseRoot(t,
		`<p>Soft cotton throw. Warm on cold nights! Short. Machine washable at forty degrees.</p><p>Second unit here.</p>`)}, nil)
	text := tr.unitText[tr.units[0]]
	if _, ok := tr.hashedSentences(0, text); ok {
		t.Fatal("sentences found before any were hashed")
	}
	toks, ends := sentenceTokens(nil, nil, text)
	got := tr.hashSentences(0, text, toks, ends)
	if got.words != 13 || got.sentences != 4 {
		t.Errorf("words, sentences = %d, %d, want 13, 4", got.words, got.sentences)
	}
	// "Short." has fewer than repeatMinWords words: counted, not hashed.
	list := tr.sentenceList(got)
	want := []int32{3, 4, 5}
	if len(list) != len(want) {
		t.Fatalf("hashed %d sentences, want %d", len(list), len(want))
	}
	for i, s := range list {
		if s.words != want[i] {
			t.Errorf("sentence %d: %d words, want %d", i, s.words, want[i])
		}
	}
	if again, ok := tr.hashedSentences(0, text); !ok || again != got {
		t.Errorf("hashedSentences = %+v, %v, want %+v, true", again, ok, got)
	}
	// A unit whose kept text changed since (a cut inside it) is hashed anew.
	if _, ok := tr.hashedSentences(0, "Soft cotton throw. Warm on cold nights!"); ok {
		t.Error("sentences of another text read as the unit's")
	}
	if _, ok := tr.hashedSentences(1, tr.unitText[tr.units[1]]); ok {
		t.Error("an unhashed unit read as hashed")
	}
	// One sentence: counted, none hashed (no rule compares it with itself).
	one := tr.unitText[tr.units[1]]
	toks, ends = sentenceTokens(toks[:0], ends[:0], one)
	if s := tr.hashSentences(1, one, toks, ends); s.sentences != 1 || len(tr.sentenceList(s)) != 0 {
		t.Errorf("one sentence: %+v, want 1 sentence and none hashed", s)
	}
}
