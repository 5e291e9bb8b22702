package classify

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

func TestPostCredits(t *testing.T) {
	// Two posts: a user panel (chrome, marked itemprop=author, holding the
	// name and a rank), a header with a <time>, the body. The second post's
	// header has only a relative stamp.
	page := `<html><body><div class="thread">` +
		`<article class="message"><aside class="message-user" itemprop="author"><h4 class="message-name"><a class="username" href="/m/1">kestrel</a></h4><h5>Well-Known Member</h5></aside>` +
		`<div class="message-main"><header class="message-attribution"><time datetime="2024-03-21">Mar 21, 2024</time></header>` +
		`<div class="body">The liftgate lights went dark after the dealer's update last week.</div></div></article>` +
		`<article class="message"><aside class="message-user"><h4><a class="ipsUsername" href="/m/2">golftango</a></h4></aside>` +
		`<div class="message-main"><header><time datetime="2026-11-27">17 hours ago</time></header>` +
		`<div class="body">Mine did the same; a reset of the body module brought them back.</div></div></article>` +
		`<article class="message"><div class="side"><a href="/index.php?action=profile;u=318771">arantor</a><div>Posts: 3</div></div>` +
		`<div class="body">The theme's settings page lists the option under its appearance tab.</div></article>` +
		`<li class="postbitlegacy"><div class="posthead"><span class="postdate"><span class="date">12-11-2024,&nbsp;<span class="time">09:29 PM</span></span></span></div>` +
		`<div class="userinfo"><a class="username offline" href="/members/7.html"><strong>jonburnaby</strong></a><span class="usertitle">Newbie</span></div>` +
		`<div class="body">Fake reviews are easy to spot once you read the negative ones first.</div></li>` +
		`</div></body></html>`
	for _, c := range []struct {
		name    string
		opt     routeOptions
		credits bool
	}{
		{"a forum keeps who wrote each post and when", optionsFor(TypeForum), true},
		{"an article's comments are not credited", optionsFor(TypeArticle), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := creditedText(t, page, c.opt, RoleSidebar, func(n *html.Node) bool { return n.Data == "aside" || n.Data == "header" })
			for _, w := range []string{"kestrel", "Mar 21, 2024", "golftango", "arantor", "jonburnaby", "12-11-2024"} {
				if strings.Contains(got, w) != c.credits {
					t.Errorf("%q kept = %v, want %v: %q", w, !c.credits, c.credits, got)
				}
			}
			for _, w := range []string{"Well-Known Member", "17 hours ago", "Posts: 3", "Newbie"} {
				if strings.Contains(got, w) {
					t.Errorf("%q is kept: %q", w, got)
				}
			}
			if !strings.Contains(got, "body module") || !strings.Contains(got, "liftgate") {
				t.Errorf("a post body is lost: %q", got)
			}
		})
	}
}

// creditedText runs rescuePostCredits on page as the classifier would
// leave it: every class="body" chosen as a post body, the elements chrome
// picks marked with role, and returns the main text.
func creditedText(t *testing.T, page string, opt routeOptions, role Role, chrome func(*html.Node) bool) string {
	t.Helper()
	return mainText(creditedBlocks(t, page, opt, role, chrome))
}

// creditedBlocks is creditedText's blocks, for tests that look at which
// element a credit joined as.
func creditedBlocks(t *testing.T, page string, opt routeOptions, role Role, chrome func(*html.Node) bool) []Block {
	t.Helper()
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	mains := map[int32]float64{}
	for i, n := range x.nodes {
		switch {
		case dom.Attr(n, "class") == "body":
			mains[int32(i)] = 1
		case chrome(n):
			s.chrome[i] = code(role)
		}
	}
	rescuePostCredits(x, s, opt, mains)
	return emitBlocks(x, s, mains)
}

func TestHasYear(t *testing.T) {
	for s, want := range map[string]bool{"Mar 21, 2024": true, "11. Sep 2024, 18:36": true, "17 hours ago": false, "Tuesday at 12:03 PM": false, "": false} {
		if got := hasYear(s); got != want {
			t.Errorf("hasYear(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestPostCreditsSinglePost: a thread with one chosen post body climbs
// toward the page's header, where the visitor's name, a login label and
// a "Members" link sit before the post; the post's own profile link is
// its credit, and the header keeps its chrome. A post with no credit of
// its own gets none from the header.
func TestPostCreditsSinglePost(t *testing.T) {
	own := `<a href="/members/bob.5/">bob</a>`
	for _, c := range []struct{ name, header, own string }{
		{"the visitor's name", `<header class="p-header"><nav><a href="/">Forums</a><span class="p-navgroup-username">kestrel42</span></nav></header>`, own},
		{"a login label", `<div class="p-header"><form action="/login"><label class="login-username">Your name or email</label><input name="login"></form></div>`, own},
		{"a members link", `<div role="banner"><a href="/members/">Members</a></div>`, `<strong>bob</strong>`},
		{"a header holding a search form", `<header class="top"><h1>Liftgate lights</h1><form action="/search"><input name="q"></form><span class="username">kestrel42</span></header>`, own},
	} {
		t.Run(c.name, func(t *testing.T) {
			page := `<html><body><div class="p-body">` + c.header +
				`<div class="p-main"><div class="block"><div class="message">` +
				`<div class="message-user">` + c.own + `</div>` +
				`<div class="body">The liftgate lights went dark after the dealer's update last week.</div>` +
				`</div></div></div></div></body></html>`
			got := creditedText(t, page, optionsFor(TypeForum), RoleHeader, func(n *html.Node) bool {
				return n.Data == "header" || n.Data == "nav" || n.Data == "form" || dom.Attr(n, "role") == "banner"
			})
			for _, w := range []string{"kestrel42", "Your name", "Members", "Forums"} {
				if strings.Contains(got, w) {
					t.Errorf("%q is credited: %q", w, got)
				}
			}
			if strings.Contains(got, "bob") != (c.own == own) || !strings.Contains(got, "liftgate") {
				t.Errorf("the post's credit or body is lost: %q", got)
			}
		})
	}
}

// TestSiteChrome: a <header> is the site's when no sectioning element
// holds it and it holds a menu or a form; a post's header beside the
// thread's <h1> is the post's.
func TestSiteChrome(t *testing.T) {
	x := indexPage(t, `<html><body><header id="a"><div><nav>Home</nav></div></header><article><header id="b"><nav>Post</nav></header></article>`+
		`<div role="navigation" id="c">x</div><div class="MessageCard"><header id="d"><h1>Liftgate lights</h1><a href="/members/bob.5/">bob</a></header></div></body></html>`)
	want := map[string]bool{"a": true, "b": false, "c": true, "d": false}
	for _, n := range x.nodes {
		if id := dom.Attr(n, "id"); id != "" {
			if got := siteChrome(n); got != want[id] {
				t.Errorf("siteChrome(#%s) = %v, want %v", id, got, want[id])
			}
		}
	}
}

func TestDateWord(t *testing.T) {
	for w, want := range map[string]bool{
		"date": true, "post-date": true, "postdate": true, "date-time": true, "dateline": true, "postDate": true,
		"MessageCard__date-created": true, "u-dt": false, "update": false, "updated": false, "lastupdate": false,
		"candidate": false, "candidates": false, "validate": false, "js-validate-form": false, "": false,
	} {
		if got := dateWord(w); got != want {
			t.Errorf("dateWord(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestPostTimeClass: an "updated" stamp with a year is no post's date.
func TestPostTimeClass(t *testing.T) {
	x := indexPage(t, `<html><body><div><span class="updated">Edited Mar 22, 2024</span><span class="post-date">Mar 21, 2024</span><span class="candidate">Class of 2024</span></div></body></html>`)
	for _, n := range x.nodes {
		c := dom.Attr(n, "class")
		if c == "" {
			continue
		}
		if got, want := postTime(n), c == "post-date"; got != want {
			t.Errorf("postTime(.%s) = %v, want %v", c, got, want)
		}
	}
}

// The poster's name goes out marked Joined, for the prune stage to keep;
// the date and the post body do not.
func TestPostCreditsMarkJoined(t *testing.T) {
	page := `<html><body><div class="thread"><div class="post"><p class="author">by <a class="username" href="/memberlist.php?u=1">kestrel</a> » ` +
		`<time datetime="2024-02-24">Sat Feb 24, 2024 5:43 pm</time></p>` +
		`<div class="body">The liftgate lights went dark after the dealer's update last week.</div></div></div></body></html>`
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	mains := map[int32]float64{}
	for i, n := range x.nodes {
		if dom.Attr(n, "class") == "body" {
			mains[int32(i)] = 1
		}
	}
	rescuePostCredits(x, s, optionsFor(TypeForum), mains)
	joined := map[string]bool{}
	for _, b := range emitBlocks(x, s, mains) {
		if b.Role == RoleMain {
			joined[strings.TrimSpace(dom.Text(b.Node, nil))] = b.Joined
		}
	}
	want := map[string]bool{"kestrel": true, "Sat Feb 24, 2024 5:43 pm": false, "The liftgate lights went dark after the dealer's update last week.": false}
	if len(joined) != len(want) {
		t.Fatalf("main blocks %v, want %v", joined, want)
	}
	for k, v := range want {
		if j, ok := joined[k]; !ok || j != v {
			t.Errorf("%q: joined = %v (present %v), want %v", k, j, ok, v)
		}
	}
}

// TestPostCreditHeading: a poster's name written as a heading around its
// profile link joins the content as the heading, not as the bare link.
func TestPostCreditHeading(t *testing.T) {
	page := `<html><body><div class="thread">` +
		`<article class="message"><aside class="message-user"><div class="details"><h4 class="message-name"><a class="username" href="/m/1">kestrel</a></h4><h5>Well-Known Member</h5></div></aside>` +
		`<div class="body">The liftgate lights went dark after the dealer's update last week.</div></article>` +
		`<article class="message"><aside class="message-user"><span class="poster"><a class="username" href="/m/2">golftango</a></span></aside>` +
		`<div class="body">Mine did the same; a reset of the body module brought them back.</div></article>` +
		`</div></body></html>`
	got := map[string]string{}
	for _, b := range creditedBlocks(t, page, optionsFor(TypeForum), RoleSidebar, func(n *html.Node) bool { return n.Data == "aside" }) {
		if b.Role == RoleMain {
			got[strings.TrimSpace(dom.Text(b.Node, nil))] = b.Node.Data
		}
	}
	if got["kestrel"] != "h4" {
		t.Errorf("the heading's name is joined as <%s>, want <h4>: %v", got["kestrel"], got)
	}
	if got["golftango"] != "a" {
		t.Errorf("a name in no heading is joined as <%s>, want <a>: %v", got["golftango"], got)
	}
}

func TestPostCreditsPhpBB2(t *testing.T) {
	// phpBB 2 prints a post as a row of its thread's table: the author
	// column (span.name, then rank and "Joined" facts) beside the message,
	// whose profile link is an icon under the body.
	page := `<html><body><table class="forumline">` +
		`<tr><td class="row1"><span class="name"><a name="30215"></a><b>Old Salt Pete</b></span><br><span class="postdetails">Boatwright<br>Joined: 02 Jan 2005</span></td>` +
		`<td class="row1"><div class="body">Put a thin washer on each side of the wheel to keep it centred.</div>` +
		`<a href="profile.php?mode=viewprofile&amp;u=318"><img alt="View user's profile"></a></td></tr>` +
		`</table></body></html>`
	got := creditedText(t, page, optionsFor(TypeForum), RoleBoilerplate, func(*html.Node) bool { return false })
	if !strings.Contains(got, "Old Salt Pete") {
		t.Errorf("the poster's name is lost: %q", got)
	}
	if strings.Contains(got, "Joined") || strings.Contains(got, "Boatwright") {
		t.Errorf("the author column's facts are kept: %q", got)
	}
}

func TestPostCreditsFluxBB(t *testing.T) {
	// FluxBB prints the poster's name bare in the author column's <dt>,
	// and the selection chooses each post's title and message apart: the
	// credit goes before the title, the first of the post's blocks.
	post := func(name, title, text string) string {
		return `<div class="blockpost"><div class="postleft"><dl><dt><strong>` + name + `</strong></dt>` +
			`<dd class="usertitle"><strong>Member</strong></dd><dd><span>Registered: 2025-11-01</span></dd></dl></div>` +
			`<div class="postright"><h3 class="body">` + title + `</h3><div class="postmsg"><p class="body">` + text + `</p></div></div></div>`
	}
	page := `<html><body><div id="brdmain">` +
		post("chunix64", "What happened with the ISO in 2024", "Why did the ISO size grow so fast from 2024 to 2025?") +
		post("nl6720", "Re: What happened with the ISO in 2024", "The boot loader changed, so the kernel and initramfs are there twice.") +
		`</div></body></html>`
	blocks := creditedBlocks(t, page, optionsFor(TypeForum), RoleBoilerplate, func(*html.Node) bool { return false })
	got := mainText(blocks)
	if strings.Contains(got, "Registered") || strings.Contains(got, "Member") {
		t.Errorf("the author column's facts are kept: %q", got)
	}
	var order []string
	for _, b := range blocks {
		if b.Role == RoleMain {
			order = append(order, strings.TrimSpace(dom.Text(b.Node, nil)))
		}
	}
	for _, w := range []string{"chunix64", "nl6720"} {
		if !slices.Contains(order, w) {
			t.Errorf("%q not credited: %q", w, order)
		}
	}
	if i, j := slices.Index(order, "chunix64"), slices.Index(order, "What happened with the ISO in 2024"); i < 0 || i > j {
		t.Errorf("the first poster's name is not before the post: %q", order)
	}
}
