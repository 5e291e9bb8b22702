package classify

import (
	"reflect"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestBoilerWordsReadsAnyScript(t *testing.T) {
	got := BoilerWords("Schreibe einen KOMMENTAR: Łódź, café—ÄHNLICHE 2 Beiträge!")
	want := []string{"schreibe", "einen", "kommentar", "łódź", "café", "ähnliche", "beiträge"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("BoilerWords = %q, want %q", got, want)
	}
}

func TestReadVocabSkipsComments(t *testing.T) {
	got := readVocab("# header\nkommentar\t# de 18 0 1.00\n\n  reply # en\n#\n")
	if len(got) != 2 || !got["kommentar"] || !got["reply"] {
		t.Fatalf("readVocab = %v", got)
	}
}

// TestBoilerWordsFeature checks the feature on the embedded vocabulary:
// comment prompts in English and German are boilerplate, a sentence of
// prose is not.
func TestBoilerWordsFeature(t *testing.T) {
	var buf, word []byte
	for text, want := range map[string]float32{
		"Leave a reply":                   0.5,
		"Kommentar verfassen":             1,
		"Ähnliche Beiträge":               1,
		"The river rose after the storm.": 0,
		"Der Fluss stieg nach dem Sturm.": 0,
	} {
		p := &html.Node{Type: html.ElementNode, Data: "p"}
		p.AppendChild(&html.Node{Type: html.TextNode, Data: text})
		if got := boilerWords(p, &buf, &word); got != want {
			t.Errorf("boilerWords(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestVocabWordsCountsTheFile(t *testing.T) {
	n := 0
	for _, line := range strings.Split(boilerVocabText, "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			n++
		}
	}
	if n < 100 || VocabWords() != n {
		t.Fatalf("VocabWords() = %d, the file lists %d words", VocabWords(), n)
	}
}
