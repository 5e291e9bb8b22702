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
		name: "an english share bar of links to the social networks' share addresses",
		html: article + `<div>Share this article: <a href="https://www.facebook.com/sharer/sharer.php?u=x">Facebook</a> ` +
			`<a href="https://twitter.com/intent/tweet?url=x">Twitter</a> <a href="https://www.linkedin.com/shareArticle?url=x">LinkedIn</a> ` +
			`<a href="mailto:?subject=x">Email</a></div>`,
		cut: []string{"div"},
	},
	{
		name: "a french and a german share bar with a link per network",
		html: article + `<p>Partager : <a href="https://www.facebook.com/sharer.php?u=x">Facebook</a> <a href="https://x.com/intent/post?url=x">X</a> ` +
			`<a href="https://wa.me/?text=x">WhatsApp</a></p>` +
			`<div>Teilen <a href="https://www.facebook.com/sharer.php?u=y">Facebook</a> <a href="https://x.com/intent/post?url=y">X</a> ` +
			`<a href="https://www.xing.com/spi/shares/new?url=y">Xing</a> <a href="#copy">Link kopieren</a></div>`,
		cut: []string{"p", "div"},
	},
	{
		// Icon-only links hold no text: the line is its title alone,
		// which the title phrases take (boilerplate-line).
		name: "a share bar of icon-only links",
		html: article + `<div>Share <a href="https://www.facebook.com/sharer.php?u=x" aria-label="Facebook"><svg viewBox="0 0 24 24"></svg></a>` +
			`<a href="https://twitter.com/intent/tweet?url=x"><i class="icon-twitter"></i></a>` +
			`<a href="https://www.pinterest.com/pin/create/button/?url=x"><img src="pin.svg" alt=""></a></div>`,
		cut: []string{"div"},
	},
	{
		name: "a paragraph that names the social networks it links is kept",
		html: `<p>Share your photos of the festival with us on <a href="https://www.instagram.com/cityfest">Instagram</a>, ` +
			`<a href="https://www.facebook.com/cityfest">Facebook</a> and <a href="https://www.tiktok.com/@cityfest">TikTok</a>.</p>` +
			`<p>Partagez vos impressions sur <a href="https://www.facebook.com/f">Facebook</a>, <a href="https://x.com/f">X</a> ou ` +
			`<a href="https://www.instagram.com/f">Instagram</a> avec le mot-clé du festival.</p>` + article + article, // mid-text: at the end, promos.go reads them as calls to action
		keep: []string{"p"},
	},
	{
		name: "a sentence that starts with the title and names networks is kept",
		html: article + `<p>Teilen Sie uns Ihre Meinung mit: <a href="https://www.facebook.com/z">Facebook</a> <a href="https://x.com/z">X</a> ` +
			`<a href="https://www.instagram.com/z">Instagram</a></p>`,
		keep: []string{"p"},
	},
	{
		name: "a line of short links without a title is kept",
		html: article + `<div><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a> <a href="/culture">Culture</a></div>`,
		keep: []string{"div"},
	},
}
