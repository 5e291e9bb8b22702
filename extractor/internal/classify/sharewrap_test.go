package classify

import (
	"strings"
	"testing"
)

// A theme's box named for its sticky share bar wraps the whole post: the
// post stays, while a share bar of a few links beside it still goes.
func TestShareWrapper(t *testing.T) {
	post := `<p>Diese Seite war gestern nicht erreichbar, und wir waren auf der Demo in Marburg mit ungefähr achttausend Menschen.</p>` +
		`<p>Die Partei hat einen umfassenden Plan zur Klimapolitik veröffentlicht, der einen Weg aus der Stagnation zeigt.</p>` +
		`<p>Die Ignoranz, mit der die Dringlichkeit tiefgreifender Änderungen ignoriert wird, macht traurig und wütend.</p>` +
		`<p>Wir müssen handeln, jetzt und konsequent. Das hat die Veranstaltung in aller Deutlichkeit gezeigt, und wir bleiben dabei.</p>`
	bar := `<div class="share-bar"><a href="https://x.example/share">Teilen</a> <a href="https://fb.example/share">Facebook</a></div>`
	for _, c := range []struct {
		name, body string
		want, not  string
	}{
		{"a share wrapper around the post", `<main><article><h1>Wir unterstützen Fridays for Future</h1><div id="socialicons-sticky">` + bar +
			`<div class="entry-content">` + post + `</div></div></article></main>`, "Dringlichkeit", "Facebook"},
		{"a sharing container around the post", `<main><article><h1>Förderstopp</h1><div class="documentContent__sharingContainer">` +
			`<section>` + post + `</section></div></article></main>`, "Dringlichkeit", ""},
	} {
		got := classifiedText(t, `<html><head><title>Post</title></head><body>`+c.body+
			`<aside><p>`+strings.Repeat("Termine und Nachrichten aus dem Kreisverband, jede Woche neu. ", 12)+`</p></aside></body></html>`, "https://partei.example/2019/09/21/post/")
		if !strings.Contains(got, c.want) {
			t.Errorf("%s: content %q, want it to hold %q", c.name, got, c.want)
		}
		if c.not != "" && strings.Contains(got, c.not) {
			t.Errorf("%s: content %q holds the share bar %q", c.name, got, c.not)
		}
	}
}
