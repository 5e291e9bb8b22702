package prune

import (
	"strings"
	"testing"

	"folio/extractor/internal/classify"
)

// TestDatelinesOnLinkedPages: a page whose links make it no prose (a
// blog's linked date and navigation around one story) still loses the
// dateline above its story's first paragraph; one with no story (a
// schedule of dated lines) keeps its dates.
func TestDatelinesOnLinkedPages(t *testing.T) {
	links := ""
	for _, w := range []string{"alpha", "beta", "gamma", "delta", "epsilon", "zeta"} {
		links += `<li><a href="/` + w + `">` + para(w, 8) + `</a></li>`
	}
	const date = "Donnerstag, 31. Mai 2012"
	cases := []struct {
		name string
		html string
		cut  bool
	}{
		{"a dateline above the story", `<p><a href="/news">Neuigkeiten</a></p><p><a href="/2012/05/31">` + date +
			`</a></p><p>` + para("story", 40) + `</p><ul>` + links + `</ul>`, true},
		{"dates of a schedule without a story", `<p><a href="/2012/05/31">` + date + `</a></p><p>` +
			para("game", 6) + `</p><p>Freitag, 1. Juni 2012</p><ul>` + links + `</ul>`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := cutTexts(t, c.html, classify.TypeUnknown)
			hit := false
			for _, s := range got {
				hit = hit || strings.Contains(s, "31. mai 2012")
			}
			if hit != c.cut {
				t.Errorf("cuts = %q, want the dateline cut: %v", got, c.cut)
			}
		})
	}
}

// scriptDatelineCases are datelines in scripts the corpora barely hold
// (datelines_scripts.go), beside a sentence that holds a date.
var scriptDatelineCases = []pruneCase{
	{
		name: "a chinese byline with a CJK date and a source label",
		html: zhNews + `<p>记者 王晓明 2026年11月27日 10:30 来源：江南日报</p>`,
		cut:  []string{"p"},
	},
	{
		name: "a thai byline ending with the o'clock mark",
		html: article + `<div>โดย สมชาย ใจดี 27 พ.ย. 2569 10:30 น.</div>`,
		cut:  []string{"div"},
	},
	{
		name: "arabic and hindi bylines with their labels' colons",
		html: article + `<div>بقلم: أحمد المصري الجمعة 27 نوفمبر 2026 - 10:30 ص</div>` +
			`<p>लेखक: राहुल शर्मा अपडेटेड: 27 नवंबर 2026, 10:30 AM IST</p>`,
		cut: []string{"div", "p"},
	},
	{
		name: "chinese and japanese lead sentences that open with their date are kept",
		html: `<h1>新馆开放</h1><p>2026年11月27日，杭州市城市图书馆新馆正式向公众开放，首日接待读者两万人次。</p>` + zhNews +
			`<div>2026年11月27日、東京都は新しい中央図書館を開館した。</div>` + zhArticle,
		keep: []string{"p", "div"},
	},
	{
		name: "a korean lead sentence holding its date is kept",
		html: `<h1>새 도서관</h1><div>서울시는 2026년 11월 27일 새 도서관을 열었다.</div>` + article,
		keep: []string{"div"},
	},
	{
		name: "a korean byline with a date and no label words but the reporter's",
		html: zhNews + `<p>김민수 기자 2026년 11월 27일 10:30</p><div>2026年11月27日 10:30</div>`,
		cut:  []string{"p", "div"},
	},
	{
		name: "a chinese sentence holding a date is kept",
		html: zhNews + `<p>截至2026年11月27日下午五时，新馆共接待读者两万三千余人次。</p>`,
		keep: []string{"p"},
	},
}

// The month names are monthnames.Latin's, the list metadata reads dates
// with: Polish, Italian and Dutch datelines without a year read as
// dates too (a year alone makes a date), and
// "ago" stays the English word it is before it is agosto's abbreviation.
func TestDatelineMonths(t *testing.T) {
	for s, want := range map[string]bool{
		"Opublikowano 26 listopada": true, // a day and a month, no year
		"Aggiornato il 5 maggio":    true,
		"Bijgewerkt op 3 mei":       true,
		"Posted 26 November":        true,
		"Posted 2 hours ago":        false,
		"Jan White wrote:":          false,
	} {
		if got := isDateline(s, ""); got != want {
			t.Errorf("isDateline(%q) = %v, want %v", s, got, want)
		}
	}
}

// A Polish month that is a word elsewhere ("marca" is "brand" in Italian,
// Spanish and Portuguese, "maja" a first name) makes a date beside a lone
// number only on a Polish page; on any page beside a day and a year.
func TestDatelineHomonymMonths(t *testing.T) {
	for _, c := range []struct {
		s, lang string
		want    bool
	}{
		{"Top 10 marca de coches", "es", false},
		{"Top 10 marca de coches", "", false},
		{"Maja 3 lata", "", false},
		{"La nuova marca di moda 2024", "it", false},
		{"Opublikowano 26 maja", "pl", true},
		{"Opublikowano 26 maja", "pl-PL", true},
		{"Opublikowano 26 maja", "", false},
		{"Opublikowano 26 maja 2025", "", true},
		{"5 marca 2024, 10:30", "it", true},
		{"Posted 26 March", "es", true},
	} {
		if got := isDateline(c.s, c.lang); got != c.want {
			t.Errorf("isDateline(%q, %q) = %v, want %v", c.s, c.lang, got, c.want)
		}
	}
}

// datelineCases are bylines and datelines at the edges of the text, and
// the dated entries of listings, which are content.
var datelineCases = []pruneCase{
	{
		name: "a match report's score is no time",
		html: article + `<p>Ergebnis: 3:1</p><p>Wynik meczu: 2:1 dla gospodarzy.</p>`,
		keep: []string{"p"},
	},
	{
		name: "usatoday byline and dateline above the story",
		html: `<div class="byline">Lisa Kaczke and Trevor J. Mitchell</div><div class="dateline">Published 10:02 AM EST Nov 19, 2019</div>` + article,
		cut:  []string{"div"},
		keep: []string{"p"},
	},
	{
		name: "AP byline",
		html: `<h6>By DANICA KIRKA and JILL LAWLESS</h6>` + article + `<span class="updated">Updated on: November 19, 2019 / 10:07 AM / CBS News</span>`,
		keep: []string{"h6"}, // a heading is never a dateline
	},
	{
		name: "wordpress posted-on line",
		html: `<p>Posted on Maret 30, 2015 by Admin</p>` + article,
		cut:  []string{"p"},
	},
	{
		name: "specifications in a list are kept",
		html: article + `<ul><li>SM Weight: 4.48 LBS.</li><li>Pendant measures 5/16 x 3/4</li></ul>`,
		keep: []string{"li"},
	},
	{
		name: "a forum post's date is kept",
		html: `<div class="ipsComment_meta"><p>Posted March 19, 2024</p></div>` + article,
		keep: []string{"p"},
	},
	{
		name: "a quoted author is no date",
		html: `<p>Jan White wrote:</p>` + article,
		keep: []string{"p"},
	},
	{
		name: "an event's labelled facts are content, date and time included",
		html: article + `<h2>Details</h2><div><p>Date: Saturday, June 15, 2024</p><p>Time: 10:00 am to 1:00 pm</p>` +
			`<p>Place: Church Hall, 12 Mill Lane</p></div>`,
		keep: []string{"p"},
	},
	{
		name: "in any language, above the story too",
		html: `<div><p>Termin: sobota, 15 czerwca, godz. 10:00</p><p>Miejsce: sala nr 3, ul. Lipowa 7</p>` +
			`<p>Cena: 120 zł za osobę</p></div>` + article,
		keep: []string{"p"},
	},
	{
		name: "labelled datelines with no fact beside them go",
		html: `<div><p>Published: June 3, 2024</p><p>Updated: June 4, 2024, 10:07</p></div>` + article,
		cut:  []string{"p"},
	},
	{
		name: "dated entries of a list of events are kept",
		html: `<p>March 3, 2026</p><p>` + para("one", 20) + `</p><p>April 7, 2026</p><p>` + para("two", 20) +
			`</p><p>May 5, 2026</p><p>` + para("three", 20) + `</p><p>June 2, 2026</p>`,
		keep: []string{"p"},
	},
}

// Lines that hold a date and few other words but are no dateline: a
// forum topic's opening line names its starter ("Started by kestrel, ..."),
// a sentence of more than seven words is the story's, and a price
// ("$1999", "$19<sup>99</sup>") holds no year.
func TestDatelineGuards(t *testing.T) {
	for s, want := range map[string]bool{
		"Started by kestrel, November 26, 2025":          false,
		"started by Jane Doe 26.11.2025":                 false,
		"Posted by kestrel, November 26, 2025":           true,
		"It was published on Monday, November 19, 2019.": false,
		"Published on Monday, November 19, 2019":         true,
		"$1999":                                          false, // a price's digits are no year
		"1499 €":                                         false,
		"Now $2024.00":                                   false,
	} {
		if got := isDateline(s, ""); got != want {
			t.Errorf("isDateline(%q) = %v, want %v", s, got, want)
		}
	}
}
