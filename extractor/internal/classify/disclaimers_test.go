package classify

import (
	"strings"
	"testing"
)

// A box of small print named as a disclaimer after a product's features
// is not content, even when its class opens with a content word ("text-",
// whose veto the compound's head word overrides).
func TestDisclaimerBox(t *testing.T) {
	var notes strings.Builder
	for _, n := range []string{
		"Images are for illustration purposes only and the accessories are sold separately from the device.",
		"Features and specifications are accurate as of commercial launch but may be subject to change without prior notification.",
		"User memory is less than the total memory due to storage of the operating system and software used to operate the features.",
		"Battery time is based on our own laboratory measurements, and may vary depending on settings, usage patterns and conditions.",
	} {
		notes.WriteString("<p>* " + n + "</p>")
	}
	got := classifiedText(t, `<html><head><title>Tab S9 FE</title></head><body>`+
		`<nav><a href="/">Home</a> <a href="/tablets">Tablets</a></nav><div id="content">`+
		`<section class="highlights"><h2>Made to keep up</h2><p>A bright 10.9 inch screen and a fast chip, with a pen in the box, for notes and drawings on the go.</p></section>`+
		`<section class="features"><h2>Water resistant</h2><p>Rated IP68, the tablet shrugs off splashes in the kitchen, rain on the way home and sand at the beach.</p></section>`+
		`<section class="features"><h2>All-day battery</h2><p>A large battery keeps the screen lit from the morning commute to the evening film, and charges fast.</p></section>`+
		`<section class="features"><h2>Pen included</h2><p>The pen clicks onto the side, needs no charging, and turns handwriting into text you can search and share.</p></section>`+
		`<section class="features"><h2>Sound that fills a room</h2><p>Two speakers tuned for films and music bring clear voices and deep bass to the couch or the desk.</p></section>`+
		`<section class="features"><h2>Made for school and work</h2><p>Split the screen between notes and a lesson, or a document and a call, with apps that keep their place.</p></section>`+
		`<div class="text-editor text-editor--feature-bottom-disclaimer">`+notes.String()+`</div>`+
		`</div><footer><p>Copyright Electronics Co.</p></footer></body></html>`, "https://www.shop.example/tablets/tab-s9-fe/")
	checkKept(t, got, []string{"shrugs off splashes"}, []string{"illustration purposes"})
}
