package prune

// What no rule cuts whole: an element a rule found to be content
// (tree.kept) and a root the classifier joined on purpose (Page.Joined).
// Prune asks spared before each cut, so the stronger reading of a block
// stands over a rule that reads only its box's name or its words.

// keep marks element i as content that no later rule cuts whole (rules
// still cut inside it: see spared).
func (t *tree) keep(i int32) {
	if t.kept == nil {
		t.kept = map[int32]bool{}
	}
	t.kept[i] = true
}

// spared reports whether no rule may cut element i whole: a rule kept it,
// or it is a root the classifier joined on purpose (Page.Joined), or i
// holds all the text of such an element. A wrapper's only child is the
// wrapper's text: a poster's name joined as <div class="poster"><span
// class="author-name">, which discard names read by the child's class,
// would go whole with the child. Parts that hold less (a rank under the
// name, a screen-reader label) are not spared; rules cut them. words
// says the asking rule reads the line's own words (readsWords), which a
// joined root does not stand against: the classifier joined it by where
// it stands, not by what it says. A kept element stands against them:
// commentTitles keeps a section's title against the phrase lines.
//
// A rule refused here does not read the element's parts again for the
// same reason: the rules that skip a cut subtree skip a spared one too
// (hidden.go: a hidden box's hidden line), since the verdict on the
// element is a verdict on what it holds. Rules that read other evidence
// still reach the parts, as they walk every element or unit on their own
// (srlabels.go).
func (t *tree) spared(i int32, words bool) bool {
	for {
		if t.kept[i] || !words && t.parent[i] < 0 && t.page.Joined[t.nodes[i]] {
			return true
		}
		p := t.parent[i]
		if p < 0 || t.text[i] == 0 || t.text[p] != t.text[i] {
			return false
		}
		i = p
	}
}
