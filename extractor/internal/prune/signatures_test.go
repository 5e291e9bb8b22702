package prune

import (
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

var signatureCases = []pruneCase{
	{
		name: "a member's signature under each of their posts",
		html: `<article><div class="post-body"><p>` + para("first", 30) + `</p></div>` +
			`<div class="message-signature">Community Leader, Software Engineer, UX Designer</div></article>` +
			`<article><div class="post-body"><p>` + para("second", 30) + `</p></div>` +
			`<div class="message-signature">Community Leader, Software Engineer, UX Designer</div></article>`,
		cut:  []string{"div"},
		keep: []string{"p"},
	},
	{
		name: "an id made from a heading's text is no signature",
		html: article + `<h3 id="Invalid_PGP_signature">Invalid PGP signature</h3><p>` + para("fix", 20) + `</p>`,
		keep: []string{"h3", "p"},
	},
	{
		name: "a post body named signature is not cut whole",
		html: `<div class="signature-theme">` + article + `</div>`,
		keep: []string{"div", "p"},
	},
}

func TestRulerSignatures(t *testing.T) {
	// phpBB 2 sets the signature off in the post's own span, vBulletin 3
	// in a bare <div>, each after a line of underscores.
	page := `<div class="row"><span class="postbody">` + para("first", 30) + `</span>` +
		`<span class="postbody"><br>_________________<br>Row hard, row often. Coach of the novice squad since 1998.</span></div>` +
		`<div class="row"><div id="post_message_305">` + para("second", 30) + `</div>` +
		`<div>__________________<br>Flour, water, salt, time.</div></div>`
	for _, c := range []struct {
		name string
		page Page
		cuts int
	}{
		{"a forum's signatures go", Page{Type: classify.TypeForum}, 2},
		{"so do those on a forum host declaring an article", Page{Type: classify.TypeArticle, Forum: true}, 2},
		{"an article's ruled line stays", Page{Type: classify.TypeArticle}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			n := 0
			for _, k := range Prune([]*html.Node{parseRoot(t, page)}, nil, c.page) {
				if k.Rule == "signature" {
					n++
				}
			}
			if n != c.cuts {
				t.Errorf("%d signatures cut, want %d", n, c.cuts)
			}
		})
	}
}

// TestRulerSignaturesLinear: the first text of each box is found once. A
// forum thread of replies nested 500 deep, each opening with a row of
// empty controls, was walked from every reply down to its first text, time
// in depth times elements (1.5 s here for this rule alone), 10 ms when
// each box takes the verdict of its first child that has text.
func TestRulerSignaturesLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("a page of 200,000 elements")
	}
	controls := strings.Repeat(`<span class="vote"></span>`, 400)
	page := `<p>` + para("question", 3000) + `</p>` + strings.Repeat(`<div class="reply">`+controls, 500) +
		strings.Repeat(`<p>`+para("answer", 2)+`</p></div>`, 500)
	tr := buildTree([]*html.Node{parseRoot(t, page)}, nil)
	tr.page = Page{Type: classify.TypeForum}
	cuts := 0
	start := time.Now()
	signatures(tr, func(int32, classify.Role) { cuts++ })
	if took := time.Since(start); took > 100*time.Millisecond {
		t.Errorf("took %v", took)
	}
	if cuts != 0 {
		t.Errorf("%d cuts, want none", cuts)
	}
}
