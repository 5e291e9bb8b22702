package metadata

import (
	"strings"
	"testing"
)

// TestHeadlineWindow checks the date read under the headline when the
// first h1 is not it: a logo's h1 before the story's, or a story headed
// by an h2 on a page with no h1 before it.
func TestHeadlineWindow(t *testing.T) {
	const title = `<head><title>Messengerdienste sind kein rechtsfreier Raum - BKA</title></head>`
	const body = `<p>Der Text der Meldung, lang genug, um eine Meldung zu sein.</p>`
	// A navigation longer than the window after the first h1.
	nav := "<nav>" + strings.Repeat(`<a href="/x">Ein Punkt der Navigation</a> `, 40) + "</nav>"
	checkPublished(t, []struct{ name, html, want string }{
		{"logo-h1-first", title + `<body><h1>Bundeskriminalamt (BKA)</h1>` + nav +
			`<h1>Messengerdienste sind kein rechtsfreier Raum</h1><p>Datum:26. Januar 2022</p>` + body + `</body>`, "2022-01-26"},
		{"h2-headline", title + `<body><div class="item-page"><h2>Messengerdienste sind kein rechtsfreier Raum</h2>` +
			`<dl><dd>Publicado: Jueves, 21 Abril 2022 04:45</dd></dl>` + body + `</div></body>`, "2022-04-21"},
		{"logo-h1-h2-headline", title + `<body><h1 id="logo"><a href="/">BKA</a></h1>` + nav + `<h2>Messengerdienste sind kein rechtsfreier Raum</h2>` +
			`<p>Publicado: Jueves, 21 Abril 2022 04:45</p>` + body + `</body>`, "2022-04-21"},
		{"h2-other-story", title + `<body><h2>Neue Zahlen zur Kriminalität im Netz</h2><p>26. Januar 2022</p>` + body + `</body>`, ""},
		{"h2-inside-a-title-word", `<head><title>Contest: win a weekend in Vienna - Radio</title></head><body><h2>Test: win a weekend in Vienna</h2><p>26. Januar 2022</p>` + body + `</body>`, ""},
		{"h2-section", `<head><title>News</title></head><body><h2>News</h2><p>26. Januar 2022</p>` + body + `</body>`, ""},
	})
}
