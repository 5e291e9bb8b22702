package prune

import "testing"

// The set-off notes' cases (setoffs.go) run in TestPrune.

// setOffCases are closing paragraphs written wholly in bold or italics,
// and the emphasised paragraphs that stay.
var setOffCases = []pruneCase{
	{
		name: "an appeal in bold after the text, linking into the site",
		html: article + `<p><strong>Our reporting relies on readers like you. We chose to keep every story free to read.</strong><br><br>` +
			`<strong>That is why <a href="/club">the friends of this magazine</a> keep it going for the price of a coffee.</strong></p>`,
		cut: []string{"p"},
	},
	{
		name: "an italic note with a link to the print issue",
		html: article + `<p><i><b>The current issue</b> is out now at every station kiosk and <a href="/abo">in a yearly plan</a> for readers.</i></p>`,
		cut:  []string{"p"},
	},
	{
		name: "an italic pointer to another story of the site, its link set plain",
		html: article + `<p><em>Not from the seventies but from the sixties is the next project: an old gym in London became a community centre. ` +
			`Read more about it here:</em> <a href="/holborn-community-center">Holborn Community Center</a><em>.</em></p>`,
		cut: []string{"p"},
	},
	{
		// The names are emphasised inside their links: the note's own
		// words are four, a label before links.
		name: "an emphasised label before links is kept",
		html: article + `<p><em>Additional contributions by</em> <a href="/person/anna"><em>Anna Smith</em></a><em>,</em> ` +
			`<a href="/person/ben"><em>Ben Jones</em></a><em>, and</em> <a href="/person/cara"><em>Cara Lee</em></a><em>.</em></p>`,
		keep: []string{"p"},
	},
	{
		name: "a closing heading written as a sentence, linking into the site",
		html: article + `<h3>Want to discuss an industry choice further? Contact <a href="/team">our actuarial recruiter Rory Hauser</a> ` +
			`at <a href="/contact">the head office of the firm</a> today.</h3>`,
		cut: []string{"h3"},
	},
	{
		name: "a heading written as a sentence before more of the text is kept",
		html: article + `<h3>Why the council chose the northern route over the one <a href="/plan">the plan of 2019</a> preferred, and what it costs</h3>` +
			"<p>" + para("four", 40) + "</p>",
		keep: []string{"h3"},
	},
	{
		name: "a bold service note linking only out is kept",
		html: article + `<p><strong>If you think you have the virus, stay indoors and <a href="https://www.nhs.uk/conditions/">get advice online</a> from the health service.</strong></p>`,
		keep: []string{"p"},
	},
	{
		name: "an emphasised paragraph before more of the text is kept",
		html: "<p>" + para("one", 40) + "</p><p><em>The minister, who <a href=\"/m\">resigned last year</a>, declined to comment on the plans of the council.</em></p><p>" + para("two", 40) + "</p>",
		keep: []string{"em"},
	},
	{
		name: "a short bold line with a link is kept",
		html: article + `<p><strong>More on <a href="/x">the election</a></strong></p>`,
		keep: []string{"p"},
	},
	{
		name: "a closing paragraph only partly emphasised is kept",
		html: article + `<p>Readers can reach the author <strong>by mail</strong> or through <a href="/contact">the contact form of this site</a> at any time.</p>`,
		keep: []string{"p"},
	},
	{
		name: "a recipe's note in italics after its method is kept",
		html: article + `<h2>Method</h2><ol><li>Chop the onion and garlic and soften them in the oil for five minutes.</li>` +
			`<li>Add the tomatoes and the stock and simmer the soup for twenty minutes.</li></ol>` +
			`<p><em>If you cannot find ripe tomatoes, two tins of plum tomatoes work as well; <a href="/guides/tins">our guide to tins</a> lists the ones we like.</em></p>`,
		keep: []string{"p"},
	},
	{
		name: "a documentation page's caveat in italics after its steps is kept",
		html: article + `<ul><li>Open the settings of the workspace and choose the members page.</li>` +
			`<li>Enter one or more email addresses and choose the role of each person.</li></ul>` +
			`<p><em>Only owners and administrators can invite new members; see ` +
			`<a href="/docs/roles">roles and permissions</a> for what each role may do.</em></p>`,
		keep: []string{"p"},
	},
	{
		name: "a dated update in italics after short closing paragraphs is kept",
		html: article + `<p>The mayor said he was disappointed.</p><p>What happens next is open.</p>` +
			`<p><em>Update, 16:45: The city has since <a href="/local/new-firm">given the work to another firm</a>, and the building is to start in May.</em></p>`,
		keep: []string{"p"},
	},
	{
		name: "a dated addendum with a whole date before its colon is kept",
		html: article + `<p><em><strong>Nachtrag vom 3. Mai 2022:</strong> Die Stadt hat inzwischen <a href="/lokales/firma">eine andere Firma beauftragt</a>, die Arbeiten beginnen im Juni.</em></p>`,
		keep: []string{"p"},
	},
	{
		name: "a dated addendum with a dotted date before its colon is kept",
		html: article + `<p><em>Nachtrag 12.03.2022: Die Stadt hat inzwischen <a href="/lokales/firma">eine andere Firma beauftragt</a>, die Arbeiten beginnen im Juni.</em></p>`,
		keep: []string{"p"},
	},
	{
		name: "a french update with its time before a spaced colon is kept",
		html: article + `<p><em>Mise à jour à 16 h 45 : la mairie a depuis <a href="/local/entreprise">confié les travaux à une autre entreprise</a>, qui commencera en juin.</em></p>`,
		keep: []string{"p"},
	},
	{
		name: "a season's promo with a bare year before its colon is cut",
		html: article + `<p><em>Sommer 2024: Die neue Ausgabe mit allen Themen gibt es jetzt <a href="/abo">im Jahresabo</a> und am Kiosk.</em></p>`,
		cut:  []string{"p"},
	},
	{
		name: "a blog post's update dated by its month and year is kept",
		html: article + `<p><em>Update, March 2024: after three months the box still runs cool, and the backup scripts are <a href="/posts/backups">in a follow-up post</a>.</em></p>`,
		keep: []string{"p"},
	},
	{
		name: "a print issue's promo with its number before a colon is cut",
		html: article + `<p><em>Heft 7/2019: Die aktuelle Ausgabe mit allen Themen gibt es jetzt <a href="/abo">im Jahresabo</a> und am Kiosk.</em></p>`,
		cut:  []string{"p"},
	},
	{
		name: "a short page's one emphasised paragraph is kept",
		html: "<p>" + para("one", 20) + "</p><p><em>" + para("two", 30) + ` <a href="/more">and the rest of it</a></em></p>`,
		keep: []string{"p"},
	},
}

// TestDatedNote: a lead-in before a colon is an update's date when it
// names a day or a time, in the forms newsrooms write them, or a month
// of a year; a year alone is a promo's season.
func TestDatedNote(t *testing.T) {
	for s, want := range map[string]bool{
		"Update, 16:45 Uhr: Die Stadt hat inzwischen reagiert.":        true,
		"Nachtrag vom 3. Mai 2022: Die Stadt hat inzwischen reagiert.": true,
		"Nachtrag 12.03.2022: Die Stadt hat inzwischen reagiert.":      true,
		"Mise à jour à 16 h 45 : la mairie a depuis réagi.":            true,
		"Mise à jour, 9h30 : la mairie a depuis réagi.":                true,
		"Sommer 2024: Die neue Ausgabe ist da.":                        false,
		"Update, March 2024: the box still runs cool.":                 true,
		"Aktualisiert im Mai 2022: Die Stadt hat inzwischen reagiert.": true,
		"Heft 7/2019: Die neue Ausgabe ist da.":                        false,
		"Version 3.11.12: Die neue Ausgabe ist da.":                    false,
		"Stand 12.13.2022: Die neue Ausgabe ist da.":                   false,
		"Top 10 Tipps für 2024: Die neue Ausgabe ist da.":              false,
	} {
		if got := datedNote(s, ""); got != want {
			t.Errorf("datedNote(%q) = %v, want %v", s, got, want)
		}
	}
}
