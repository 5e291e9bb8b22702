package sitegen

import (
	"fmt"
	"html"
	"math/rand/v2"
	"strings"
)

// Which layout of a site a page uses.
const (
	Base     = 0 // the site's usual layout
	Renamed  = 1 // Base with the content class renamed: must drift
	Redesign = 2 // a new layout: must not match Base
)

// Site is a synthetic host with its layouts.
type Site struct {
	Host    string
	Layouts [3]Layout
	seed    uint64
}

// Page is one generated page with its ground truth.
type Page struct {
	Host   string
	URL    string
	Layout int
	HTML   []byte
	// Truth is the main content's text (headings, paragraphs, list items,
	// quotes, table cells), one block per line, without the page's H1.
	Truth string
}

// Sites returns n sites drawn from seed; the same seed gives the same sites.
func Sites(seed uint64, n int) []Site {
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	out := make([]Site, n)
	for i := range out {
		base := newLayout(r)
		out[i] = Site{
			Host:    fmt.Sprintf("site%03d.%s.example", i, pick(r, []string{"blog", "news", "shop", "docs", "mag"})),
			Layouts: [3]Layout{base, base.renamed(r), redesign(r, base)},
			seed:    r.Uint64(),
		}
	}
	return out
}

// Page generates page i of layout which (Base, Renamed or Redesign).
func (s Site) Page(which, i int) Page {
	r := rand.New(rand.NewPCG(s.seed, uint64(which*100000+i)))
	l := s.Layouts[which]
	w := &writer{r: r}
	postID := 1000 + r.IntN(90000)
	title := sentence(r, 4+r.IntN(6))
	title = title[:len(title)-1]
	w.f(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>%s - %s</title>`, title, s.Host)
	w.f(`<script>var cfg={id:%d}</script><link rel="stylesheet" href="/s.css"></head>`, postID)
	w.f(`<body class="single postid-%d category-%s">`, postID, pick(r, vocabulary))
	for _, c := range l.Wrap {
		w.f(`<div class="%s">`, c)
	}
	w.header(l, s.Host)
	if l.SideFirst {
		w.sidebar(l)
	}
	if !l.TitleIn {
		w.f(`<h1 class="page-title">%s</h1>`, html.EscapeString(title))
	}
	w.f(`<%s id="post-%d" class="%s post-%d %s">`, l.ArticleTag, postID, l.Article, postID, l.Hash)
	if l.TitleIn {
		w.f(`<header class="entry-header"><h1 class="entry-title">%s</h1><p class="byline">By <a href="/author/x">%s</a></p></header>`, html.EscapeString(title), capitalize(pick(r, vocabulary)))
	}
	w.f(`<div class="%s">`, l.Main)
	w.content(l)
	w.s(`</div>`)
	if l.Related != "" && r.IntN(2) == 0 {
		w.related(l) // sometimes after the content, inside the article
	}
	w.f(`</%s>`, l.ArticleTag)
	w.comments(l)
	if !l.SideFirst {
		w.sidebar(l)
	}
	w.f(`<footer class="%s"><ul><li><a href="/about">About</a></li><li><a href="/privacy">Privacy</a></li></ul><p>Copyright %s</p></footer>`, l.Foot, s.Host)
	w.s(strings.Repeat(`</div>`, len(l.Wrap)) + `</body></html>`)
	return Page{Host: s.Host, URL: fmt.Sprintf("https://%s/%d/%s", s.Host, postID, slug(title)), Layout: which, HTML: []byte(w.b.String()), Truth: strings.TrimSpace(w.truth.String())}
}

type writer struct {
	r     *rand.Rand
	b     strings.Builder
	truth strings.Builder
}

func (w *writer) s(s string)                   { w.b.WriteString(s) }
func (w *writer) f(format string, args ...any) { fmt.Fprintf(&w.b, format, args...) }

// text writes content text and records it as truth.
func (w *writer) text(tag, t string) {
	w.f("<%s>%s</%s>", tag, html.EscapeString(t), tag)
	w.truth.WriteString(t + "\n")
}

func (w *writer) header(l Layout, host string) {
	w.f(`<header class="%s"><a class="logo" href="/">%s</a><nav class="%s"><ul>`, l.Header, host, l.Nav)
	for i, item := range l.NavItems {
		w.f(`<li class="menu-item menu-item-%d"><a href="/%s">%s</a></li>`, 100+i, strings.ToLower(item), item)
	}
	w.s(`</ul></nav></header>`)
}

func (w *writer) sidebar(l Layout) {
	w.f(`<aside class="%s"><section class="widget"><h3>Recent posts</h3><ul>`, l.Side)
	for i := 0; i < 3+w.r.IntN(5); i++ {
		w.f(`<li><a href="/p/%d">%s</a></li>`, i, sentence(w.r, 3+w.r.IntN(4)))
	}
	w.s(`</ul></section><section class="widget tags"><h3>Tags</h3>`)
	for i := 0; i < 4+w.r.IntN(8); i++ {
		w.f(`<a class="tag" href="/t/%d">%s</a> `, i, pick(w.r, vocabulary))
	}
	w.s(`</section></aside>`)
}

func (w *writer) comments(l Layout) {
	if l.Comments == "" {
		return
	}
	w.f(`<section class="%s"><h2>%d Comments</h2><ol>`, l.Comments, 1+w.r.IntN(9))
	for i := 0; i < 1+w.r.IntN(6); i++ {
		w.f(`<li class="comment"><span class="comment-author">%s</span><p>%s</p><a class="reply">Reply</a></li>`, pick(w.r, vocabulary), sentence(w.r, 5+w.r.IntN(12)))
	}
	w.s(`</ol><form class="comment-form"><textarea></textarea><button>Post comment</button></form></section>`)
}

func (w *writer) related(l Layout) {
	w.f(`<div class="%s"><h3>Related</h3><ul>`, l.Related)
	for i := 0; i < 3+w.r.IntN(3); i++ {
		w.f(`<li><a href="/r/%d">%s</a></li>`, i, sentence(w.r, 4+w.r.IntN(5)))
	}
	w.s(`</ul></div>`)
}

func capitalize(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func slug(s string) string { return strings.ToLower(strings.ReplaceAll(s, " ", "-")) }
