package score

import (
	"bytes"
	"strings"
	"testing"
)

func TestLangGroup(t *testing.T) {
	for tag, want := range map[string]string{
		"de-DE": "de", "de_AT": "de", " PT-br ": "pt", "fr": "fr", "English": "en",
		"Deutsch": "de", "": "", "x-klingon": "x",
	} {
		if got := LangGroup(tag); got != want {
			t.Errorf("LangGroup(%q) = %q, want %q", tag, got, want)
		}
	}
}

func TestGuessLang(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Der Hund und die Katze sind nicht im Haus, das ist auch gut so, und der Garten ist für sich " +
			"schön, mit Blumen auf der Wiese, und das Wetter ist auch nicht schlecht.", "de"},
		{"The cat and the dog are in the house, and that is good for the garden, which is green, " +
			"and the weather of this town is fine for the walk to the park with the children.", "en"},
		{"Les enfants et les parents sont dans une maison qui est pour des vacances, et les amis " +
			"des voisins ne sont pas dans la ville pour le week-end.", "fr"},
		{"Il gatto e il cane sono nel giardino della casa, che è anche il posto di questo libro: " +
			"gli amici del paese sono qui, perché il tempo è bello, e anche il sole è nel cielo della città.", "it"},
		{"I think I said I would go, and I did, but I was late to the party that I wanted to see, " +
			"so I left the house with the key for the door and I walked to the station in the rain.", "en"},
		{"Szybki brązowy lis skacze", ""},                             // too few stop words
		{strings.Repeat("the ", 10) + strings.Repeat("der ", 12), ""}, // no language twice the next
	} {
		if got := GuessLang(c.text); got != c.want {
			t.Errorf("GuessLang(%.30q...) = %q, want %q", c.text, got, c.want)
		}
	}
}

// TestLanguagesTable scores a three-page Traf-style folder whose stand-in
// extractor declares German on two pages and nothing on the third: the
// table groups by the declared primary subtag, sums Traf tallies per group
// and marks the undeclared page's guessed language with "?".
func TestLanguagesTable(t *testing.T) {
	dir := t.TempDir()
	writePage(t, dir, "a", `{"url":"https://x.de/a","with":["Inhalt"],"without":["Impressum"]}`)
	writePage(t, dir, "b", `{"url":"https://x.de/b","with":["Text"],"without":["Werbung"]}`)
	writePage(t, dir, "c", `{"url":"https://x.com/c","with":["body"],"without":["menu"]}`)
	extract := func(html []byte, pageURL string) (Extracted, error) {
		switch pageURL {
		case "https://x.de/a":
			return Extracted{Text: "Inhalt Impressum", Lang: "de-DE"}, nil
		case "https://x.de/b":
			return Extracted{Text: "Text", Lang: "de_AT"}, nil
		}
		return Extracted{Text: "body menu: the cat and the dog of the house, that is the one for this " +
			"town with the park and the river, to the sea", Lang: ""}, nil
	}
	rep, err := Dir(Traf, dir, Options{Extract: extract})
	if err != nil {
		t.Fatal(err)
	}
	by := rep.Languages()
	de, en := by["de"], by["en?"]
	if len(by) != 2 || de.Pages != 2 || en.Pages != 1 {
		t.Fatalf("groups %+v", by)
	}
	if !near(de.Precision, 2.0/3) || !near(de.Recall, 1) || !near(en.Precision, 0.5) {
		t.Fatalf("de %+v, en? %+v", de.PRF, en.PRF)
	}
	var b bytes.Buffer
	rep.WriteLanguages(&b)
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[2], "de ") || !strings.HasPrefix(lines[3], "en? ") {
		t.Fatalf("table:\n%s", b.String())
	}
}
