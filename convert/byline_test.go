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
	}
	for _, c := range cases {
		if got := bylined(c.md, c.meta); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}
}

func TestBylineReadsAsOneLine(t *testing.T) {
	got := Byline(extractor.Metadata{Author: "Ann Lee", Published: "2026-03-01", SiteName: "Example"})
	if want := "Ann Lee · 1 March 2026 · Example"; got != want {
		t.Errorf("Byline = %q, want %q", got, want)
	}
}
