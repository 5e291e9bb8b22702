package prune

import (
	"testing"

	"folio/extractor/internal/classify"
)

// overview is a description's first paragraph, shown beside the gallery
// as a teaser and again at the head of the full description.
const overview = "Championing a multimedia approach to photography, the camera suits both stills and video. " +
	"Featuring a full-frame sensor and a fast image processor, it produces high-resolution imagery with smooth colour. " +
	"Designed for the contemporary image-maker, it matches any working situation."

func TestExcerpts(t *testing.T) {
	full := `<p>` + overview + ` ` + para("autofocus", 40) + `.</p>`
	cases := []struct {
		name  string
		html  string
		typ   classify.PageType
		want  int
		first string
	}{
		{
			name: "a teaser beside the gallery, then the whole description",
			html: `<div class="overview"><p>` + overview + `</p><a href="#details">More Details</a></div>` +
				`<h2>Overview</h2>` + full,
			typ: classify.TypeProduct, want: 1, first: NormLine(overview),
		},
		{
			name: "the same on a page that is no product's",
			html: `<div class="overview"><p>` + overview + `</p></div><h2>Overview</h2>` + full,
			typ:  classify.TypeArticle,
		},
		{
			name: "a short summary line the description goes on to explain",
			html: `<p>Light and tough. Packs down small.</p><p>Light and tough. Packs down small. ` + para("frame", 40) + `.</p>`,
			typ:  classify.TypeProduct,
		},
		{
			name: "a paragraph holding another's sentences and more comes first",
			html: full + `<div class="overview"><p>` + overview + `</p></div>`,
			typ:  classify.TypeProduct, want: 1, first: NormLine(overview),
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			checkCuts(t, c.html, c.typ, c.want, c.first)
		})
	}
}
