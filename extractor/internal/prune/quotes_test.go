package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// quotedPost is a forum post that a later reply quotes.
const quotedPost = "My router drops the connection every evening around nine, and restarting it only helps for an hour."

func TestQuotes(t *testing.T) {
	reply := "Check whether a neighbour's network moved to your channel in the evening."
	cases := []struct {
		name string
		html string
		typ  classify.PageType
		want []string // texts cut by the quote rule, normalised
	}{
		{
			name: "vBulletin: a quote box inside the reply's body, which is a blockquote too",
			html: `<blockquote class="postcontent"><p>` + quotedPost + `</p></blockquote>` +
				`<blockquote class="postcontent"><div class="bbcode_container"><div class="bbcode_description">Quote:</div>` +
				`<div class="bbcode_quote"><div class="bbcode_postedby">Originally Posted by Sam</div><div class="message">` + quotedPost +
				`</div></div></div>` + reply + `</blockquote>`,
			typ:  classify.TypeForum,
			want: []string{NormLine("Quote: Originally Posted by Sam " + quotedPost)},
		},
		{
			name: "phpBB 2: the quote's table goes, its attribution row with it",
			html: `<span class="postbody">` + quotedPost + `</span>` +
				`<table width="90%"><tr><td><span class="genmed"><b>Sam wrote:</b></span></td></tr>` +
				`<tr><td class="quote">` + quotedPost + `</td></tr></table><span class="postbody">` + reply + `</span>`,
			typ:  classify.TypeForum,
			want: []string{NormLine("Sam wrote: " + quotedPost)},
		},
		{
			name: "vBulletin 3: the box labelled Quote: goes, label, attribution and all",
			html: `<div id="post_message_301">` + quotedPost + `</div>` +
				`<div id="post_message_305"><div style="margin:20px"><div class="smallfont">Quote:</div>` +
				`<table><tr><td class="alt2"><div>Originally Posted by <strong>Sam</strong></div><div>` + quotedPost +
				`</div></td></tr></table></div>` + reply + `</div>`,
			typ:  classify.TypeForum,
			want: []string{NormLine("Quote: Originally Posted by Sam " + quotedPost)},
		},
		{
			name: "XenForo: the attribution and the expand link go with the copy",
			html: `<article class="message-body"><div class="bbWrapper">` + quotedPost + `</div></article>` +
				`<article class="message-body"><div class="bbWrapper"><blockquote class="bbCodeBlock bbCodeBlock--quote">` +
				`<div class="bbCodeBlock-title">Sam said:</div><div class="bbCodeBlock-content">` + quotedPost +
				`<div class="bbCodeBlock-expandLink">Click to expand...</div></div></blockquote>` + reply + `</div></article>`,
			typ:  classify.TypeForum,
			want: []string{NormLine("Sam said: " + quotedPost + " Click to expand...")},
		},
		{
			name: "phpBB: a quoted post that holds a code box is a copy too",
			html: `<div class="content">` + quotedPost + `<div class="codebox"><p>Code: <a href="#">Select all</a></p>` +
				`<pre><code>dtparam=act_led_trigger=none</code></pre></div>Any idea why?</div>` +
				`<div class="content"><blockquote><div><cite>Sam wrote:</cite> ` + quotedPost +
				`<div class="codebox"><p>Code: <a href="#">Select all</a></p><pre><code>dtparam=act_led_trigger=none</code></pre></div>` +
				`Any idea why?</div></blockquote>` + reply + `</div>`,
			typ:  classify.TypeForum,
			want: []string{NormLine("Sam wrote: " + quotedPost + " Code: Select all dtparam=act_led_trigger=none Any idea why?")},
		},
		{
			name: "a React forum's quote box, named by its test id",
			html: `<div itemprop="text">` + quotedPost + `</div>` +
				`<div itemprop="text"><div data-testid="quote-container"><div><div role="link">Original post</div> by Sam</div>` +
				`<div>` + quotedPost + `</div></div>` + reply + `</div>`,
			typ:  classify.TypeForum,
			want: []string{NormLine("Original post by Sam " + quotedPost)},
		},
		{
			name: "a quote of an article that is not on the page stays",
			html: `<article><div class="bbWrapper"><blockquote class="bbCodeBlock bbCodeBlock--quote">` +
				`<div class="bbCodeBlock-title">example.com said:</div><div class="bbCodeBlock-content">` + quotedPost +
				`</div></blockquote>` + reply + `</div></article>`,
			typ: classify.TypeForum,
		},
		{
			name: "a first post that restates the thread's title is not its copy",
			html: `<h1>` + quotedPost + `</h1><blockquote class="postcontent">` + quotedPost + `</blockquote>`,
			typ:  classify.TypeForum,
		},
		{
			name: "the same box on a page that is no forum's",
			html: `<p>` + quotedPost + `</p><div class="bbcode_quote"><div>Sam wrote:</div>` + quotedPost + `</div><p>` + reply + `</p>`,
			typ:  classify.TypeArticle,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, k := range Prune([]*html.Node{parseRoot(t, c.html)}, nil, pageOf(c.typ)) {
				if k.Rule == "quote" {
					got = append(got, NormLine(textOf(k.Node)))
				}
			}
			if len(got) != len(c.want) {
				t.Fatalf("quote cuts = %q, want %q", got, c.want)
			}
			for i := range got {
				if got[i] != c.want[i] {
					t.Errorf("cut %d = %q, want %q", i, got[i], c.want[i])
				}
			}
		})
	}
}

func TestQuoteBoxes(t *testing.T) {
	tr := buildTree([]*html.Node{parseRoot(t, `<p>No quote here.</p><div class="quoted-price">$5</div>`)}, nil)
	if b := tr.quoteBoxes(); b != nil {
		t.Errorf("quoteBoxes of a post without quotes = %v, want nil", b)
	}
	tr = buildTree([]*html.Node{parseRoot(t, `<div class="post"><blockquote><p>a</p></blockquote>`+
		`<div class="bbcode_container"><div class="bbcode_quote">b</div></div><p class="quotes-left">c</p></div>`)}, nil)
	b := tr.quoteBoxes()
	var got []string
	for i, box := range b {
		if box {
			got = append(got, tr.nodes[i].Data+"."+tr.class[i])
		}
	}
	want := []string{"blockquote.", "div.bbcode_container", "div.bbcode_quote"}
	if len(b) != len(tr.nodes) || strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("quote boxes = %q (of %d marks for %d elements), want %q", got, len(b), len(tr.nodes), want)
	}
}
