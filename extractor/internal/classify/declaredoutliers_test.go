package classify

import (
	"sort"
	"strings"
	"testing"

	"folio/extractor/internal/dom"
)

// galleryStory is a story whose body holds short tips and, nested deep
// inside it, a slideshow whose captions outweigh the story's text.
func galleryStory(bodyAttr string) string {
	caption := strings.Repeat("Revenues at the club dipped by nearly nine per cent in the year to June after broadcasting deals dried up. ", 3)
	var slides strings.Builder
	for range 6 {
		slides.WriteString(`<li><p>` + caption + `</p></li>`)
	}
	return `<html><body><article><div id="story" ` + bodyAttr + `>
<p id="lede">Most people go to hotels for a giant bed with clean white sheets.</p>
<p id="long">Forrest Jones said that anything that comes into contact with the previous guest's skin should be taken out and washed every time the room is made, but that even the fanciest hotels do not always do so.</p>
<p id="tip">1. Take any blankets or duvets off the bed</p>
<div class="widget"><div class="atom"><div class="gallery"><div class="scroller"><ul id="slides">` + slides.String() + `</ul></div></div></div></div>
</div></article></body></html>`
}

func TestDropOutliersDeclaredBody(t *testing.T) {
	cases := []struct {
		name string
		attr string
		want string
	}{
		{"declared body keeps its short blocks", `itemprop="articleBody"`, "lede,long,slides,tip"},
		{"itemprop among others", `itemprop="text articleBody"`, "lede,long,slides,tip"},
		{"undeclared body drops them", `class="story"`, "long,slides"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := indexPage(t, galleryStory(c.attr))
			opt := optionsFor(TypeArticle)
			s := score(x, opt)
			mains := chosenIDs(x, 0.5, "lede", "long", "tip", "slides")
			var got []string
			for i := range dropOutliers(x, s, mains) {
				got = append(got, dom.Attr(x.nodes[i], "id"))
			}
			sort.Strings(got)
			if g := strings.Join(got, ","); g != c.want {
				t.Errorf("kept %s, want %s", g, c.want)
			}
		})
	}
}
