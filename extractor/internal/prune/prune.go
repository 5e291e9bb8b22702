package prune

import (
	"cmp"
	"slices"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// Cut is a subtree of the content to leave out, with the role it plays and
// the rule that found it.
type Cut struct {
	Node *html.Node
	Role classify.Role
	Rule string
}

// rule is one pruning pass over the content. Rules run in the order of
// rules; each sees the cuts of the ones before it.
type rule struct {
	name  string
	apply func(t *tree, cut func(i int32, r classify.Role))
}

var rules = []rule{
	{"hidden-class", hiddenByClass},
	{"dawn-price", dawnPrices},
	{"popover", popovers},
	{"dismissible", dismissibles},
	{"consent-gate", consentGates},
	{"discard-name", discardNames},
	{"legal", legalBoxes},
	{"policy-panel", policyPanels},
	{"converted-price", convertedPrices},
	{"author-bio", authorBios},
	{"author-name", authorNames},
	{"article-footer", articleFooters},
	{"press-contact", pressContacts},
	{"facet", facets},
	{"srlabel", srLabels},
	{"image-description", imageDescriptions},
	{"unseen", unseen},
	{"unspoken", unspokenLabels},
	{"control-label", controlLabels},
	{"select-label", selectLabels},
	{"card-link", cardLinks},
	{"card-label", cardLabels},
	{"result-count", resultCounts},
	{"badge", badges},
	{"rating", ratingSummaries},
	{"field-label", fieldLabels},
	{"comment-thread", commentThreads},
	{"comment-title", commentTitles},
	{"cta", ctaBoxes},
	{"sign-in", signInPrompts},
	{"login-box", loginBoxes},
	{"signup-box", signupBoxes},
	{"comment-root", commentRoots},
	{"landmark-root", landmarkRoots},
	{"menu-root", menuRoots},
	{"signature", signatures},
	{"viewer-list", viewerLists},
	{"quote", quotes},
	{"duplicate", dedup},
	{"twin", twins},
	{"aria-twin", ariaTwins},
	{"toc", tocs},
	{"echo", echoes},
	{"stutter", stutters},
	{"heading-repeat", headingRepeats},
	{"repeat", repeats},
	{"long-repeat", longRepeats},
	{"excerpt", excerpts},
	{"short-repeat", shortRepeats},
	{"status", liveRegions},
	{"ticker", tickers},
	{"boilerplate-line", boilerLines},
	{"share-bar", shareBars},
	{"copyright", copyrightLines},
	{"boilerplate-inline", boilerInlines},
	{"link-block", linkBlocks},
	{"article-card", articleCards},
	{"caption", captions},
	{"credit", credits},
	{"dateline", datelines},
	{"promo", promos},
	{"app-badge", appBadges},
	{"set-off", setOffNotes},
	{"sign-off", signOffs},
	{"script-link", scriptLinks},
	{"tail", tails},
	{"timed-links", timedLinks},
	{"linked-card", linkedCards},
	{"read-also", readAlso},
	{"next-story", nextStories},
	{"head-links", headLinks},
	{"masthead", mastheads},
	{"widget-heading", widgetHeadings},
}

// Page is what the prune stage knows of the page beyond its content.
type Page struct {
	// Type is the type the page declares (classify.ClassifyPage, which
	// found it while classifying, so no rule walks the document again to
	// ask it); TypeUnknown when it declares none.
	Type classify.PageType
	// Sells is whether a page that declares no type shows one product,
	// by its add-to-cart forms or its schema.org Product microdata
	// (classify.Page.Sells): its content is a product's, and the product
	// rules apply (tree.product).
	Sells bool
	// Forum is whether the page's host names a forum: a thread there may
	// declare itself an article.
	Forum bool
	// Bios are the descriptions the page's structured data gives of
	// people (metadata.Read's AuthorBios), found by the walk that reads
	// the metadata rather than by another.
	Bios []string
	// Author is the page's writers as the metadata settled them (names
	// joined with ", "; "" when none): a line or a box that names only
	// the writer is the byline or the author box (authornames.go).
	Author string
	// Joined holds the content roots the classifier joined on purpose
	// (classify.Block.Joined: a forum post's credit, a heading between two
	// chosen blocks). No rule cuts one of them whole, nor the child that
	// holds all its text (tree.spared): the classifier took it for what
	// it is, where a rule reads only its box's name (phpBB's p.author
	// read as an author box by discard names). The phrase lines, which
	// read its words, still may (readsWords). Rules still cut smaller
	// parts inside them (a screen-reader label).
	Joined map[*html.Node]bool
	// Lang is the language the page declares (metadata.Read's, BCP 47;
	// "" when none): a month name that is a word in other languages
	// reads as a month without a day and a year only on a page in its
	// own (datelines.go).
	Lang string
	// URL is the page's address, so that a link to it with a fragment
	// reads as a link to one of its own elements (toc.go); "" when
	// unknown.
	URL string
	// Title is the page's title as the metadata settled it (the cut
	// <title>, an h1 or a structured title): a heading that repeats it
	// names the page (facettitles.go).
	Title string
	// Ablation turns rules off and reports the ones that act, for
	// measurement only (ablation.go); nil runs every rule.
	Ablation *Ablation
}

// Prune returns the subtrees of the content roots (rendered in the order
// given) that are boilerplate, in render order. skip reports the subtrees
// the classifier already left out; they are ignored.
func Prune(roots []*html.Node, skip func(*html.Node) bool, page Page) []Cut {
	if len(roots) == 0 {
		return nil
	}
	t := buildTree(roots, skip)
	t.page = page
	// The cuts as made: few on most pages, so kept by index rather than
	// in a table of every element (40 bytes each).
	var made []indexedCut
	for ri, r := range rules {
		if page.Ablation.off(r.name) {
			continue
		}
		cuts, kept := len(made), len(t.kept)
		words := readsWords(r.name)
		r.apply(t, func(i int32, role classify.Role) {
			if t.cut[i] || t.spared(i, words) {
				return
			}
			t.cutAt(i)
			made = append(made, indexedCut{i: i, rule: int32(ri), role: role})
		})
		page.Ablation.acted(r.name, len(made) > cuts || len(t.kept) > kept)
	}
	return t.outermost(made)
}

// outermost returns the cuts of made that no other cut holds, in render
// order. Each element is cut at most once, so the indexes are distinct.
func (t *tree) outermost(made []indexedCut) []Cut {
	slices.SortFunc(made, func(a, b indexedCut) int { return cmp.Compare(a.i, b.i) })
	k := 0 // the outermost cuts, moved to the front of made
	for j := 0; j < len(made); k++ {
		made[k] = made[j]
		for end := t.end[made[j].i]; j < len(made) && made[j].i < end; {
			j++
		}
	}
	if k == 0 {
		return nil
	}
	cuts := make([]Cut, k)
	for j, m := range made[:k] {
		cuts[j] = Cut{Node: t.nodes[m.i], Role: m.role, Rule: rules[m.rule].name}
	}
	return cuts
}

// readsWords reports whether the rule named name reads a line's own
// words as boilerplate (the phrase lists), evidence the classifier did
// not weigh when it joined a block by where it stands: a forum's
// advertisement posts as "Advertisement" in the poster's place, and the
// joined name is no name (tree.spared).
func readsWords(name string) bool {
	return name == "boilerplate-line" || name == "boilerplate-inline"
}

// indexedCut is a cut as a rule made it: the index of its element in
// the tree and of the rule in rules, and the role. A page of a hundred
// thousand short repeated lines makes as many cuts: keeping each in 24
// bytes rather than as a whole Cut's 48 keeps the stage's peak heap under
// DefaultLimits' bound (extractor's TestShapesMemory: 33x the input
// before, 25x after).
type indexedCut struct {
	i, rule int32
	role    classify.Role
}
