package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// creditCases are caption lines without a caption class, beside their
// image, and text that mentions a source without being a credit.
var creditCases = []pruneCase{
	{
		name: "german caption with its credit after the image",
		html: article + `<div class="bild"><img src="a.jpg"><p>Stau auf der A8 bei München © aremac / Clipdealer</p></div>`,
		cut:  []string{"p"},
	},
	{
		name: "french and czech credits in a span",
		html: article + `<div><img src="b.jpg"><span>Roman Prymula, photo: Archives du Gouvernement tchèque</span></div>` +
			`<div><img src="c.jpg"><span>Crédits photos : Bestimage</span></div>`,
		cut: []string{"div"}, // the span is inline: its block goes
	},
	{
		// An old CMS page: the classifier's block holds the site's menu
		// with the article, so the content is mostly links as a whole;
		// the article around the figure is prose.
		name: "a credit in an article that shares its block with the site menu",
		html: `<ul>` + strings.Repeat(`<li><a href="/x">Thema Umwelt und Klima im Parlament</a></li>`, 40) + `</ul>` +
			`<div>` + article + `<figure><img src="a.jpg"><figcaption>Stau © aremac / Clipdealer</figcaption></figure>` +
			`<p>` + para("four", 40) + `</p><p>` + para("five", 40) + `</p></div>`,
		cut: []string{"figcaption"},
	},
	{
		name: "a credit beside a menu of links is kept",
		html: `<ul>` + strings.Repeat(`<li><a href="/x">Thema Umwelt und Klima im Parlament</a></li>`, 40) +
			`<li><figure><img src="a.jpg"><figcaption>Stau © aremac / Clipdealer</figcaption></figure></li></ul>` + article,
		keep: []string{"figcaption"},
	},
	{
		name: "a slide's description ending with its image credit is kept",
		html: article + `<section><img src="d.jpg"><p>` + para("slide", 30) + ` Image credit: www.example.com</p></section>`,
		keep: []string{"p"},
	},
	{
		name: "documentation with code keeps a source line beside its screenshot",
		html: article + `<pre><code>go run ./cmd/server</code></pre><div><img src="s.png"><p>Source: the server's log after the first start</p></div>`,
		keep: []string{"p"},
	},
	{
		// Polish writes the credit with its abbreviation's full stop.
		name: "polish caption ending with its credit",
		html: article + `<div><img src="e.jpg"><p>Ulica Piotrkowska w Łodzi. Fot. Jan Kowalski / PAP</p></div>`,
		cut:  []string{"p"},
	},
	{
		name: "a credit without an image nearby is kept",
		html: article + `<p>Die Zahlen stammen aus der Erhebung des Landesamts, Quelle: Mikrozensus 2020</p>`,
		keep: []string{"p"},
	},
}

func TestCreditLine(t *testing.T) {
	for s, want := range map[string]bool{
		"Marco Odermatt, Ski-Star aus der Schweiz. © AFP / MARCO BERTORELLO":         true,
		"Die lachende Menge wird zum Mob. Bild: Gregory Batardon":                    true,
		"Mikroorganismen können dieses nutzen (Foto: Andreas Voegel)":                true,
		"Photo by Kirk Irwin/Getty Images":                                           true,
		"Ulica Piotrkowska w Łodzi. Fot. Jan Kowalski / PAP":                         true,
		"Prezydent w Sejmie (fot. PAP/Radek Pietruszka)":                             true,
		"Jak zrobić kompot. Gotowe w 20 min.":                                        false,
		"Das Bild zeigt: nichts":                                                     false,
		"Time: 12:30":                                                                false,
		"In this Dec. 12, 2006, file photo, made available by NASA, astronauts work": true,
		"In this photo provided by the police, the car is seen":                      true,
		"In this article we photograph the city":                                     false,
	} {
		if got := creditLine(s); got != want {
			t.Errorf("creditLine(%q) = %v, want %v", s, got, want)
		}
	}
}

// creditLine runs on every short unit of the content: a line that opens
// with a credit's first letter (b, c, f, i, p), a credit or not, is read
// in place, without lower-casing a copy.
func TestCreditLineInPlace(t *testing.T) {
	for _, s := range []string{"Paris in the spring is a city of light and rain.", "Bei Regen bleibt die Stadt ruhig.",
		"Photo by Kirk Irwin/Getty Images", "CRÉDITS PHOTO Bestimage", "Im Frühling: Regen in der Stadt", "In this article we photograph the city"} {
		if n := testing.AllocsPerRun(20, func() { creditLine(s) }); n > 0 && !strings.HasPrefix(s, "In this") {
			t.Errorf("creditLine(%q) allocates %.0f times", s, n)
		}
	}
	if !creditLine("CRÉDITS PHOTO Bestimage") || creditLine("Im Frühling: Regen in der Stadt") || !creditLine("Ein Hund (FOTO: Anna)") {
		t.Error("creditLine misreads a line in capitals or a colon after a word that is no marker")
	}
	for m := range creditMarkers {
		if !isCreditMarker(strings.ToUpper(m)) {
			t.Errorf("isCreditMarker(%q) = false", strings.ToUpper(m))
		}
	}
}

// The classifier may choose the inside of a caption box as a block of its
// own: the root's parent names the caption.
func TestCaptionRootInsideCaptionBox(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<html><body><div id="a">` + article + `</div><div class="img-container"><img src="a.jpg">` +
		`<div class="article__img__caption"><div id="b">Das Wasser aus Bächen kocht man lieber ab.</div></div></div></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	b := byID(doc, "b")
	cuts := Prune([]*html.Node{byID(doc, "a"), b}, nil, Page{})
	if len(cuts) != 1 || cuts[0].Node != b {
		t.Fatalf("cuts = %v, want the caption", cuts)
	}
}
