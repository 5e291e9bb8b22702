package metadata

import "strings"

// A trademark or registration sign ("Crusher® ANC 2", "Nintendo Switch™")
// is how a shop's page template dresses its brand in the visible heading;
// the same page's head titles (<title>, og:title, twitter:title), which it
// writes for search results and link previews, often leave the sign out,
// and the page's title is then the text as the head writes it. A head
// title that keeps the sign ("Summit 24™ Smokeless Fire Pit",
// "BLACKROLL® - …") keeps it in the title too: the sign is dropped only
// when a head title spells the same words without it.
//
// Measured on wcxb-dev: title 1241 -> 1243 of 1497 (a headphone maker's
// and a game console maker's product pages gain, none lose: the five
// titles whose truth keeps a sign all have it in their head titles);
// readability-testpages, author and date unchanged.

// trademarkSigns are the signs a brand's name may carry.
const trademarkSigns = "®™℠"

// dropUnwrittenMarks removes the trademark signs from t when one of the
// head titles contains t's words without them.
func dropUnwrittenMarks(t string, heads []string) string {
	if !strings.ContainsAny(t, trademarkSigns) {
		return t
	}
	bare := strings.Join(strings.Fields(strings.Map(func(r rune) rune {
		if strings.ContainsRune(trademarkSigns, r) {
			return -1
		}
		return r
	}, t)), " ")
	fb := foldTitle(bare)
	if fb == "" {
		return t
	}
	for _, h := range heads {
		if h != "" && !strings.ContainsAny(h, trademarkSigns) && strings.Contains(foldTitle(h), fb) {
			return bare
		}
	}
	return t
}
