package prune

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
	"folio/extractor/internal/wordhash"
)

// Repeated lines of a product page: a shop renders the same description,
// care line or feature text several times (the summary beside the gallery,
// again under a "Description" tab, again in a mobile accordion; each
// variant's copy of its blurb), one paragraph at a time, with different
// markup around each copy. dedup.go cuts only whole copied blocks of some
// 40 words and twins.go only copies side by side; a lone paragraph copied
// elsewhere stays, and both benchmarks count its words twice. On a
// product page a paragraph (a unit of repeatMinWords words or more) whose
// words repeat an earlier paragraph's, word for word, is that copy:
// nothing a shopper reads twice. So is one whose words lie mostly
// (repeatShare) in sentences of earlier paragraphs: the copy under the
// tab often starts with a bold line of its own ("What we love"). Tab
// panels count: other rules spare them (documentation repeats its text
// under each language's tab), but a shop's "Description" tab is where the
// copy of its short description lives (WooCommerce's woocommerce-tabs).
// Listings and collections repeat short lines legitimately (the same "Free shipping" under every card) and
// documentation repeats its steps under each tab, so the rule keeps to
// pages that declare a product (JSON-LD Product or og:type product, or
// schema.org Product microdata around or inside the content).
//
// Measured with gym score against no such rule: wcxb-dev 0.8969 -> 0.8971,
// product 0.756 -> 0.759 (P 0.732 -> 0.741, R 0.853 -> 0.847; 27 pages
// gain up to 0.18, 10 lose: truths that keep a FAQ the page shows twice,
// or the same spec value under each variant); other types, ScrapingHub
// and trafilatura-dev unchanged. Five or eight words instead of three:
// product 0.758. The sentences then took product to 0.760 (P 0.741 ->
// 0.743; seven pages gain up to 0.04, the FAQ page loses 0.017). On
// every page type instead of products: articles 0.961 -> 0.959,
// documentation 0.946 -> 0.942, services 0.858 -> 0.856. Tab panels:
// product 0.762 -> 0.764 (a WooCommerce shop 0.62 -> 0.81, no page loses).
// Microdata: product 0.764 -> 0.766 (Steam's nine pages up to 0.07, MVMT
// 0.47 -> 0.53), a collection holding two microdata products -0.011.
// A unit's text without the echoes cut from it: product 0.768 -> 0.769
// (three eBay pages whose condensed card repeats the title, up to 0.07).
//
// A specification table is the exception to "nothing a shopper reads
// twice": its rows pair a label with a value, and the same value under
// another row's label is another fact ("Weight, XS to XL: 1 lb 13 oz",
// "Weight, XXL to 4XL: 1 lb 13 oz"; the same interface for two slots).
// A data cell's value (cellTable) is therefore a copy only of a cell of
// another table (a spec sheet printed again under a tab), not of a cell
// of its own table nor of a paragraph. Measured (gym score wcxb, against
// every unit alike, on b30d8a7): product 0.81052 -> 0.81082, host-
// bootstrap share below 0.80 30.0% -> 29.6% (Newegg's two cards +0.003
// and +0.006, REI's jacket +0.021, a desk converter's sheet +0.006; B&H's
// camera -0.001), every other page of wcxb-dev unchanged. Sparing every
// cell also kept copied tables (a headphone's sheet printed twice,
// -0.011; B&H -0.016): product 0.81069; also cutting a cell that repeats
// an earlier paragraph lost the Newegg and REI gains: 0.81064 (both
// measured on e55b444 with an unbounded walk to the nearest table).
const (
	repeatMinWords = 3
	// repeatShare is the share of a paragraph's words in sentences seen
	// before that makes it a copy (a blurb again after a heading line).
	repeatShare = 0.7
)

func repeats(t *tree, cut func(int32, classify.Role)) {
	// Hashing every unit's words and sentences is most of the rule's
	// work, and only a product page's copies are cut: ask first.
	if !t.product() {
		return
	}
	var seen, grams *hashSet
	var dups []int32
	var toks, fresh []uint64
	var ends []int
	cellSeen := map[uint64]*html.Node{} // a data cell's words, by the table they were first seen in
	for k, u := range t.units {
		if !t.canCut(u) || t.unitText[u] == "" {
			continue
		}
		text := t.keptText(u)
		toks, ends = sentenceTokens(toks[:0], ends[:0], text)
		if len(toks) < repeatMinWords {
			continue
		}
		if seen == nil {
			seen, grams = newHashSet(64), newHashSet(64)
		}
		whole := wordhash.Seq(toks)
		if table := t.cellTable(u); table != nil {
			// A data cell: a copy only of another table's cell.
			if at, ok := cellSeen[whole]; ok && at != table {
				dups = append(dups, u)
			} else if !ok {
				cellSeen[whole] = table
				seen.add(whole)
			}
			continue
		}
		near := nearCopy(grams, toks) && t.linkDensity(u) < nearCopyLinks // nearcopies.go
		// The unit as a whole, then each sentence of repeatMinWords words
		// or more (kept for excerpts.go); a sentence counts as seen only
		// in an earlier unit.
		copied := seen.has(whole)
		fresh = append(fresh[:0], whole)
		seenWords := 0
		for _, s := range t.sentenceList(t.hashSentences(k, text, toks, ends)) {
			if seen.has(s.hash) {
				seenWords += int(s.words)
			} else {
				fresh = append(fresh, s.hash)
			}
		}
		for _, h := range fresh {
			seen.add(h)
		}
		if copied || near || float64(seenWords) >= repeatShare*float64(len(toks)) {
			dups = append(dups, u)
		}
	}
	for _, u := range dups {
		if !t.cut[u] {
			cut(u, classify.RoleBoilerplate)
		}
	}
}

// keptText returns unit u's text without the subtrees cut inside it so
// far (echoes.go's screen-reader copy of a title): the unit's text was
// read before any cut, and "title title" would not match the title's
// next copy.
func (t *tree) keptText(u int32) string {
	var cuts map[*html.Node]bool
	for j := u + 1; j < t.end[u]; j++ {
		if t.cut[j] {
			if cuts == nil {
				cuts = make(map[*html.Node]bool)
			}
			cuts[t.nodes[j]] = true
			j = t.end[j] - 1
		}
	}
	if cuts == nil {
		return t.unitText[u]
	}
	return dom.Text(t.nodes[u], func(n *html.Node) bool { return cuts[n] || skipped(n) })
}

// has reports whether h is in the set.
func (s *hashSet) has(h uint64) bool {
	if h == 0 {
		return s.zero
	}
	for i := (h ^ h>>29) & s.mask; ; i = (i + 1) & s.mask {
		switch s.slots[i] {
		case h:
			return true
		case 0:
			return false
		}
	}
}

// product reports whether the page is a product's: it declares one
// (Page.Type: JSON-LD, og:type), classify found it sells one thing
// (Page.Sells), or the content lies in a schema.org Product's microdata
// (itemtype) or holds one to classify.OneProductMax of them, the markup
// of shops whose JSON-LD does not name the type (a category grid marks
// every card). Three rules ask (hiddenByClass, repeats and
// shortRepeats): the answer is found once.
func (t *tree) product() bool {
	if t.isProduct == 0 {
		t.isProduct = 1
		if t.findProduct() {
			t.isProduct = 2
		}
	}
	return t.isProduct == 2
}

func (t *tree) findProduct() bool {
	if t.page.Type == classify.TypeProduct || t.page.Sells {
		return true
	}
	for _, r := range t.roots() {
		for p := t.nodes[r].Parent; p != nil; p = p.Parent {
			if p.Type == html.ElementNode && classify.ProductItem(p) {
				return true
			}
		}
	}
	items := 0 // Product items not inside another: a grid's cards are many
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if classify.ProductItem(t.nodes[i]) {
			items++
			i = t.end[i] - 1
		}
	}
	return items > 0 && items <= classify.OneProductMax
}

// cellTable returns the table whose data cell (<td>) holds unit u, nil
// when none does. The cell is u or one of its cellDepth nearest
// ancestors, it holds at most cellMaxText letters and digits (a value,
// not a layout table's column of prose), and its table is at most three
// levels above it (<tr>, <tbody>, <table>): a constant walk per unit.
func (t *tree) cellTable(u int32) *html.Node {
	c := u
	for k := 0; c >= 0 && t.nodes[c].DataAtom != atom.Td; k++ {
		if k == cellDepth {
			return nil
		}
		c = t.parent[c]
	}
	if c < 0 || t.text[c] > cellMaxText {
		return nil
	}
	p := t.nodes[c].Parent // the table may lie above the content's root
	for k := 0; p != nil && k < 3; k++ {
		if p.DataAtom == atom.Table {
			return p
		}
		p = p.Parent
	}
	return nil
}

// cellDepth is how far above a unit its cell may be: page builders wrap a
// cell's value in a box or two (<td><div><div><p>).
const cellDepth = 4

// cellMaxText is the most text (letters and digits) of a data cell that
// holds a value: a specification's longest values are a sentence
// ("Contains materials that meet the bluesign criteria", 44).
const cellMaxText = 200
