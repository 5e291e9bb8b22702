package metadata

import (
	"strings"
	"testing"

	"folio/extractor/internal/htmltest"
)

// multilingualPage is an article in language lang whose only byline or
// dateline is line, in an unclassed element under the headline.
func multilingualPage(lang, line string) string {
	return `<html lang="` + lang + `"><head><title>Die Überschrift des Artikels</title></head><body><article>` +
		`<h1>Die Überschrift des Artikels</h1><div class="flex gap-2"><span>` + line + `</span></div>` +
		`<p>Der Text des Artikels, lang genug, um ein Artikel zu sein. Und noch ein Satz dazu.</p></article></body></html>`
}

// TestMultilingualBylines checks the author read from the bylines of the
// Latin-script languages: labelled ones ("Autor: …"), and credits run
// into their date, whose weekday and preposition are no part of the name.
func TestMultilingualBylines(t *testing.T) {
	cases := []struct{ name, lang, line, want string }{
		{"pl-autor", "pl", "Autor: Jan Kowalski", "Jan Kowalski"},
		{"de-autor", "de", "Autor: Hans Müller", "Hans Müller"},
		{"de-autorin", "de", "Autorin: Anna Schmidt", "Anna Schmidt"},
		{"es-autora", "es", "Autora: Ana García", "Ana García"},
		{"pl-autorka", "pl", "Autorka: Anna Nowak", "Anna Nowak"},
		{"it-autore", "it", "Autore: Marco Rossi", "Marco Rossi"},
		{"fr-auteur-spaced-colon", "fr", "Auteur : Jean Martin", "Jean Martin"},
		{"fr-auteur-nbsp-colon", "fr", "Auteur\u00a0: Jean Martin", "Jean Martin"},
		{"nl-auteur", "nl", "Auteur: Jan de Vries", "Jan de Vries"},
		{"pt-autor", "pt-BR", "Autor: Ana Souza", "Ana Souza"},
		{"tr-yazar", "tr", "Yazar: Ahmet Yılmaz", "Ahmet Yılmaz"},
		{"hu-szerzo", "hu", "Szerző: Kovács János", "Kovács János"},
		{"id-penulis", "id", "Penulis: Budi Santoso", "Budi Santoso"},
		{"id-oleh-colon", "id", "Oleh: Budi Santoso", "Budi Santoso"},
		{"id-ditulis-oleh", "id", "Ditulis oleh Budi Santoso", "Budi Santoso"},
		// "Oleh" without its colon is a first name (Ukrainian), not "by".
		{"uk-oleh-name", "uk", `<span class="author">Oleh Petrenko</span>`, "Oleh Petrenko"},
		// Initials sign a post; they are no name printed twice.
		{"de-initials", "de", "Von R. R. am 07.08.2013 um 09:07 Uhr", "R. R."},
		{"de-facts-line", "de", "<b>Datum:</b> 19.11.2021<br><b>Autor:</b> Fritz Imhof<br><b>Quelle:</b> Livenet", "Fritz Imhof"},
		{"tr-name-month", "tr", "Yazar: Ali Kasım, 28 Kasım 2026", "Ali Kasım"},
		{"cs-autorka", "cs", "Autorka: Jana Nováková", "Jana Nováková"},
		{"de-weekday", "de", "Von Hans Müller, Mittwoch, 28. November 2026", "Hans Müller"},
		{"de-am", "de", "Von Hans Müller am 28.11.2026", "Hans Müller"},
		{"fr-le", "fr", "Par Marie Dubois le 28/11/2026 à 14h05", "Marie Dubois"},
		{"fr-comma-le", "fr", "Par Marie Dubois, le 28 novembre 2026", "Marie Dubois"},
		{"fr-weekday", "fr", "Par Marie Dubois, mercredi 28 novembre 2026", "Marie Dubois"},
		{"es-el", "es", "Por Ana García el 28 de noviembre de 2026", "Ana García"},
		{"es-weekday", "es", "Por Ana García, miércoles 28 de noviembre de 2026", "Ana García"},
		{"it-weekday", "it", "di Marco Rossi, mercoledì 28 novembre 2026", "Marco Rossi"},
		{"nl-op", "nl", "Door Jan de Vries op 28 november 2026", "Jan de Vries"},
		{"pt-em", "pt", "Por Ana Souza em 28/11/2026", "Ana Souza"},
		{"pl-weekday", "pl", "Autor: Jan Kowalski, środa, 28 listopada 2026", "Jan Kowalski"},
		// The newsroom's abbreviation signs no one, and a label is no name.
		{"pl-red", "pl", `<span itemprop="author">red.</span> 27.04.2021 14:51`, ""},
		{"fr-label-only", "fr", "<u>Auteur</u>(s) :", ""},
		// A lower-case handle after the label is no capitalised name.
		{"pl-domain", "pl", "Autor: przepisy.pl", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, multilingualPage(c.lang, c.line)), nil).Author; got != c.want {
				t.Errorf("author = %q, want %q", got, c.want)
			}
		})
	}
}

// TestShareBarByline: a byline class that names a share bar
// ("author_share") holds its buttons' label, not a name.
func TestShareBarByline(t *testing.T) {
	page := `<html lang="de"><body><h1>Emanuel Scobel wird Geschäftsführer</h1>` +
		`<div class="author_share"><span>so</span><ul><li>Artikel empfehlen:</li><li><a href="#">Facebook</a></li></ul></div>` +
		`<p>Der Text des Artikels, lang genug, um ein Artikel zu sein. Und noch ein Satz dazu.</p></body></html>`
	if got := Extract(htmltest.Parse(t, page), nil).Author; got != "" {
		t.Errorf("author = %q, want none", got)
	}
}

// TestCommentBoxDate: a date-named element in a comment's box dates the
// comment, not the page; a page type on <body> ("comments-page") is no
// box.
func TestCommentBoxDate(t *testing.T) {
	story := strings.Repeat("<p>Le texte de l'article, assez long pour en être un, et qui continue encore un peu.</p>", 12)
	comment := `<html lang="fr"><body><h1>Deux ans et demi en Macronie</h1>` + story +
		`<div class="comment-meta forum-chapo"><span class="comment-author">gabriel</span> <abbr class="date">Le 11 septembre 2018 à 12:57</abbr></div></body></html>`
	if got := Extract(htmltest.Parse(t, comment), nil).Published; got != "" {
		t.Errorf("comment box: published = %q, want none", got)
	}
	thread := `<html><body class="listing-page comments-page"><h1>Hair follicles grown in the lab</h1>` +
		`<div class="side"><div class="linkinfo"><div class="date">submitted on 04 Mar 2026</div></div></div><p>The post.</p></body></html>`
	if got := Extract(htmltest.Parse(t, thread), nil).Published; got != "2026-03-04" {
		t.Errorf("comments page: published = %q, want 2026-03-04", got)
	}
	// The post's own classes that speak of its comments, and a review
	// site's article, are no comment's box.
	for _, class := range []string{"post type-post comments-open", "entry comment-count-3", "review"} {
		page := `<html><body><article class="` + class + `"><h1>The Nikon Z8 reviewed</h1>` +
			story + `<div class="entry-meta"><span class="entry-date">May 3, 2024</span></div></article></body></html>`
		if got := Extract(htmltest.Parse(t, page), nil).Published; got != "2024-05-03" {
			t.Errorf("%q: published = %q, want 2024-05-03", class, got)
		}
	}
}

// TestFactsBoxAutorin: a book review's facts box labels the book's
// author in an element of its own; the post is not hers.
func TestFactsBoxAutorin(t *testing.T) {
	page := `<html lang="de"><body><h1>Through the Booking Glass</h1><p>Ein Buch, das ich gern gelesen habe, und warum.</p>` +
		`<div><u>Titel:</u> The Casquette Girls</div><div><u>Seiten:</u> 400 Seiten</div>` +
		`<div><u>Autorin: </u>Alys Arden</div><div><u>Verlag: </u>fortheARTofit</div></body></html>`
	if got := Extract(htmltest.Parse(t, page), nil).Author; got != "" {
		t.Errorf("author = %q, want none", got)
	}
}

// TestMultilingualDatelines checks the dates read from the datelines of
// the Latin-script languages, and that a relative date ("il y a 3
// heures") becomes no absolute one.
func TestMultilingualDatelines(t *testing.T) {
	var cases []struct{ name, html, want string }
	for _, c := range []struct{ name, lang, line, want string }{
		{"de-day-month", "de", "28. November 2026", "2026-11-28"},
		{"de-numeric-uhr", "de", "28.11.2026, 14:05 Uhr", "2026-11-28"},
		{"de-weekday-abbreviated", "de", "Mittwoch, 28. Nov. 2026", "2026-11-28"},
		{"fr-day-month", "fr", "28 novembre 2026", "2026-11-28"},
		{"fr-publie-le", "fr", "Publié le 28 novembre 2026", "2026-11-28"},
		{"es-de", "es", "28 de noviembre de 2026", "2026-11-28"},
		{"es-publicado-weekday", "es", "Publicado: Jueves, 21 Abril 2022 04:45", "2022-04-21"},
		{"pl-genitive", "pl", "28 listopada 2026", "2026-11-28"},
		{"pl-dodano", "pl", "Dodano: 30 kwietnia 2021, 11:55", "2021-04-30"},
		{"it-day-month", "it", "Pubblicato il 28 novembre 2026", "2026-11-28"},
		{"pt-de", "pt", "28 de novembro de 2026", "2026-11-28"},
		{"nl-day-month", "nl", "Gepubliceerd op 28 november 2026", "2026-11-28"},
		{"tr-day-month", "tr", "28 Kasım 2026 Cuma", "2026-11-28"},
		{"tr-subat", "tr", "3 Şubat 2026", "2026-02-03"},
		{"cs-genitive", "cs", "28. listopadu 2026", "2026-11-28"},
		{"de-two-digit-year", "de", "28.01.22 / 0 Kommentare", "2022-01-28"},
		{"de-stand", "de", "Stand: 03.02.21", "2021-02-03"},
		{"hu-year-first", "hu", "2024. május 3.", "2024-05-03"},
		{"hu-year-first-abbreviated", "hu", "2024. máj. 3. 10:15", "2024-05-03"},
		{"cs-zari", "cs", "5. září 2026", "2026-09-05"},
		{"ro-day-month", "ro", "28 noiembrie 2026", "2026-11-28"},
		{"el-genitive", "el", "28 Νοεμβρίου 2026", "2026-11-28"},
		{"fr-relative", "fr", "il y a 3 heures", ""},
		{"de-relative", "de", "vor 3 Stunden", ""},
		{"es-relative", "es", "hace 3 horas", ""},
	} {
		cases = append(cases, struct{ name, html, want string }{c.name, multilingualPage(c.lang, c.line), c.want})
	}
	checkPublished(t, cases)
}

func TestCalendarWords(t *testing.T) {
	for w, want := range map[string]bool{
		"Mittwoch": true, "mercredi": true, "miércoles": true, "mercoledì": true, "środa": true, "Woensdag": true,
		"quarta-feira": true, "Monday": true, "Mon.": true, "novembre": true,
		"Domingo": false, "Sobota": false, "le": false, "Maja": false, "Müller": false,
	} {
		if got := isCalendarWord(w); got != want {
			t.Errorf("isCalendarWord(%q) = %v, want %v", w, got, want)
		}
	}
}
