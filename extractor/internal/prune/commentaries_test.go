package prune

import (
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// TestCommentaries: after a news report, a box named as comments in
// German stays when it reads as one writer's commentary, and goes when it
// reads as readers' comments: items of one class, a comment among sibling
// boxes of its class, a long comment above the form to answer it, a lone
// comment two boxes down in its thread's box, long paragraphs in two
// boxes, or long paragraphs that hold too little of the box's text. A
// commentary short beside a long report is spared by discard-name too.
func TestCommentaries(t *testing.T) {
	report := article + "<p>" + para("four", 40) + "</p><p>" + para("five", 40) + "</p>"
	long := func(seed string) string { return "<p>" + para(seed, 50) + "</p>" }
	short := func(seed string) string { return "<div><b>" + seed + "</b><p>" + para(seed, 22) + "</p></div>" }
	for _, c := range []struct {
		name, html string
		cut        bool
	}{
		{"an editor's commentary", `<div id="box" class="article-kommentar"><h2>Kommentar</h2>` + long("meinung") + long("zweitens") +
			`<p>Ein Kommentar von Max Muster</p></div>`, false},
		{"an editor's commentary beside a long report", "<p>" + para("six", 40) + "</p><p>" + para("seven", 40) + "</p><p>" + para("eight", 40) + "</p><p>" +
			para("nine", 40) + "</p><p>" + para("ten", 40) + "</p>" +
			`<div id="box" class="article-kommentar"><h2>Kommentar</h2>` + long("meinung") + long("zweitens") + `</div>`, false},
		{"readers' comments, each an item", `<div class="kommentare"><h3>2 Kommentare</h3>` +
			`<div id="box" class="kommentar-item"><span>Leser</span>` + long("leser") + `<a href="#r">Antworten</a></div>` +
			`<div class="kommentar-item"><span>Leserin</span>` + long("leserin") + `<a href="#r">Antworten</a></div></div>`, true},
		{"a long comment among boxes of its class", `<div class="comments-head">Posted by Ann</div><div id="box" class="comments-body">` +
			long("ann") + long("anns") + `</div><div class="comments-head">Posted by Bo</div><div class="comments-body">` + long("bo") + `</div>`, true},
		{"a long comment above the form to answer it", `<div id="box" class="kommentare">` + long("ann") + long("anns") +
			`<form><textarea name="k"></textarea></form></div>`, true},
		{"a lone comment deep in its thread's box", `<div id="box" class="kommentare"><ol><li><div class="text">` + long("ann") + long("anns") +
			`</div></li></ol></div>`, true},
		{"long comments in two boxes", `<div id="box" class="kommentare"><div>` + long("ann") + long("anns") + `</div><div>` +
			long("bo") + long("bos") + `</div></div>`, true},
		{"a long comment among short ones", `<div id="box" class="kommentare"><div>` + long("ann") + long("anns") + `</div>` +
			short("bo") + short("cy") + short("di") + short("ed") + `</div>`, true},
	} {
		root := parseRoot(t, report+c.html)
		cut := false
		for _, k := range Prune([]*html.Node{root}, nil, Page{Type: classify.TypeArticle}) {
			cut = cut || within(byID(root, "box"), k.Node)
		}
		if cut != c.cut {
			t.Errorf("%s: box cut = %v, want %v", c.name, cut, c.cut)
		}
	}
}
