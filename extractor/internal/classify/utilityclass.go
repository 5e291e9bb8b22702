package classify

// Layout utility classes: CSS frameworks (Tailwind, Bootstrap 5, Stack
// Overflow's Stacks) name an element's box model in its class, and a word
// of such a name can read as chrome: "overflow-hidden" (clip what
// overflows the box; the box itself shows) splits into "overflow" and
// "hidden", and "hidden" marks chrome (exactChrome). Cards, article
// bodies and whole columns carry it; a listing's cards under it became
// boilerplate beside the one card the content region held (wcxb-dev
// 2903, Stack Overflow's blog: 0.76). utilityWord reports whether the
// word at k is such a layout value, which then suggests no role.
//
// Measured with gym score against no such exception: wcxb-dev 0.90084 ->
// 0.90103 (35 pages gain, 14 lose): listing 0.806 -> 0.809 (Stack
// Overflow's blog 0.76 -> 0.89, Ars Technica 0.79 -> 0.87), service 0.860
// -> 0.863 (render.com 0.48 -> 0.79, fly.io 0.83 -> 0.98), article 0.963
// (0267 0.78 -> 0.96); collection 0.787 -> 0.780 only by one client-side
// shell whose truth is empty (glossier 1.0 -> 0.0: its text had been
// dropped by the word), the other collections +0.002; ScrapingHub and
// trafilatura-dev unchanged.
func utilityWord(words []string, k int) bool {
	if words[k] != "hidden" || k == 0 {
		return false
	}
	p := words[k-1]
	if (p == "x" || p == "y") && k >= 2 {
		p = words[k-2] // overflow-x-hidden
	}
	return p == "overflow"
}
