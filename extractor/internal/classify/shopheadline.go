package classify

import "golang.org/x/net/html/atom"

// rescueShopHeadline adds a collection page's headline when no chosen
// block holds an <h1>. A category's name sits in a banner or toolbar whose
// other lines are sort controls, filters and result counts, so the model
// rejects the box and the name goes with it while the grid of items is
// kept. The first visible <h1> outside chrome joins the chosen blocks by
// itself, not its box.
//
// Measured with gym score against no such rule: wcxb-dev 0.904350 ->
// 0.904459 (8 pages gain, a chart page 0.752 -> 0.896; 10 lose up to
// 0.004). On product pages too it cost more than it gained (product F1
// .776, precision .758 -> .756): whether a product's name belongs to the
// content differs by shop in the ground truth (an Etsy listing 0.920 ->
// 0.882, Newegg -0.013; IKEA +0.021).
func rescueShopHeadline(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if opt.pageType != TypeCollection || len(mains) == 0 {
		return
	}
	sc := 0.0
	for m, v := range mains {
		sc = max(sc, v)
		for i := m; i < x.end[m]; i++ {
			if x.atom(i) == atom.H1 {
				return
			}
		}
	}
	for i := int32(0); i < int32(len(x.nodes)); i++ {
		if s.chrome[i] != 0 || s.flags[i]&flagHidden != 0 {
			i = x.end[i] - 1
			continue
		}
		if x.atom(i) != atom.H1 {
			continue
		}
		if x.text[i] == 0 || x.link[i] == x.text[i] {
			continue // an empty heading or a logo's link
		}
		mains[i] = sc
		trustUnits(x, s, i)
		return
	}
}
