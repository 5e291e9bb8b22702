package sitegen

import (
	"fmt"
	"math/rand/v2"
)

// Class vocabularies, taken from common themes (WordPress default themes,
// Ghost Casper, news CMSs) so selectors look like the real thing.
var (
	wrapClasses    = []string{"site", "page-wrap", "container", "wrapper", "l-page", "site-container", "main-wrap", "layout"}
	headerClasses  = []string{"site-header", "masthead", "top-bar", "global-header", "page-header"}
	navClasses     = []string{"main-nav", "primary-menu", "nav-menu", "site-navigation", "menu"}
	mainClasses    = []string{"entry-content", "post-body", "article__body", "story-text", "rich-text", "post-content", "article-content", "content-body"}
	renamedClasses = []string{"entry-content-v2", "post-body--new", "article-body", "story-body", "prose", "post-text", "c-article", "body-copy"}
	articleTags    = []string{"article", "div", "section"}
	sideClasses    = []string{"sidebar", "widget-area", "aside-col", "rail"}
	footClasses    = []string{"site-footer", "colophon", "page-footer", "global-footer"}
	shareClasses   = []string{"share-bar", "social-share", "sharing", "share-tools"}
	relatedClasses = []string{"related-posts", "read-more", "more-stories", "related"}
	adClasses      = []string{"ad-slot", "advert", "ad-container", "sponsored"}
	formClasses    = []string{"newsletter", "signup-box", "subscribe-form"}
	commentClasses = []string{"comments", "comment-list", "discussion"}
)

// Layout is one page design of a site: the choices that stay fixed from
// page to page.
type Layout struct {
	Wrap       []string // wrapper div classes, outermost first
	Header     string
	Nav        string
	NavItems   []string
	ArticleTag string
	Article    string // article wrapper class
	Main       string // content container class
	TitleIn    bool   // h1 inside the article wrapper
	Side       string
	Foot       string
	Share      string // "" when the layout has no share bar
	Related    string
	Ad         string
	Form       string
	Comments   string
	Hash       string // a CSS-module-style build hash class on the article
	SideFirst  bool   // sidebar before the content in source order
}

func newLayout(r *rand.Rand) Layout {
	l := Layout{
		Header: pick(r, headerClasses), Nav: pick(r, navClasses),
		ArticleTag: pick(r, articleTags), Article: pick(r, []string{"post", "hentry", "story", "article", "entry"}),
		Main: pick(r, mainClasses), TitleIn: r.IntN(2) == 0,
		Side: pick(r, sideClasses), Foot: pick(r, footClasses),
		Hash: fmt.Sprintf("css-%x", r.Uint32()), SideFirst: r.IntN(4) == 0,
	}
	for i := 0; i < 1+r.IntN(3); i++ {
		l.Wrap = append(l.Wrap, pick(r, wrapClasses))
	}
	for i := 0; i < 4+r.IntN(8); i++ {
		l.NavItems = append(l.NavItems, capitalize(pick(r, vocabulary)))
	}
	opt := func(p float64, from []string) string {
		if r.Float64() < p {
			return pick(r, from)
		}
		return ""
	}
	l.Share, l.Related = opt(0.7, shareClasses), opt(0.6, relatedClasses)
	l.Ad, l.Form, l.Comments = opt(0.5, adClasses), opt(0.4, formClasses), opt(0.6, commentClasses)
	return l
}

// renamed is l after a theme update that renames the content class.
func (l Layout) renamed(r *rand.Rand) Layout {
	for {
		c := pick(r, renamedClasses)
		if c != l.Main {
			l.Main = c
			return l
		}
	}
}

// redesign draws a new layout that differs from l in its skeleton.
func redesign(r *rand.Rand, l Layout) Layout {
	for {
		n := newLayout(r)
		if n.ArticleTag != l.ArticleTag && len(n.Wrap) != len(l.Wrap) && n.Main != l.Main {
			return n
		}
	}
}
