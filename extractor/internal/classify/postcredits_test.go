package classify

import (
	"strings"
	"testing"

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
			x := indexPage(t, page)
			s := score(x, routeOptions{softHints: true})
			mains := map[int32]float64{}
			for i, n := range x.nodes {
				switch {
				case dom.Attr(n, "class") == "body":
					mains[int32(i)] = 1
				case n.Data == "aside" || n.Data == "header":
					s.chrome[i] = code(RoleSidebar)
				}
			}
			rescuePostCredits(x, s, c.opt, mains)
			got := mainText(emitBlocks(x, s, mains))
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

func TestHasYear(t *testing.T) {
	for s, want := range map[string]bool{"Mar 21, 2024": true, "11. Sep 2024, 18:36": true, "17 hours ago": false, "Tuesday at 12:03 PM": false, "": false} {
		if got := hasYear(s); got != want {
			t.Errorf("hasYear(%q) = %v, want %v", s, got, want)
		}
	}
}
