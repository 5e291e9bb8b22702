package prune

import "testing"

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
		"Kontakt dla mediów:", "Contact presse »", "Ansprechpartner*innen", "Contact", "Presse kontakt", "Pressestelle!"} {
		want := !wordsOver(s, 4) && phrases.contact[normLine(s)]
		if got := contactLabel(s); got != want {
			t.Errorf("contactLabel(%q) = %v, normLine says %v", s, got, want)
		}
	}
	if allocs := testing.AllocsPerRun(100, func() { contactLabel("Pressekontakt:") }); allocs != 0 {
		t.Errorf("contactLabel allocates %v times on an ASCII line", allocs)
	}
}
