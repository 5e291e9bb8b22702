package classify

import (
	"maps"
	"slices"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Post credits: who wrote a forum post, and when. Every forum engine
// prints a post's body beside a small credit: the poster's name (XenForo's
// and phpBB's a.username, vBulletin's a.bigusername, Invision's
// cAuthorPane_author and ipsUsername, schema.org's itemprop="author" on
// Discourse, NodeBB, vBulletin 5 and Stack Exchange) and a <time>. The
// block selection keeps the body and leaves the credit out: a line of one
// or two words, in a user panel or a <header> that reads as chrome. A
// reader of a thread needs to know who says what, and WCXB's truths keep
// "name / date" over every post of every engine (issue 12's forum pages:
// an oracle that adds the truths' missing short lines gives forum
// 0.833 -> 0.843).
//
// On a page routed as a forum, for each chosen block the scope is its
// highest ancestor, at most creditClimb levels up, that holds no chosen
// block before it: the post. The last poster-name element before the block
// in that scope (creditWords words at most), and the last dated element
// before the block that neither holds the name nor lies in it (a <time>,
// or a class word naming a date (dateWord): vBulletin 4's span.date, which its
// postbit prints above the poster's panel), join the content. Only what
// precedes the body is read, so a neighbour post's credit is never taken
// for this one's unless that neighbour's body was left out. Reading the
// date anywhere before the body, not only after the name, and the "date"
// class: wcxb-dev forum 0.84239 -> 0.84286 (webhostingtalk 0.927 ->
// 0.958, physicsforums 0.795 -> 0.812, kerbal +0.005; no page loses).
//
// The poster's name is marked joined (joined.go): the prune stage reads
// the box around it by its class (phpBB's p.author, Discourse's
// crawler-post-meta, both discard names) and cut the name this rule had
// just joined. Sparing the names: wcxb-dev forum 0.84286 -> 0.84289 (14
// pages gain, 7 lose, none beyond 0.012). Sparing the dates too lost
// (0.84252): the truths keep a post's date on some hosts of an engine
// and leave it out on others (Discourse: five hosts keep it, three do
// not, netdata 1.000 -> 0.933), so prune's reading of a meta box decides
// the date, as before.
const (
	creditClimb = 8 // ancestors of a post body that may be its post
	creditWords = 6 // most words of a poster's name or a post's date
)

func rescuePostCredits(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if !opt.keepComments || len(mains) == 0 {
		return
	}
	starts := slices.Sorted(maps.Keys(mains))
	for k, m := range starts {
		scope := postScope(x, starts, k)
		if scope < 0 {
			continue
		}
		name := lastCredit(x, scope, m, posterName)
		if name < 0 {
			name = lastCredit(x, scope, m, profileLink)
		}
		if name < 0 {
			continue
		}
		name = nameHeading(x, scope, name)
		joinCredit(x, s, mains, scope, name, mains[m])
		s.markJoined(name)
		if t := lastCredit(x, scope, m, postTime); t >= 0 && !x.contains(name, t) && !x.contains(t, name) {
			joinCredit(x, s, mains, scope, t, mains[m])
		}
	}
}

// postScope returns the highest ancestor of starts[k], at most creditClimb
// levels up, that holds no chosen block before it, or -1. Blocks after
// it may lie in the scope: only what precedes the block is read for its
// credit, and the selection often chooses a post in parts, its title
// and its message apart (FluxBB's h3 and div.postmsg); stopping below
// the next block as well left the post's first part no room for the
// name (wcxb-dev forum 0.84584 -> 0.84596: the Arch Linux forum's
// names, 7 pages gain up to 0.006, 3 lose 0.001). The climb stops
// below an ancestor that holds the site's header or navigation
// (siteChrome) before the body: a thread's only post otherwise reaches
// the page's header, whose visitor name ("p-navgroup-username"), login
// label or "Members" link would be read as the poster. An ancestor that
// holds the page's <h1> does not stop it: Reddit's and VerticalScope's
// first post hold the thread title's <h1> beside the poster's name
// (wcxb-dev forum 0.84234 with that stop, the OP's name lost on Reddit,
// 0.953 -> 0.941).
func postScope(x *index, starts []int32, k int) int32 {
	m, scope := starts[k], int32(-1)
	for a, up := x.parent[m], 0; a >= 0 && up < creditClimb; a, up = x.parent[a], up+1 {
		if k > 0 && starts[k-1] >= a || chromeBefore(x, a, m) {
			break
		}
		scope = a
	}
	return scope
}

// chromeBefore reports whether a holds a siteChrome element before the
// body m (a post's own controls after its body, as Discourse's <nav
// class="post-controls">, do not stop the climb).
func chromeBefore(x *index, a, m int32) bool {
	for i := a + 1; i < m; i++ {
		if siteChrome(x.nodes[i]) {
			return true
		}
	}
	return false
}

// siteChrome reports whether n is the site's header or navigation: a
// <nav>, role="banner" or role="navigation", or a <header> that no
// <article>, <aside>, <main>, <nav> or <section> holds (the ARIA banner)
// and that holds a menu or a form. XenForo's <header
// class="message-attribution"> inside a post's <article> is the post's
// own, and so is VerticalScope's <header class="MessageCard__header">,
// which no sectioning element holds but which holds only the thread's
// <h1>, the poster's name and a post menu of <div>s (an <h1> marks no
// site header: a thread's first post holds it on VerticalScope and
// Reddit).
func siteChrome(n *html.Node) bool {
	if r := dom.Attr(n, "role"); dom.HasTokenFold(r, "banner") || dom.HasTokenFold(r, "navigation") {
		return true
	}
	switch n.DataAtom {
	case atom.Nav:
		return true
	case atom.Header:
		for p := n.Parent; p != nil; p = p.Parent {
			switch p.DataAtom {
			case atom.Article, atom.Aside, atom.Main, atom.Nav, atom.Section:
				return false
			}
		}
		return holdsSiteParts(n)
	}
	return false
}

// holdsSiteParts reports whether n holds a <nav>, role="navigation" or a
// form: what a site's header shows and a post's does not.
func holdsSiteParts(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		switch c.DataAtom {
		case atom.Nav, atom.Form:
			return true
		}
		if dom.HasTokenFold(dom.Attr(c, "role"), "navigation") || holdsSiteParts(c) {
			return true
		}
	}
	return false
}

// lastCredit returns the last element in (scope, to) of its kind (is)
// holding one to creditWords words, or -1. In preorder a match inside
// another comes after it, so the innermost wins: the a.username inside a
// user panel marked itemprop="author", not the panel with its rank. A
// match in the site's header or navigation, or in a form or label apart
// from the body (a login box's "Your name or email"), is no credit.
func lastCredit(x *index, scope, to int32, is func(*html.Node) bool) int32 {
	found := int32(-1)
	for i := scope + 1; i < to; i++ {
		if skipped(x.nodes[i]) {
			i = x.end[i] - 1
			continue
		}
		if x.words[i] > 0 && x.words[i] <= creditWords && x.end[i] <= to && is(x.nodes[i]) && !creditChrome(x, i, to) {
			found = i
		}
	}
	return found
}

// creditChrome reports whether c lies in the site's header or navigation,
// or in a form or label that does not hold the body m (a login box; the
// inline-moderation form Invision and XenForo 1 wrap around every post
// holds its body too, and its names are the posters').
func creditChrome(x *index, c, m int32) bool {
	for a := c; a >= 0; a = x.parent[a] {
		n := x.nodes[a]
		if (n.DataAtom == atom.Form || n.DataAtom == atom.Label) && !x.contains(a, m) || siteChrome(n) {
			return true
		}
	}
	return false
}

// nameHeading returns the heading around a poster's name that holds
// nothing but the name (XenForo's <h4 class="message-name"><a
// class="username">, a theme's <h3><a itemprop="author">), or name
// itself. lastCredit takes the innermost match, the link; joined alone,
// the link is the block and the walker writes it as a line of text, so
// the post's heading the page and the truths give every poster came out
// as plain text.
func nameHeading(x *index, scope, name int32) int32 {
	for a := x.parent[name]; a > scope && x.words[a] == x.words[name]; a = x.parent[a] {
		if isHeading(x, a) {
			return a
		}
	}
	return name
}

// joinCredit makes c a chosen block, and its ancestors up to the post's
// scope no chrome, as emitBlocks does not look inside chrome; a site
// header or navigation keeps its chrome (lastCredit takes no credit
// there, so none should be on the way).
func joinCredit(x *index, s *scores, mains map[int32]float64, scope, c int32, score float64) {
	mains[c] = score
	for a := c; a > scope; a = x.parent[a] {
		if siteChrome(x.nodes[a]) {
			break
		}
		s.chrome[a] = 0
	}
}

// posterName reports whether n names a post's author: schema.org's
// itemprop="author", or a class word holding "username" or ending in
// "author" (username, ipsUsername, bigusername, cAuthorPane_author), or
// the word "name" alone: phpBB 2's span.name in the author column of its
// post table, whose profile link is an icon below the message, so
// profileLink finds no name before the body and the poster was lost.
func posterName(n *html.Node) bool {
	if dom.HasToken(dom.Attr(n, "itemprop"), "author") {
		return true
	}
	return dom.AnyToken(dom.Attr(n, "class"), func(t string) bool {
		return dom.ContainsFold(t, "username") || len(t) >= len("author") && strings.EqualFold(t[len(t)-len("author"):], "author") ||
			strings.EqualFold(t, "name")
	}) || panelName(n)
}

// panelName reports whether n is the term of a description list in
// PunBB's and FluxBB's author column (div.postleft > dl > dt): the
// poster's name, a link only for visitors allowed to see profiles (Arch
// Linux's forum shows it bare), above the title and "Registered"/"Posts"
// facts in <dd>s.
func panelName(n *html.Node) bool {
	if n.DataAtom != atom.Dt || n.Parent == nil || n.Parent.DataAtom != atom.Dl || n.Parent.Parent == nil {
		return false
	}
	return dom.HasTokenFold(dom.Attr(n.Parent.Parent, "class"), "postleft")
}

// postTime reports whether n is a <time>, an element a class word names
// a date, or a table cell (vBulletin 3 writes the date bare in its post
// table's first row: "03-14-2011, 09:12 PM"), whose text holds a year
// (four digits in a row): "Mar 21, 2025" is a post's date as the truths
// keep it, "17 hours ago" and "Tuesday at 12:03 PM" are relative stamps
// they leave out. lastCredit reads only short elements (creditWords),
// so a cell of a date and other words is no date.
func postTime(n *html.Node) bool {
	if n.DataAtom != atom.Time && n.DataAtom != atom.Td && !dom.AnyToken(dom.Attr(n, "class"), dateWord) {
		return false
	}
	return hasYear(dom.Text(n, nil))
}

// dateWord reports whether a class word names a date: one of its parts
// (split at hyphens, underscores and lower-to-upper case changes) is
// "date", starts with it ("dateline", "datetime", "dates") or ends with
// it ("postdate", "MessageCard__date-created"), but not a word that only
// holds the letters ("update", "updated", "lastupdate", "candidate",
// "validate"): vBulletin's "lastupdate" and a job board's "candidate" are
// no post's date.
func dateWord(t string) bool {
	for _, p := range wordParts(t) {
		p = strings.ToLower(p)
		if strings.HasPrefix(p, "date") {
			return true
		}
		if strings.HasSuffix(p, "date") && !slices.ContainsFunc(dateStems, func(w string) bool { return strings.HasSuffix(p, w) }) {
			return true
		}
	}
	return false
}

// dateStems are the words that end in "date" without naming one.
var dateStems = []string{"update", "candidate", "validate", "mandate", "accommodate", "consolidate", "liquidate", "sedate"}

// wordParts splits a class word at hyphens, underscores and where a
// lower-case letter meets an upper-case one ("postDate" -> post, Date).
func wordParts(t string) []string {
	var parts []string
	start := 0
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case c == '-' || c == '_':
			if i > start {
				parts = append(parts, t[start:i])
			}
			start = i + 1
		case c >= 'A' && c <= 'Z' && i > start && t[i-1] >= 'a' && t[i-1] <= 'z':
			parts = append(parts, t[start:i])
			start = i
		}
	}
	if start < len(t) {
		parts = append(parts, t[start:])
	}
	return parts
}

func hasYear(s string) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			if run++; run == 4 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// A poster named by no class or microdata (Simple Machines, MyBB, NodeBB,
// the XenForo themes that rename a.username, Lemmy, new Reddit) is still a
// link to the member's profile page, whose address every engine builds
// from a few words: when the post has no posterName before its body, the
// last profileLink is the name. Taking the nearer of the two to the body
// instead lost (wcxb-dev forum 0.84286 -> 0.84241, 11 pages, evernote
// 0.916 -> 0.910): on Invision a body's "@name" mention link above a
// chosen paragraph is nearer than the poster's h3.cAuthorPane_author,
// and a credit in the site's header is refused anyway (creditChrome). wcxb-dev forum 0.84108 -> 0.84149 (12
// pages gain, up to toyotanation 0.955 -> 0.971; woodworkingtalk, whose
// truth leaves names out, 0.973 -> 0.961, and thestudentroom -0.003).
//
// profilePaths are the address parts of forum engines' member profiles.
var profilePaths = []string{"/members/", "member.php", "memberlist.php", "action=profile", "/profile/", "/user/", "/users/", "/u/", "/user-", "/~", "profile.php"}

// profileLink reports whether n is a link to a member's profile page.
func profileLink(n *html.Node) bool {
	if n.DataAtom != atom.A {
		return false
	}
	h := dom.Attr(n, "href")
	for _, p := range profilePaths {
		// "/members/" alone is the member list, not one member's page.
		if i := strings.Index(h, p); i >= 0 && strings.TrimLeft(h[i+len(p):], "/?#") != "" {
			return true
		}
	}
	return false
}
