package prune

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
)

// Content roots inside the page's landmarks: a <header>, <footer>, <nav>
// or <aside> outside any <article> or <main> is the site's, and the
// classifier may still choose blocks in it beside the article: the lists
// of a mega menu under <header> (a cloud vendor's hundred product links),
// a legal note in the footer, the teasers of a blog's right column
// (<aside>, wcxb-dev 4690: the column's texts outweighed the post). The
// roots in one such landmark go when the content outside it holds at
// least rootMinRest letters, and
//   - in a header, when their text is mostly links (linkDense) and less
//     than the rest: a site header may hold the page's headline and lead;
//   - in a footer, when they hold less text than the rest;
//   - in an aside, whatever their size: a sidebar is never the article
//     when an article was chosen beside it;
//   - in a <nav> (the nearest landmark, in a header or not), when their
//     text is mostly links, whatever their size: a menu holds no headline
//     or lead, and a site's menu of a hundred topic pages outweighs the
//     article it was chosen beside (a children's civics site's sub-menus,
//     trafilatura-dev 0005).
//
// An article's own header, footer or aside (inside <article> or <main>)
// stays here; articlefooters.go judges an article's footer. Measured with the model of 06f21f8: wcxb-dev 0.8950 -> 0.8953
// (4690 0.44 -> 0.97, a collection +0.001, no page loses), trafilatura-dev
// P 0.9158 -> 0.9164, ScrapingHub unchanged. The <nav> case, against the
// rule without it: trafilatura-dev P 0.9290 -> 0.9296 (0005 0.857 ->
// 1.000); wcxb-dev, ScrapingHub and readability-testpages identical page
// for page.
func landmarkRoots(t *tree, cut func(int32, classify.Role)) {
	roots := t.roots()
	if len(roots) < 2 {
		return
	}
	var total int32
	byLandmark := map[*html.Node][]int32{}
	for _, r := range roots {
		total += t.text[r]
		if t.cut[r] || t.text[r] == 0 {
			continue
		}
		if h := pageLandmark(t.nodes[r]); h != nil {
			byLandmark[h] = append(byLandmark[h], r)
		}
	}
	for h, rs := range byLandmark {
		var text, links int32
		for _, r := range rs {
			text += t.text[r]
			links += t.link[r]
		}
		rest := total - text
		if rest < rootMinRest {
			continue
		}
		switch h.DataAtom {
		case atom.Header:
			if float32(links) < linkDense*float32(text) || rest <= text {
				continue
			}
		case atom.Nav:
			if float32(links) < linkDense*float32(text) {
				continue
			}
		case atom.Footer:
			if rest <= text {
				continue
			}
		}
		role := classify.RoleNavigation
		switch h.DataAtom {
		case atom.Footer:
			role = classify.RoleFooter
		case atom.Aside:
			role = classify.RoleSidebar
		}
		for _, r := range rs {
			cut(r, role)
		}
	}
}

// pageLandmark returns the <header>, <footer> or <aside> holding n (n
// itself or its nearest such ancestor) when no <article> or <main> holds
// it, else nil. A footer is the page's as classify.PageFooter finds it,
// the classifier's own answer: a site footer rendered inside <main>
// counts too.
func pageLandmark(n *html.Node) *html.Node {
	var h *html.Node
	for p := n; p != nil; p = p.Parent {
		switch p.DataAtom {
		case atom.Footer:
			if h == nil {
				if classify.PageFooter(p) {
					return p
				}
				return nil
			}
		case atom.Header, atom.Aside, atom.Nav:
			if h == nil {
				h = p
			}
		case atom.Article, atom.Main:
			return nil
		}
	}
	return h
}
