package metadata

import (
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestLatinTextByline(t *testing.T) {
	page := func(lang, byline string) string {
		return `<html lang="` + lang + `"><body><h1>Die Überschrift des Artikels</h1><div class="flex gap-2"><span>` + byline +
			`</span></div><p>Der Text des Artikels, lang genug, um ein Artikel zu sein.</p></body></html>`
	}
	cases := []struct{ name, html, want string }{
		{"de-von", page("de-DE", "Von Jane Doe"), "Jane Doe"},
		{"de-von-three-names", page("de", "von Josef Kastner, Marieke Hübner und Imke Schlömer"), "Josef Kastner, Marieke Hübner und Imke Schlömer"},
		{"de-geschrieben-von", page("de", "Geschrieben von Anna Schmidt"), "Anna Schmidt"},
		{"fr-par", page("fr", "Par Marie Dubois"), "Marie Dubois"},
		{"fr-ecrit-par", page("fr-FR", "Écrit par Jean-Luc Martin"), "Jean-Luc Martin"},
		{"es-escrito-por", page("es-es", "Escrito por Jose Pablo Segura Vargas"), "Jose Pablo Segura Vargas"},
		{"pt-por", page("pt-BR", "Por Ana Souza"), "Ana Souza"},
		{"it-scritto-da", page("it", "Scritto da Marco Rossi"), "Marco Rossi"},
		{"nl-door", page("nl", "Door Jan de Vries"), "Jan de Vries"},
		{"sv-av", page("sv", "Av Lars Berg"), "Lars Berg"},
		{"da-af", page("da", "Af Lars Berg"), "Lars Berg"},
		{"de-erstellt-von", page("de-CH", "Erstellt von Andri Bryner"), "Andri Bryner"},
		{"de-veroeffentlicht-von", page("de", "veröffentlicht von Anna Schmidt"), "Anna Schmidt"},
		{"de-eingestellt-von", page("de", "Eingestellt von Max Muster"), "Max Muster"},
		{"fr-poste-par", page("fr", "Posté par Marie Dubois"), "Marie Dubois"},
		{"pt-escrito-por", page("pt-BR", "Escrito por Ana Souza"), "Ana Souza"},
		{"it-postato-da", page("it", "Postato da Marco Rossi"), "Marco Rossi"},
		{"nl-geplaatst-door", page("nl", "Geplaatst door Jan de Vries"), "Jan de Vries"},
		{"no-language-von", page("", "Von Jane Doe"), "Jane Doe"},
		// Headlines and sentences that open with the same word.
		{"de-headline", page("de", "Von Kopf bis Fuß"), ""},
		{"de-two-nouns", page("de", "Von Menschen und Mäusen"), ""},
		{"de-places", page("de", "Von Helsingborg nach Göteborg"), ""},
		{"fr-sentence", page("fr", "Par Exemple, ce texte"), ""},
		{"de-firm-name", page("de-DE", "VON DER SEE Werbeagentur"), ""},
		{"de-particle-inside", page("de", "Von Ursula von der Leyen"), "Ursula von der Leyen"},
		// English words on English pages, or on pages of no language.
		{"en-door", page("en", "Door View Cam"), ""},
		{"en-par", page("en-US", "Par Cans"), ""},
		{"no-language-door", page("", "Door Check Gas Springs"), ""},
		// A word of another language than the page's.
		{"de-page-por", page("de", "Por Ana Souza"), ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, c.html), nil).Author; got != c.want {
				t.Errorf("author = %q, want %q", got, c.want)
			}
		})
	}
}
