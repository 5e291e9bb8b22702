package prune

import (
	"strings"
	"testing"

	"folio/extractor/internal/classify"
)

const serum = "The luscious golden drops of this facial serum pack a high amount of vitamins and minerals. " +
	"They give the skin fine molecular nutrients that it can absorb in minutes, morning and night. " +
	"Hand blended in small batches on the island, every bottle is wrapped in bamboo to keep its oils fresh."

func TestNearCopies(t *testing.T) {
	// The copy glues a heading to the paragraph's first sentence and
	// changes a word of the second: only the third repeats word for word.
	copied := "Nutrients " + strings.Replace(serum, "in minutes", "within minutes", 1)
	cases := []struct {
		name string
		html string
		want []string
	}{
		{
			name: "a spec sheet's paragraph again under a heading of its own",
			html: `<p>` + serum + `</p><p>` + para("care", 20) + `</p><div class="specs"><p>` + copied + `</p></div>`,
			want: []string{NormLine(copied)},
		},
		{
			name: "card titles differing by a number are items",
			html: `<p>` + serum + `</p><ul><li><a href="/a">Model girl photo print unframed in eight and a half by eleven inches ship 18039</a></li>` +
				`<li><a href="/b">Model girl photo print unframed in eight and a half by eleven inches ship 20058</a></li></ul>`,
		},
		{
			name: "a short line changed by a word is too short to judge",
			html: `<p>` + serum + `</p><p>Choose a colour to update the photos.</p><p>Choose a size to update the photos.</p>`,
		},
		{
			name: "a new paragraph sharing a phrase",
			html: `<p>` + serum + `</p><p>The luscious golden drops of this facial serum come in a bamboo-wrapped glass bottle that keeps them fresh for a year.</p>`,
		},
	}
	for _, c := range cases {
		got := cutTexts(t, c.html, classify.TypeProduct)
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%s: cut %q, want %q", c.name, got, c.want)
		}
	}
}
