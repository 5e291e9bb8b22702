package prune

var discardCases = []pruneCase{
	{
		name: "comment thread and form after a German article",
		html: article + `<div id="comments"><h3>2 Kommentare</h3><ol class="commentlist"><li>Toller Beitrag, danke!</li>` +
			`<li>Sehe ich anders.</li></ol></div><section class="comment-respond"><h3>Kommentar verfassen</h3></section>`,
		cut: []string{"div", "section"},
	},
	{
		name: "author box and tag list",
		html: article + `<aside class="author-box"><p>Anna Muster schreibt über Politik.</p></aside>` +
			`<p class="post-tags"><a href="/t/a">Politik</a> <a href="/t/b">Berlin</a></p>`,
		cut: []string{"aside", "p"},
	},
	{
		name: "a name repeated on every card names items, not a box",
		html: `<div class="card"><p>` + para("one", 30) + `</p><span class="card-authors">Ada Lovelace, Alan Turing</span></div>` +
			`<div class="card"><p>` + para("two", 30) + `</p><span class="card-authors">Grace Hopper</span></div>`,
		keep: []string{"span"},
	},
	{
		name: "a named block holding most of the content is the content",
		html: `<p>` + para("lead", 10) + `</p><div class="article-social-wrapper"><p>` + para("body", 60) + `</p></div>`,
		keep: []string{"div"},
	},
}
