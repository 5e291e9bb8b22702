package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// pressContactCases are press offices' cards after a release, and a
// contact label over text.
var pressContactCases = []pruneCase{
	{
		name: "a german press contact card",
		html: article + `<div class="card"><h3>Pressekontakt</h3><p>Pressesprecher*in Markus Ulrich</p><p>Almstadtstraße 7<br>10119 Berlin</p>` +
			`<p>Tel.: (030) 78 95 47 78</p><p>E-Mail: presse@example.org</p></div>`,
		cut: []string{"h3", "p"},
	},
	{
		name: "a polish press office with an address hidden by Cloudflare",
		html: article + `<div><p>Biuro prasowe:</p><p>Anna Kowalska</p><p><a href="/cdn-cgi/l/email-protection">[email&#160;protected]</a></p></div>`,
		cut:  []string{"p"},
	},
	{
		name: "a card whose address and numbers are its own loose lines",
		html: article + `<div class="card"><p>Pressekontakt</p><p>Pressesprecher*in Markus Ulrich</p>` +
			`Tel.: (030) 78 95 47 78<br>E-Mail: presse@example.org<p>zuständiges Vorstandsmitglied</p></div>`,
		cut: []string{"p"},
	},
	{
		name: "a page that opens with its contacts keeps them",
		html: `<h3>Ansprechpartner</h3><p>Dr. Anna Muster</p><p>Tel. 030 1234567</p>` + article,
		keep: []string{"h3", "p"},
	},
	{
		name: "contacts that are most of the page are kept",
		html: `<p>` + para("in", 30) + `</p><h3>Press contacts</h3><p>Anna Muster, Berlin</p><p>Tel. 030 1234567</p><p>Ben Beispiel, Hamburg</p>` +
			`<p>Tel. 040 7654321</p><p>Carla Probe, München</p><p>Tel. 089 1122334</p><p>Dora Test, Köln</p><p>Tel. 0221 5566778</p>`,
		keep: []string{"h3", "p"},
	},
	{
		name: "a contact label over a paragraph of text is kept",
		html: article + `<h3>Ansprechpartner</h3><p>` + para("text", 30) + ` 030 65211-1780</p>`,
		keep: []string{"h3", "p"},
	},
	{
		name: "a contact label over short lines without an address or number is kept",
		html: article + `<h3>Press contact</h3><p>Jane Doe</p><p>Head of communications</p>`,
		keep: []string{"h3", "p"},
	},
}

func TestContactLine(t *testing.T) {
	for s, want := range map[string]bool{
		"E-Mail: presse@lsvd.de":         true,
		"presse(at)jugend-forscht.de":    true,
		"030 65211-1780":                 true,
		"+49 (0)30 / 78 95 47":           true,
		"Almstadtstraße 7 10119 Berlin":  false,
		"Tel.: (030) 78 95 47 78":        true,
		"Phone: 212-555-1234":            true,
		"Almstadtstraße 17 10119 Berlin": false,
		"Kathrin Klinkusch":              false,
	} {
		if got := contactLine(s); got != want {
			t.Errorf("contactLine(%q) = %v, want %v", s, got, want)
		}
	}
}

// contactLabel's ASCII path must read lines as normLine does.
func TestContactLabelAgreesWithNormLine(t *testing.T) {
	for _, s := range []string{"Pressekontakt", "PRESSEKONTAKT:", " Press contact: ", "(Ansprechpartnerin)", "Press-contact",
		"Kontakt dla mediów:", "Contact presse »", "Ansprechpartner*innen", "Contact", "Presse kontakt", "Pressestelle!",
		"Press contacts (2)", "PRESSEKONTAKT [3]"} {
		want := !wordsOver(s, 4) && phrases.contact[normLine(s)]
		if got := contactLabel(s); got != want {
			t.Errorf("contactLabel(%q) = %v, normLine says %v", s, got, want)
		}
	}
	if allocs := testing.AllocsPerRun(100, func() { contactLabel("Pressekontakt:") }); allocs != 0 {
		t.Errorf("contactLabel allocates %v times on an ASCII line", allocs)
	}
}

// A card ends at its last line with an address or number, and at a
// heading: the release's findings and closing line after it stay.
func TestPressContactEndsAtItsLastAddress(t *testing.T) {
	for _, c := range []struct {
		name, html string
		cut, keep  []string
	}{
		{
			name: "a card followed by a heading, a list and a closing line",
			html: article + `<h3>Ansprechpartnerin</h3><p>Dr. Anna Schmidt</p><p>anna.schmidt@uni-example.de</p>` +
				`<h2>Die wichtigsten Ergebnisse</h2><ul><li>Mehr Regen im Norden</li><li>Weniger Schnee</li>` +
				`<li>Wärmere Nächte</li><li>Frühere Blüte</li></ul><p>Die Studie erscheint im Dezember.</p>`,
			cut:  []string{"Ansprechpartnerin", "Dr. Anna Schmidt", "anna.schmidt@uni-example.de"},
			keep: []string{"Die wichtigsten Ergebnisse", "Mehr Regen im Norden", "Frühere Blüte", "Die Studie erscheint im Dezember."},
		},
		{
			name: "a card's short lines after its last number",
			html: article + `<h3>Pressekontakt</h3><p>Markus Ulrich</p><p>Tel.: (030) 78 95 47 78</p>` +
				`<p>Die Studie erscheint im Dezember.</p><p>Mehr dazu im Frühjahr.</p>`,
			cut:  []string{"Pressekontakt", "Markus Ulrich", "Tel.: (030) 78 95 47 78"},
			keep: []string{"Die Studie erscheint im Dezember.", "Mehr dazu im Frühjahr."},
		},
		{
			name: "a sidebar's next card titles after the press card",
			html: article + `<div><div><h2>Pressekontakt</h2><p>Markus Ulrich</p>Tel.: (030) 78 95 47 78</div></div>` +
				`<div><h4>zuständiges Vorstandsmitglied</h4><h2>Patrick Dörr</h2><figure></figure></div>`,
			cut: []string{"Pressekontakt", "Markus Ulrich", "zuständiges Vorstandsmitglied", "Patrick Dörr"},
		},
		{
			name: "a card whose numbers are its loose lines ends with it",
			html: article + `<div class="card"><p>Pressekontakt</p><p>Markus Ulrich</p>Tel.: (030) 78 95 47 78</div>` +
				`<p>Die Studie erscheint im Dezember.</p>`,
			cut:  []string{"Pressekontakt", "Markus Ulrich"},
			keep: []string{"Die Studie erscheint im Dezember."},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := map[string]bool{}
			for _, k := range Prune([]*html.Node{parseRoot(t, c.html)}, nil, Page{}) {
				got[strings.Join(strings.Fields(dom.Text(k.Node, nil)), " ")] = true
			}
			for _, s := range c.cut {
				if !got[s] {
					t.Errorf("%q kept, want cut; cuts: %v", s, got)
				}
			}
			for _, s := range c.keep {
				if got[s] {
					t.Errorf("%q cut, want kept", s)
				}
			}
		})
	}
}

// Thousands of labels in one element of loose text read that text once:
// each label asks its ancestors, and reading it per label was quadratic
// (a 32 MB page ran for hours).
func TestPressContactsReadLooseTextOnce(t *testing.T) {
	words := make([]string, 50000)
	for i := range words {
		words[i] = string(rune('a'+i%26)) + strings.Repeat("e", i%5) + string(rune('a'+i/26%26))
	}
	loose := strings.Join(words, " ")
	root := parseRoot(t, article+`<div>`+loose+strings.Repeat(`<p>Pressekontakt</p>`, 2000)+`</div>`)
	tr := buildTree([]*html.Node{root}, nil)
	cuts := 0
	scanned := pressContactCards(tr, func(int32, classify.Role) { cuts++ })
	if cuts != 0 {
		t.Errorf("cut %d units of a page without an address or number", cuts)
	}
	if scanned < len(loose) || scanned > 2*len(loose) {
		t.Errorf("read %d bytes of loose text, want it once (%d bytes)", scanned, len(loose))
	}
}

// BenchmarkContactLabel asks contactLabel of the short lines it meets on
// every page: labels, a line with a count, and lines that are no label.
func BenchmarkContactLabel(b *testing.B) {
	lines := []string{"Pressekontakt:", "Press Contact", "Comments (3)", "Share this", "Dr. Anna Schmidt", "Kontakt dla mediów:"}
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range lines {
			contactLabel(s)
		}
	}
}

// BenchmarkNormLine normalises the same lines as BenchmarkContactLabel.
func BenchmarkNormLine(b *testing.B) {
	lines := []string{"Pressekontakt:", "Press Contact", "Comments (3)", "Share this", "Dr. Anna Schmidt", "Kontakt dla mediów:"}
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range lines {
			normLine(s)
		}
	}
}
