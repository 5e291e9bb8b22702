package prune

// shareBarCases are share bars on one line, their title a link or a label
// before the links, and lines of links that are no share bar.
var shareBarCases = []pruneCase{
	{
		name: "a chinese share bar whose title is its first link",
		html: zhNews + `<div class="s1z"><a href="#s0">分享到：</a> <a href="#s1">微信</a> <a href="#s2">微博</a> ` +
			`<a href="#s3">QQ空间</a> <a href="#s4">复制链接</a></div>`,
		cut: []string{"div"},
	},
	{
		name: "a hebrew and a thai share bar with their titles as labels",
		html: article + `<div>שתפו: <a href="#a">פייסבוק</a> <a href="#b">וואטסאפ</a> <a href="#c">X</a> <a href="#d">העתקת קישור</a></div>` +
			`<p>แชร์ <a href="#e">Facebook</a> <a href="#f">LINE</a> <a href="#g">X</a></p>`,
		cut: []string{"div", "p"},
	},
	{
		name: "a sentence that starts with a title's word is no share bar",
		html: article + `<p>Share <a href="/r">the report</a>, <a href="/d">its data</a> and <a href="/m">the methods</a> with your class.</p>`,
		keep: []string{"p"},
	},
	{
		name: "a title before linked headlines is no share bar",
		html: article + `<div>Share <a href="/a">Looted colonial art returns home after a century</a> ` +
			`<a href="/b">Museums rethink how they show what they took</a> <a href="/c">A new law for the old collections</a></div>`,
		keep: []string{"div"},
	},
	{
		// Within the bar's length (phraseMaxWords and shareLinks links
		// of shareLinkWords): the links' own length tells them apart.
		name: "a title before short linked headlines is no share bar",
		html: article + `<div>Share <a href="/a">Looted art returns home</a> <a href="/b">Museums rethink their rooms</a> ` +
			`<a href="/c">A law for collections</a></div>`,
		keep: []string{"div"},
	},
	{
		name: "a line of short links without a title is kept",
		html: article + `<div><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a> <a href="/culture">Culture</a></div>`,
		keep: []string{"div"},
	},
}
