package classify

// Disclaimers: a box named for a disclaimer ("disclaimer", "disclaimers",
// "feature-benefit__disclaimer-wrap") holds a page's small print: "Images
// are for illustration purposes only", "Actual battery life varies",
// "Specifications may change without notice". A maker's product page
// closes on a long list of such notes, which outweighed the product's own
// text (wcxb-dev's Samsung tablet: 449 words of notes against 128 of
// content, chosen as a block of their own). The word is a hint like
// "sidebar" or "promo": with the model a feature, not a verdict, and
// outside the chosen region the role that asides.go gives a stray block
// under it. Prune's discard list names it too (discard.go), but only
// inside the content and only when the box holds under 30% of it.
//
// Measured (gym score wcxb, --worst 2000): wcxb-dev mean 0.905843 ->
// 0.905926, product 0.78363 -> 0.78449 (the Samsung tablet 0.154 ->
// 0.260; Samsung's phone 0.615 -> 0.611), service 0.87113 -> 0.87119,
// article 0.96461 -> 0.96462 (one page 0.953 -> 0.963, one 0.896 ->
// 0.895); ScrapingHub, trafilatura-dev and readability-testpages
// unchanged. "footnote" beside it lost two articles (0.888 -> 0.867,
// 0.973 -> 0.969): an article's notes are its text. In chromeHints it is
// also a compound's head word (head.go): the tablet's notes sit in a
// "text-editor--feature-bottom-disclaimer" box, whose first word, a content
// word, vetoes the plain hint; read by hintRole alone the tablet did not
// move.
const disclaimerPrefix = "disclaimer"
