package score

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestImageAliases: an output image that is a srcset rendition of a
// reference image (another file name for another size) counts as kept.
func TestImageAliases(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<p>
<img src="http://up.example/thumb/Flag.svg/125px-Flag.svg.png" srcset="http://up.example/thumb/Flag.svg/188px-Flag.svg.png 1.5x, http://up.example/thumb/Flag.svg/250px-Flag.svg.png 2x">
<img src="/a/cat-300x200.jpg">
</p>`))
	if err != nil {
		t.Fatal(err)
	}
	ref := ExpectedStructure(doc)
	out := map[string]map[string]int{KindImages: {
		ItemKey("250px-Flag.svg.png"):    1,
		ItemKey("cat-1024x683.jpg"):      1, // not a rendition the reference names
		ItemKey("unrelated-picture.png"): 1,
	}}
	if k := KeptItems(aliasImages(out, ImageAliases(doc)), ref)[KindImages]; k.Kept != 1 || k.Total != 2 {
		t.Errorf("kept %d of %d images, want 1 of 2", k.Kept, k.Total)
	}
	if k := KeptItems(out, ref)[KindImages]; k.Kept != 0 {
		t.Errorf("without aliases kept %d, want 0", k.Kept)
	}
	if len(out[KindImages]) != 3 {
		t.Errorf("aliasImages changed its input: %v", out)
	}
}
