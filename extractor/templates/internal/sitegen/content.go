package sitegen

import (
	"fmt"
	"strings"
)

// content writes the article body: paragraphs with occasional headings,
// lists, quotes, figures and tables (lengths drawn so that a site's pages
// vary about 4x in length, like the articles of one wcxb-dev host), and the
// layout's chrome inserted at random points.
func (w *writer) content(l Layout) {
	n := 4 + w.r.IntN(14)
	chromeAt := map[int]string{}
	for _, c := range []string{l.Share, l.Ad, l.Form} {
		if c != "" {
			chromeAt[w.r.IntN(n+1)] = c
		}
	}
	if l.Share != "" && w.r.IntN(2) == 0 {
		chromeAt[0] = l.Share // share bars often open the article
	}
	for i := 0; i <= n; i++ {
		if c, ok := chromeAt[i]; ok {
			w.chrome(l, c)
		}
		if i == n {
			break
		}
		w.block()
	}
}

func (w *writer) block() {
	switch k := w.r.IntN(12); {
	case k == 0:
		w.text("h2", strings.TrimSuffix(sentence(w.r, 3+w.r.IntN(4)), "."))
	case k == 1:
		w.s("<ul>")
		for i := 0; i < 2+w.r.IntN(4); i++ {
			w.text("li", sentence(w.r, 4+w.r.IntN(8)))
		}
		w.s("</ul>")
	case k == 2:
		w.s("<blockquote>")
		w.text("p", paragraph(w.r))
		w.s("</blockquote>")
	case k == 3:
		w.f(`<figure class="wp-block-image"><img src="/i/%d.jpg" alt="">`, w.r.IntN(1000))
		w.text("figcaption", sentence(w.r, 5))
		w.s("</figure>")
	case k == 4:
		w.s("<table><tbody>")
		for i := 0; i < 2+w.r.IntN(3); i++ {
			w.s("<tr>")
			w.text("td", capitalize(pick(w.r, vocabulary)))
			w.text("td", fmt.Sprint(w.r.IntN(1000)))
			w.s("</tr>")
		}
		w.s("</tbody></table>")
	default:
		w.text("p", paragraph(w.r))
	}
}

// chrome writes one in-content chrome block of class c.
func (w *writer) chrome(l Layout, c string) {
	switch c {
	case l.Share:
		w.f(`<div class="%s"><span>Share this</span><a href="https://x.example/share">X</a><a href="https://fb.example/share">Facebook</a><a href="mailto:">Email</a></div>`, c)
	case l.Ad:
		w.f(`<div class="%s"><span class="label">Advertisement</span><a href="https://ads.example/c?%d"><img src="/ad.png" alt="Sponsored offer"></a></div>`, c, w.r.IntN(1e6))
	case l.Form:
		w.f(`<form class="%s"><p>Get the newsletter every week</p><input type="email" placeholder="Email"><button>Subscribe</button></form>`, c)
	}
}
