// Package prune removes the boilerplate the classifier leaves inside the
// content it chose: copies of the article, marquee tickers, share and subscribe prompts,
// "related" link lists, captions and credits, datelines and bylines. The
// classifier picks subtrees; a news article's body subtree still carries
// such things, and both benchmarks (WCXB's word bag, ScrapingHub's 4-gram
// shingles) count each of their words as an error.
//
// The stage runs after classify on the main blocks (extractor/prune.go);
// its cuts become blocks of their own (roles boilerplate and related), so
// that the main profile leaves them out, rag keeps the related links and
// debug shows them. Each rule lives in its own file and runs in this order:
//
//   - hidden.go: text hidden by a CSS framework class ("d-none") and
//     skip links. dawnprices.go: the price box that Shopify's Dawn theme
//     hides (the sale box of a card not on sale, the regular box of one
//     on sale).
//   - popovers.go: elements with the HTML popover attribute (shown only
//     when a button opens them: menus, an "install this app" card), and
//     content roots inside one.
//   - dismissibles.go: notices the reader closes (a welcome box, an
//     alert): the box around a control that dismisses it by Bootstrap's
//     data-dismiss, an aria-label "Close", or a click handler that hides
//     its own box or sets a cookie.
//   - consentgates.go: the box a site shows in place of an embed until
//     the reader agrees ("Twitter freischalten", "Klicken Sie auf den
//     unteren Button, um den Inhalt nachzuladen"): a short box around a
//     button beside an unloaded frame or a hidden copy of the embed, or
//     named for consent, privacy, a blocker or a placeholder.
//   - discard.go: boxes whose class or id names comments, share bars,
//     newsletters, related links, authors, tags, page meta or a paywall
//     (Trafilatura's discard list), unless the name repeats (items) or
//     the boxes would take too much of the content; when the content is
//     the whole <body>, also boxes named as sidebars, footers and menus
//     and <footer> elements outside any <article>;
//     and content roots standing alone in such a box ("next-post-
//     thumbnails" beside the article's body). titleids.go: an id that
//     spells its element's text (MediaWiki's headline "Related_to_Portage")
//     is a title, not a box's name.
//   - policypanels.go: on product pages, a shipping-and-returns
//     disclosure (a <details>, an accordion or ARIA control labelled
//     only "Shipping & Returns" and the like) and the panel it opens.
//   - authorbios.go: author boxes whose text the page's JSON-LD gives as
//     a Person's description (Page.Bios), whatever their class, in any
//     language.
//   - facets.go: a listing's or shop's filter panel: a box named "facet",
//     "filter" or "refine" holding form controls and only short labels.
//   - srlabels.go: labels read out to screen readers only ("Sale price",
//     "Unit price", "Vendor:"): visually-hidden text of three words or
//     fewer and no digit.
//   - badges.go: a product grid's status stickers ("Sold out", "In Stock",
//     "Only 3 left!"): a few words under a class naming a badge, a
//     sold-out flag or a stock status, on three tiles or more, the same
//     text on two at least.
//   - ratings.go: on product pages, the product's average score beside
//     its name and the count it averages ("4.6 out of 5 Stars. 1664
//     reviews"; an editor's verdict "4.5 out of 5" stays), when
//     the content holds two such lines at most (a grid's cards keep
//     theirs).
//   - unseen.go: text hidden from the screen by a visually-hidden class
//     and from screen readers by aria-hidden="true": read by nobody.
//   - unspoken.go: short labels marked aria-hidden="true" (an icon's or a
//     swatch's name): three words or fewer and no digit.
//   - controllabels.go: a <label> whose text stands on three labels or
//     more (a tile's "Add to Compare", "Qty:").
//   - selectlabels.go: outside product pages, a short unlinked line right
//     before a <select> (a listing's "Sort: Best Match", its result
//     count before the ordering form), headings excepted.
//   - fieldlabels.go: the field names of a grid of description lists
//     (<dt>Brand Name</dt> in every tile): terms repeated three times,
//     beside another such term in their list.
//   - comments.go: comment threads after an article's text, which
//     discard.go leaves when they are long or repeat, on pages that
//     declare no forum, Q&A thread or product (Page.Type).
//   - commenttitles.go: the same threads where no class names them,
//     by a heading that does after the text ("Comments (3)",
//     "网友评论（3）", "댓글 3"; the "%" phrases, a count allowed).
//   - ctaboxes.go: on declared articles, boxes whose class or id names a
//     call to action ("nrplus-cta", "article-cta"), and content roots
//     inside one.
//   - commentroots.go: the same threads when the classifier chose each
//     comment's body as a content root of its own, inside a box named as
//     comments (not on a host named as a forum: Page.Forum).
//   - landmarkroots.go: content roots in the site's <header>, <footer>,
//     <nav> or <aside> (outside any <article> or <main>): a mega menu's
//     links, a legal note, a sidebar's teasers.
//   - menuroots.go: a content root of many short links beside a root
//     holding the story (a site's mobile menu the classifier chose), in
//     any language; not on listings, collections or products.
//   - signatures.go: forum members' signatures under their posts (a class
//     naming a signature, on every platform; on forum pages, a box opening
//     with a ruler of underscores, phpBB 2's and vBulletin 3's), although
//     they repeat.
//   - viewerlists.go: on forum pages, a line of member links opening with
//     a phrase of phrases.txt ("Users browsing this forum:"), of any
//     length: a busy board's list of who reads it.
//   - quotes.go: on forum pages, a quote box (blockquote, XenForo,
//     vBulletin, phpBB, MyBB, Discourse, Invision markup) whose words were
//     mostly rendered before it: a reply's copy of an earlier post, cut
//     with its attribution; the original post and the reply stay.
//   - dedup.go: blocks whose 4-grams were all rendered before them
//     (hidden copies, <noscript>, quotations), never code or tab panels;
//     codeblocks.go: code named in running text ("through <code>apt</code>")
//     counts as code only on content that also holds code blocks.
//   - twins.go: an element whose previous sibling holds the same text,
//     unit for unit (a card's mobile and desktop layouts side by side),
//     unless it is one of a list's items.
//   - ariatwins.go: an element marked aria-hidden="true" whose sibling
//     reads its letters, once or more times over (a hero's headline in
//     animated phone and desktop copies beside its screen-reader copy).
//   - toc.go: a table of contents inside the text: a list of links to
//     the content's own sections further on (their ids), cut with the box
//     that holds only it and its title; not on content with code.
//   - echoes.go: an inline element repeating the text right before it
//     (a label and its screen-reader copy: "GBP 0.00GBP 0.00").
//   - stutters.go: a short unit (a name, a price) saying again the unit
//     read right before it, not its sibling nor a table cell (a shop
//     theme's card title in two layouts, one after the other).
//   - headingrepeats.go: a heading saying again the last heading, with
//     at most two short lines between (a card's title in two layouts),
//     unless the two lie in two items of one kind.
//   - repeats.go: on product pages, a paragraph that repeats an earlier
//     one word for word (the blurb again under a "Description" tab);
//     nearcopies.go: or nearly, 4-gram by 4-gram (a heading glued to it,
//     a word changed).
//   - longrepeats.go: on forum threads and indexes of linked teasers, a
//     paragraph of 15 words or more that repeats an earlier one word for
//     word (a teaser under "Latest" and again under "Most read").
//   - live.go: short status messages announced to screen readers
//     (aria-live, role=status): "loaded 143 results".
//   - tickers.go: marquees repeating one short phrase ("Book Now * ...").
//   - copyrightlines.go: a site's copyright line chosen as a block of its
//     own after the story ("© 2026 ... All rights reserved."), any script.
//   - sharebars.go: a share bar on one line, a title of the phrase files
//     then short links only ("分享到： 微信 微博 QQ空间 复制链接").
//   - phrases.go, phrases.txt, phrases_intl.txt, mined.txt: short lines
//     that are boilerplate ("Advertisement", "Sharing is caring!", "Foto:
//     ...") and titles of related links ("DON'T MISS", "Related coverage
//     from ...", "Das könnte Sie auch interessieren") with the links after
//     them. phrases_intl.txt holds the same concepts in German, French,
//     Spanish, Italian, Portuguese, Dutch and Polish, checked against the
//     ground truths by ./mine -check. mined.txt is written by ./mine: lines
//     the extractor kept outside the ground truth on at least four hosts,
//     in both halves of the hosts, and never content (./mine -heldout
//     tests the mining on hosts it did not see). pricelines.go: a line
//     a price label opens ("Regular price $19.99") that holds one price
//     is a card's price and stays.
//   - inlines.go: the same lines as links or labels standing alone
//     inside a bigger block ("Edit this page on GitHub", "Learn more").
//   - linkblocks.go: link-dense blocks whose class/id names related links.
//   - captions.go: photo captions and credits.
//   - credits.go: short lines beside an image that name its source
//     ("© AFP", "Foto: …", "photo : …"), whatever their class.
//   - datelines.go: datelines and bylines at the edges of the text, in
//     the scripts without Latin letters too (datelines_scripts.go: "记者
//     王晓明 2026年11月27日", "بقلم: ... 27 نوفمبر 2026").
//   - promos.go: calls to action at the end ("subscribe to our newsletter",
//     "Folgen Sie uns"; the "~" lines of the phrase files).
//   - appbadges.go: an app's store badges (a picture linking to Google
//     Play's or Apple's page of the app) and the short call right before
//     them ("Get the latest news straight to your phone with our app"),
//     by the store's address, in any language.
//   - setoffs.go: a closing paragraph written wholly in bold or italics
//     (its links may be plain), or a heading written as a long sentence,
//     that links into the site (an appeal for
//     support, the print issue, a job board, a pointer to another
//     story), in any language; not on product pages.
//   - signoffs.go: an agency sign-off closing the text, initials and the
//     agency's acronym ("aja/PAP", "mw, kk/PAP").
//   - scriptlinks.go: back and print controls written as links
//     (javascript:history.back(), window.print()), whatever their words.
//   - tails.go: after the last long paragraph, a run of teaser headlines
//     (links of four words or more), their short headings and their
//     summaries cut off with "..." (a summary with its own "... read
//     more" link counts as a headline); not when the links head items of
//     the article's own list, each described after it (a guide's steps).
//   - timedlinks.go: a table or list of three rows or more, each a time
//     of day and a headline link (a news site's ticker), in any language.
//   - linkedcards.go: a card wholly inside one link, a heading and more
//     words (a kicker, a summary) after the story, on articles and
//     untyped prose (another story's teaser).
//   - readalso.go: links to other articles inside the text, by their
//     shape in any language: a short label, a colon and one linked
//     headline ("Lea: ...", "MIRA: ...", "Read more: ..."), or one link
//     cut off with an ellipsis.
//
// A rule sees the content as a tree (tree.go) of elements with text
// statistics and paragraph units (the nearest block-level element of each
// text), and cuts subtrees. Rules that could eat a listing's items or a
// documentation page's examples run only on prose (tree.prose) and not on
// content with code (tree.hasCode); each threshold says what it was
// measured against on ../shared/corpus.
//
// Usage:
//
//	cuts := prune.Prune(mainNodes, alreadySkipped, prune.Page{Type: lazyType})
//	for _, c := range cuts {
//		fmt.Println(c.Rule, c.Role, classify.PathOf(c.Node))
//	}
package prune
