package extractor_test

import (
	"encoding/json"
	"fmt"
	"html"
	"os"
	"strings"
	"testing"

	"folio/extractor"
)

// scriptArticle is one news article of testdata/scripts/articles.json:
// text written for these tests in a script the corpora barely hold
// (Chinese, Japanese, Korean, Thai, Arabic, Hebrew, Russian, Ukrainian,
// Hindi; English as the control), with the chrome a news site puts around
// it, in that language's own words and formats.
type scriptArticle struct {
	Lang, Dir, Site, Title string
	Nav                    []string
	Byline, Date, Datetime string
	Source                 string
	Share, Paras           []string
	Related                string
	Headlines              []string
	CommentsHeading        string `json:"comments_heading"`
	Comments               [][3]string
	Reply, Like            string
	Form                   [3]string
	FooterLinks            []string `json:"footer_links"`
	Copyright, Author      string
}

func loadScriptArticles(t *testing.T) []scriptArticle {
	t.Helper()
	b, err := os.ReadFile("testdata/scripts/articles.json")
	if err != nil {
		t.Fatal(err)
	}
	var as []scriptArticle
	if err := json.Unmarshal(b, &as); err != nil {
		t.Fatal(err)
	}
	return as
}

// scriptPage writes a's news page: header and navigation, the article
// (title, byline and date, share bars, body), a related-articles box, a
// comment thread with its form, and a footer. semantic pages name their
// parts (header, nav, article, "related", "comments", footer); the others
// are all divs with hashed class names, as CSS modules write them, so only
// the text and the shape tell the parts apart.
func scriptPage(a scriptArticle, semantic bool) string {
	e := html.EscapeString
	tag := func(sem string) string {
		if semantic {
			return sem
		}
		return "div"
	}
	class := func(sem, hashed string) string {
		if semantic {
			return sem
		}
		return hashed
	}
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	w(`<!DOCTYPE html><html lang="%s" dir="%s"><head><meta charset="utf-8"><title>%s - %s</title>`, a.Lang, a.Dir, e(a.Title), e(a.Site))
	w(`<meta property="og:title" content="%s"><meta property="og:site_name" content="%s"></head><body>`, e(a.Title), e(a.Site))
	w(`<%s class="%s"><a href="/">%s</a><%s class="%s"><ul>`, tag("header"), class("site-header", "x7Kp2"), e(a.Site), tag("nav"), class("main-nav", "x7Kp3"))
	for i, n := range a.Nav {
		w(`<li><a href="/c%d/">%s</a></li>`, i, e(n))
	}
	w(`</ul></%s></%s>`, tag("nav"), tag("header"))
	w(`<%s class="%s"><%s class="%s"><h1>%s</h1>`, tag("main"), class("content", "m0"), tag("article"), class("article", "a9f"), e(a.Title))
	w(`<div class="%s"><span class="%s">%s</span> `, class("article-meta", "b3x"), class("byline", "b4x"), e(a.Byline))
	if semantic {
		w(`<time datetime="%s">%s</time>`, a.Datetime, e(a.Date))
	} else {
		w(`<span class="b6x">%s</span>`, e(a.Date)) // the date only as its language writes it
	}
	if a.Source != "" {
		w(` <span class="%s">%s</span>`, class("source", "b5x"), e(a.Source))
	}
	w(`</div>`)
	share := func(id string) {
		w(`<div class="%s">`, class("share-bar", "s1z"))
		for i, s := range a.Share {
			w(`<a href="#%s%d">%s</a> `, id, i, e(s))
		}
		w(`</div>`)
	}
	share("s")
	body := func(cls string, ps []string) {
		w(`<div class="%s">`, cls)
		for _, p := range ps {
			w(`<p>%s</p>`, e(p))
		}
		w(`</div>`)
	}
	body(class("article-body", "t2k"), a.Paras)
	// The mobile layout's copy of the story's first paragraphs, which a
	// stylesheet shows on small screens only.
	body(class("article-body mobile-only", "t2m"), a.Paras[:3])
	share("t")
	w(`</%s><%s class="%s"><h2>%s</h2><ul>`, tag("article"), tag("section"), class("related", "r8q"), e(a.Related))
	for i, h := range a.Headlines {
		w(`<li><a href="/news/2026/11/%d.html">%s</a></li>`, 100+i, e(h))
	}
	w(`</ul></%s><%s class="%s"><h2>%s</h2>`, tag("section"), tag("section"), class("comments", "k2w"), e(a.CommentsHeading))
	for _, c := range a.Comments {
		w(`<div class="%s"><div class="%s"><span class="%s">%s</span> <span class="%s">%s</span></div><p>%s</p>`,
			class("comment", "k3w"), class("comment-meta", "k4w"), class("comment-author", "k5w"), e(c[0]), class("comment-date", "k6w"), e(c[1]), e(c[2]))
		w(`<div class="%s"><a href="#r">%s</a> <button>%s 3</button></div></div>`, class("comment-actions", "k7w"), e(a.Reply), e(a.Like))
	}
	w(`<form class="%s"><h3>%s</h3><textarea placeholder="%s"></textarea><button type="submit">%s</button></form>`,
		class("comment-form", "k8w"), e(a.Form[0]), e(a.Form[1]), e(a.Form[2]))
	w(`</%s></%s><%s class="%s"><ul>`, tag("section"), tag("main"), tag("footer"), class("site-footer", "f0"))
	for i, l := range a.FooterLinks {
		w(`<li><a href="/l%d">%s</a></li>`, i, e(l))
	}
	w(`</ul><p>%s</p></%s></body></html>`, e(a.Copyright), tag("footer"))
	return b.String()
}

// TestScriptPages runs each article of testdata/scripts, in both markups,
// through Extract. The body must come out whole and once, without the
// mobile copy of its first paragraphs (prune's dedup, whose 4-grams cut
// Chinese, Japanese and Thai into words: wordhash) and without the
// direction marks of its source. The chrome the pipeline knows in every script must
// stay out: on semantic markup all of it, by class; on hashed markup what
// the text tells, a related-articles box by its title (prune's
// phrases_scripts.txt), a comment's reply link and a comment thread by
// its heading, a count beside it. The metadata must name
// the title, language and site, the author (on hashed markup when a label
// and a colon tell the byline, metadata's bylinelabels.go) and the day
// (on hashed markup read from the text, metadata's datescripts.go).
func TestScriptPages(t *testing.T) {
	for _, a := range loadScriptArticles(t) {
		for _, semantic := range []bool{true, false} {
			name := a.Lang + "/hashed"
			if semantic {
				name = a.Lang + "/semantic"
			}
			t.Run(name, func(t *testing.T) {
				res, err := extractor.Extract([]byte(scriptPage(a, semantic)), extractor.WithURL("https://news.example/story-4711.html"))
				if err != nil {
					t.Fatal(err)
				}
				md := res.Markdown
				for _, p := range a.Paras {
					if n := strings.Count(md, strings.ReplaceAll(p, "\u200f", "")); n != 1 {
						t.Errorf("paragraph written %d times, want once: %q", n, p)
					}
				}
				if strings.ContainsAny(md, "\u200e\u200f\u061c") {
					t.Errorf("direction marks in the Markdown: %q", md)
				}
				gone := append([]string{a.Related, a.Reply}, a.Headlines...)
				// A comment thread goes by its class on semantic markup,
				// and by its heading on hashed markup (prune's
				// commenttitles.go), also where the classifier takes the
				// comments' paragraphs as blocks of their own and leaves
				// their heading out (hashed English; commentroots.go).
				gone = append(gone, a.CommentsHeading)
				for _, c := range a.Comments {
					gone = append(gone, c[0], c[2])
				}
				if semantic {
					gone = append(gone, a.Date, a.Nav[1])
				}
				// The byline and date line goes by its class, or by its
				// words (prune's datelines.go, datelines_scripts.go); a
				// share bar by its class, or by its title and short links
				// (prune's sharebars.go); the footer's copyright line by
				// its landmark, or by its sign and year when the
				// classifier chose it as a block (prune's
				// copyrightlines.go).
				gone = append(gone, a.Byline, a.Share[0], a.Copyright)
				for _, s := range gone {
					if chromeKept(md, s) {
						t.Errorf("chrome kept: %q", s)
					}
				}
				m := res.Metadata
				if m.Title != a.Title || m.Language != a.Lang || m.SiteName != a.Site {
					t.Errorf("metadata title %q language %q site %q, want %q %q %q", m.Title, m.Language, m.SiteName, a.Title, a.Lang, a.Site)
				}
				// A hashed page tells its byline by a label and a colon
				// ("Автор: ", "بقلم: "), its date by the month names.
				if (semantic || strings.Contains(a.Byline, ":")) && m.Author != a.Author {
					t.Errorf("author %q, want %q", m.Author, a.Author)
				}
				// Running text is searched around years 19xx and 20xx, and
				// on Thai text around a year of the Buddhist era (2569).
				if !strings.HasPrefix(m.Published, a.Datetime[:len("2006-01-02")]) {
					t.Errorf("published %q, want the day of %q", m.Published, a.Datetime)
				}
			})
		}
	}
}

// chromeKept reports whether the Markdown md shows the chrome line s: as a
// line of its own, a heading's or a list item's, or as a link's text.
func chromeKept(md, s string) bool {
	if strings.Contains(md, "["+s+"]") {
		return true
	}
	for line := range strings.Lines(md) {
		line = strings.TrimLeft(strings.TrimSpace(line), "#->*+ ")
		if strings.HasPrefix(line, s) {
			return true
		}
	}
	return false
}
