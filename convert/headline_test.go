package convert

import (
	"strings"
	"testing"
	"time"

	"folio/extractor"
)

func TestHeadlined(t *testing.T) {
	for _, c := range []struct {
		name, md, title, want string
	}{
		{"body only", "Some text.\n", "A Title", "# A Title\n\nSome text.\n"},
		{"has h1", "Intro.\n\n# Real Title\n\nText.\n", "Other", "Intro.\n\n# Real Title\n\nText.\n"},
		{"title as h2", "## Top Trends for Fall 2025\n\nText.\n", "Top Trends for Fall 2025", "## Top Trends for Fall 2025\n\nText.\n"},
		{"title with subtitle", "## **How To Book a Flight: A Guide**\n\nText.\n", "How To Book a Flight", "## **How To Book a Flight: A Guide**\n\nText.\n"},
		{"title with site name", "### Best Apps\n\nText.\n", "Best Apps | Example", "### Best Apps\n\nText.\n"},
		{"other heading", "#### Pros\n\nText.\n", "These are the best appliances", "# These are the best appliances\n\n#### Pros\n\nText.\n"},
		{"short heading inside title", "## Key\n\nText.\n", "Key takeaways for the next ten years", "# Key takeaways for the next ten years\n\n## Key\n\nText.\n"},
		{"heading far down", strings.Repeat("Words here. ", 60) + "\n\n## A Title\n", "A Title", "# A Title\n\n" + strings.Repeat("Words here. ", 60) + "\n\n## A Title\n"},
		{"title as h1 below a long lead", strings.Repeat("Words here. ", 60) + "\n\n# A Title\n\nText.\n", "A Title | Site",
			strings.Repeat("Words here. ", 60) + "\n\n# A Title\n\nText.\n"},
		{"section h1 below a long lead", strings.Repeat("Words here. ", 60) + "\n\n# How we tested\n\nText.\n", "A Title",
			"# A Title\n\n" + strings.Repeat("Words here. ", 60) + "\n\n# How we tested\n\nText.\n"},
		{"section h1 then the title as h1 below a long lead", strings.Repeat("Words here. ", 60) + "\n\n# Pros\n\n# A Title\n", "A Title",
			strings.Repeat("Words here. ", 60) + "\n\n# Pros\n\n# A Title\n"},
		{"title as h1 past titleHead", strings.Repeat("Words here. ", 260) + "\n\n# A Title\n", "A Title",
			"# A Title\n\n" + strings.Repeat("Words here. ", 260) + "\n\n# A Title\n"},
		{"hash comment in a code block", "```sh\n# install the kite tools\nmake\n```\n\nText.\n", "Kites of Weifang",
			"# Kites of Weifang\n\n```sh\n# install the kite tools\nmake\n```\n\nText.\n"},
		{"title as a comment in a code block", "```sh\n# Kites of Weifang\n```\n\nText.\n", "Kites of Weifang",
			"# Kites of Weifang\n\n```sh\n# Kites of Weifang\n```\n\nText.\n"},
		{"no title", "Text.\n", "  ", "Text.\n"},
		{"title spaces", "Text.\n", " A\n  Title ", "# A Title\n\nText.\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := headlined(c.md, c.title); got != c.want {
				t.Errorf("headlined = %q, want %q", got, c.want)
			}
		})
	}
	// Markup in a title is text, not Markdown.
	got := headlined("Text.\n", "Why *this* [matters]")
	if first := strings.SplitN(got, "\n", 2)[0]; !strings.Contains(first, `\*this\*`) || !strings.Contains(first, `\[matters\]`) {
		t.Errorf("title not escaped: %q", first)
	}
}

// TestHeadlineOfNothing: a page on which nothing was found gets no title
// and no byline, so that it stays empty.
func TestHeadlineOfNothing(t *testing.T) {
	m := extractor.Metadata{Title: "My App", Author: "Ann Lee", Published: "2024-05-03"}
	for _, md := range []string{"", " \n\n"} {
		if got := Headline(md, m); got != md {
			t.Errorf("Headline(%q) = %q", md, got)
		}
	}
}

// TestHeadlineReadsFencesOnce: a page that opens with a fenced block of
// "#" comments (a shell script) is read once for its headline, not once
// per comment (firstH1 asked inFence of the whole prefix at each comment:
// 10 ms for a 3,000-character script, 0.05 ms read once).
func TestHeadlineReadsFencesOnce(t *testing.T) {
	md := "```sh\n" + strings.Repeat("# x\n", 800) + "```\n\nText.\n"
	m := extractor.Metadata{Title: "A Title", Author: "Ann Lee", Published: "2024-05-03"}
	best := time.Hour
	for range 5 {
		start := time.Now()
		got := Headline(md, m)
		best = min(best, time.Since(start))
		if !strings.HasPrefix(got, "# A Title\n\n*Ann Lee · 3 May 2024*\n\n```sh\n") {
			t.Fatalf("Headline = %q...", got[:min(len(got), 80)])
		}
	}
	if best > 4*time.Millisecond {
		t.Errorf("Headline of a fenced script took %v, want well under 4 ms", best)
	}
}
