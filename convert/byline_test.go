package convert

import (
	"strings"
	"testing"

	"folio/extractor"
)

func TestBylined(t *testing.T) {
	long := strings.Repeat("The river rose by two metres overnight and the town woke to water. ", 4)
	ann := extractor.Metadata{Author: "Ann Lee", Published: "2024-05-03T09:30:00+02:00", SiteName: "Example News"}
	cases := []struct {
		name, md string
		meta     extractor.Metadata
		want     string
	}{
		{"under the headline", "# Floods\n\n" + long, ann,
			"# Floods\n\n*Ann Lee · 3 May 2024 · Example News*\n\n" + long},
		{"headline followed at once by text", "# Floods\n" + long, ann,
			"# Floods\n\n*Ann Lee · 3 May 2024 · Example News*\n\n" + long},
		{"headline alone", "# Floods", ann,
			"# Floods\n\n*Ann Lee · 3 May 2024 · Example News*\n"},
		{"author already named", "# Floods\n\nBy **Ann Lee**, staff\n\n" + long, ann,
			"# Floods\n\n*3 May 2024 · Example News*\n\nBy **Ann Lee**, staff\n\n" + long},
		{"date already written", "# Floods\n\nMay 3, 2024\n\n" + long, ann,
			"# Floods\n\n*Ann Lee · Example News*\n\nMay 3, 2024\n\n" + long},
		{"both already there", "# Floods\n\nAnn Lee · 3 May 2024\n\n" + long, ann,
			"# Floods\n\nAnn Lee · 3 May 2024\n\n" + long},
		{"second author not required", "# Floods\n\nBy Ann Lee\n\n" + long,
			extractor.Metadata{Author: "Ann Lee, Bo Chen"}, "# Floods\n\nBy Ann Lee\n\n" + long},
		{"site alone is no byline", "# Floods\n\n" + long, extractor.Metadata{SiteName: "Example News"},
			"# Floods\n\n" + long},
		{"site named as author once", "# Floods\n\n" + long, extractor.Metadata{Author: "Example News", SiteName: "Example  news"},
			"# Floods\n\n*Example News*\n\n" + long},
		{"no headline near the top", strings.Repeat("x", 700) + "\n\n# Late\n\n" + long, ann,
			strings.Repeat("x", 700) + "\n\n# Late\n\n" + long},
		{"title as h1 below breadcrumbs", strings.Repeat("x", 700) + "\n\n# Floods in the valley\n\n" + long, titled("Floods in the valley", ann),
			strings.Repeat("x", 700) + "\n\n# Floods in the valley\n\n*Ann Lee · 3 May 2024 · Example News*\n\n" + long},
		{"hash in a code block", "```sh\n# install\n```\n\n" + long, ann,
			"```sh\n# install\n```\n\n" + long},
		{"headline after a code block with a hash comment", "```sh\n# install\n```\n\n# Floods\n\n" + long, ann,
			"```sh\n# install\n```\n\n# Floods\n\n*Ann Lee · 3 May 2024 · Example News*\n\n" + long},
		{"hash in a tilde block holding a backtick line", "~~~md\n```\n# install\n~~~\n\n" + long, ann,
			"~~~md\n```\n# install\n~~~\n\n" + long},
		{"headline after a block holding the other fence", "~~~\n```\n~~~\n\n# Floods\n\n" + long, ann,
			"~~~\n```\n~~~\n\n# Floods\n\n*Ann Lee · 3 May 2024 · Example News*\n\n" + long},
		{"markup in names escaped", "# Floods\n\n" + long, extractor.Metadata{Author: "*Ann* [Lee]"},
			"# Floods\n\n*\\*Ann\\* \\[Lee\\]*\n\n" + long},
		{"date not ISO kept as written", "# Floods\n\n" + long, extractor.Metadata{Published: "Spring 2024"},
			"# Floods\n\n*Spring 2024*\n\n" + long},
		// A page whose title is its first heading, an h2, keeps it as its
		// headline (headlined); the byline goes under it all the same.
		{"title as h2", "## Floods in the valley\n\n" + long, titled("Floods in the valley | Example News", ann),
			"## Floods in the valley\n\n*Ann Lee · 3 May 2024 · Example News*\n\n" + long},
		{"title as h3 after an image", "![](a.jpg)\n\n### Floods in the valley\n" + long, titled("Floods in the valley", ann),
			"![](a.jpg)\n\n### Floods in the valley\n\n*Ann Lee · 3 May 2024 · Example News*\n\n" + long},
		{"h2 that is not the title", "## Pros\n\n" + long, titled("Floods in the valley", ann),
			"## Pros\n\n" + long},
		{"title as h2 before a later h1", "## Floods in the valley\n\nBy the desk\n\n# Part one\n\n" + long, titled("Floods in the valley", ann),
			"## Floods in the valley\n\n*Ann Lee · 3 May 2024 · Example News*\n\nBy the desk\n\n# Part one\n\n" + long},
		{"title in a code block", "```\n# Floods in the valley\n```\n\n" + long, titled("Floods in the valley", ann),
			"```\n# Floods in the valley\n```\n\n" + long},
		// The date in the page's language, and a date the page shows in
		// its language not written twice.
		{"German date", "# Hochwasser\n\n" + long, extractor.Metadata{Author: "Anna Lehmann", Published: "2024-05-03", Language: "de-DE"},
			"# Hochwasser\n\n*Anna Lehmann · 3. Mai 2024*\n\n" + long},
		{"German date already written", "# Hochwasser\n\nVon Anna Lehmann, 7. Januar 2019\n\n" + long, extractor.Metadata{Author: "Anna Lehmann", Published: "2019-01-07T08:00:00+01:00", Language: "de"},
			"# Hochwasser\n\nVon Anna Lehmann, 7. Januar 2019\n\n" + long},
		{"German date opening a line, escaped", "# Hochwasser\n\n19\\. Oktober 2019 16:14 Uhr\n\n" + long, extractor.Metadata{Author: "Anna Lehmann", Published: "2019-10-19", Language: "de"},
			"# Hochwasser\n\n*Anna Lehmann*\n\n19\\. Oktober 2019 16:14 Uhr\n\n" + long},
		{"German month first, as WordPress writes it", "# Hochwasser\n\nMittwoch, März 7, 2018\n\n" + long, extractor.Metadata{Published: "2018-03-07", Language: "de"},
			"# Hochwasser\n\nMittwoch, März 7, 2018\n\n" + long},
		{"French date already written", "# Crue\n\nPublié le 1er mai 2024\n\n" + long, extractor.Metadata{Author: "Anne Leroy", Published: "2024-05-01", Language: "fr"},
			"# Crue\n\n*Anne Leroy*\n\nPublié le 1er mai 2024\n\n" + long},
		{"language without month names", "# Översvämning\n\n" + long, extractor.Metadata{Published: "2024-05-03", Language: "sv"},
			"# Översvämning\n\n*3 May 2024*\n\n" + long},
	}
	for _, c := range cases {
		if got := bylined(c.md, c.meta); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}
}

// titled is m with the title.
func titled(title string, m extractor.Metadata) extractor.Metadata {
	m.Title = title
	return m
}

func TestBylineReadsAsOneLine(t *testing.T) {
	for _, c := range []struct {
		name, shown string
		meta        extractor.Metadata
		want        string
	}{
		{"all three", "", extractor.Metadata{Author: "Ann Lee", Published: "2026-03-01", SiteName: "Example"}, "Ann Lee · 1 March 2026 · Example"},
		{"in the page's language", "", extractor.Metadata{Author: "Ana López", Published: "2024-05-03", SiteName: "Ejemplo", Language: "es-MX"}, "Ana López · 3 de mayo de 2024 · Ejemplo"},
		{"Polish genitive", "", extractor.Metadata{Published: "2024-05-03", Language: "pl"}, "3 maja 2024"},
		{"what the page shows left out", "Ann Lee\n", extractor.Metadata{Author: "Ann Lee", Published: "2026-03-01", SiteName: "Example"}, "1 March 2026 · Example"},
		{"site alone is no byline", "", extractor.Metadata{SiteName: "Example"}, ""},
		{"site named as author once", "", extractor.Metadata{Author: "Example", SiteName: "EXAMPLE"}, "Example"},
	} {
		if got := Byline(c.meta, c.shown); got != c.want {
			t.Errorf("%s: Byline = %q, want %q", c.name, got, c.want)
		}
	}
}
