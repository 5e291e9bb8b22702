// Package classify segments a page into blocks and gives each a role (main
// content, title, navigation, breadcrumb, footer...). Profiles then choose
// which roles reach the output.
//
// The stages, each in its own file:
//
//   - index.go: one walk over the body records, per element in document
//     order, its text, words and link text, and groups inline text into
//     paragraph units (the nearest block-level element). anonblock.go:
//     a title-length link standing alone in a box beside blocks is a unit
//     of its own, as a browser's anonymous block box is a line of its own.
//   - pagetype.go, route.go: JSON-LD @type, og:type and URL patterns route
//     the page (forum, product, collection, article) to strategy switches.
//     An untyped page that sells one thing (cartcontrols.go: one to three
//     add-to-cart forms; productitem.go: schema.org Product microdata)
//     keeps the untyped strategy but gets the product rules (route.go's
//     shop).
//     productlist.go: a page whose JSON-LD lists more than OneProductMax
//     Products, with no ProductGroup and no og:type product, is routed as
//     a product but its carousels are rows of the list, not shop.go's
//     recommendation widgets.
//   - hints.go, flags.go, score.go: chrome by tag, ARIA landmark and class/id
//     words (utilityclass.go: not a layout utility's, "overflow-hidden";
//     modifierclass.go: not a word after "has" or "with",
//     "fig--has-shares"); ancestor flags; a hand-weighted estimate of each unit's good text
//     (non-link text, short units discounted, long anchors counted).
//     forms.go: a <form> posting back to its own page with much text per
//     control wraps content (a list with bulk actions), not a widget.
//     datatext.go: a unit whose text is a JSON document (a widget's state
//     in a hidden element) is chrome too.
//     bannerincontent.go: role="banner" inside <article> or <main> is
//     no site header (a page builder's feature section).
//     footerscope.go: a <footer> inside <main> that no article, section,
//     aside, nav or ARIA landmark scopes, that ends <main> and holds a
//     copyright notice or is mostly links, is the site's footer; a
//     footer of notes never is.
//     hints.go, dom.HeadingButton: an accordion header's button that is
//     all of its heading's text (aria-expanded in an <h3>) is the
//     heading, not a form control.
//     sharewrap.go: a box named for a share bar that holds prose wraps
//     the post beside its sticky bar, and is not chrome.
//     quoteaside.go: Discourse's <aside class="quote"> is a quotation
//     inside a post, not a sidebar.
//     inlinefragment.go: an inline element inside a longer paragraph (a
//     glossary link classed "popup") is running text, not chrome.
//     productsheets.go: on a product page, a box named as a modal (the
//     product's details sheet) is left to the model, not removed.
//     productpanels.go: so is a dialog declared non-modal (aria-modal
//     "false") inside <main>, and an <aside> inside it: a description
//     sheet opened from an accordion.
//     browsernotice.go: an outdated-browser notice ("browserupgrade",
//     "upgradeBrowserWrapper") is hard chrome.
//     disclaimers.go: a box named for a disclaimer is small print, a
//     chrome hint like "sidebar".
//     hardpart.go: a content word after a hard hint ("modal-content",
//     "share-text") names the inside of that box and vetoes nothing.
//   - features.go, boiler.go, model.go, learned.go: with the embedded model
//     (model.json, trained by ./train with k-fold cross-validation), a
//     logistic regression over unit features and hashed class/id words
//     replaces the hand estimate. Its labels come from word overlap with
//     the ground truth and from the corpus's with/without snippets.
//     handfallback.go: where the model's choice is a few stray words
//     (under minContent) of a long page that is no client-side shell, the
//     hand weights classify the page again (a photo story of short
//     captions, which the model reads line by line as chrome).
//   - dropunits.go, button.go: after selection, short units the model finds
//     unlikely, and short buttons, inside the chosen blocks are skipped;
//     prices.go: a price line ("€88") stays, whatever the model says;
//     cardprices.go: so does one inside a whole-card link, while the
//     model keeps the card's name.
//     cardnames.go: and so does an item's name in a row of cards (a
//     heading in the card's link, a tile's name under its picture).
//   - footeronly.go: when all the chosen text is a short footer (an
//     address and a copyright notice), the page has no content.
//     infooter.go: nor when all the chosen blocks lie in the site's
//     <footer>, outside any <article> or <main>.
//   - placeholders.go: units opening with "Lorem ipsum" (a theme's unused
//     sections) are skipped too, unless they are most of the page.
//   - selectmain.go, blockset.go, merge.go: the content root maximising an
//     F1 estimate, then the set of subtrees maximising it (Dinkelbach tree
//     DP), lifted to common parents so lists and threads keep their shape.
//   - items.go: on a page whose chosen text is only an intro, the largest
//     group of sibling cards (heading and link each) joins it: listings.
//   - gridprices.go: a price line beside a chosen item, in a small box
//     that holds the item's chosen name, joins it when three prices or
//     more do (a grid's prices the selection left beside their titles).
//   - cardheads.go: on listings, a chosen block inside a card (one of
//     three or more sibling cards of one kind) brings the card's linked
//     headings before it: an item's title beside its chosen summary.
//   - chaptertoc.go: on a page whose chosen text is only an intro, a box
//     named as a table of contents beside it (a manual's chapter page)
//     joins it.
//   - shapes.go: elements shaped like the chosen blocks (tag and class,
//     with the parent's) join them when a quarter of the shape is chosen
//     already: a thread's one-line replies, a list's short items.
//     productshapes.go: on product pages only members without links and
//     outside comments join (not the shop's tiles of other products).
//     postcells.go: on forums, a post laid out as a table and chosen
//     whole narrows to its message cell when other posts were chosen by
//     theirs (vBulletin 3: not the poster's card, icons and buttons).
//     threadtables.go: on forums, a block chosen whole whose text lies in
//     two or more post tables of one shape narrows to their message cells
//     (a short vBulletin 3 thread's div#posts).
//   - leadlines.go: on article-like pages, a chosen block whose parent
//     holds only a short unlinked line before it gives way to the parent
//     (a step's "Step 9" title beside its paragraph).
//   - storysiblings.go: on article-like pages, a box that gives the set two
//     paragraphs or more gives it its other paragraphs of their class too,
//     when they are prose by Readability's sibling test and the model finds
//     them no less than storyFloor likely, with the heading over each (a
//     lead above a table of contents, a section's lone paragraph).
//   - gapheadings.go: on article-like pages, a heading between two chosen
//     blocks of the content region whose next text is chosen joins them
//     (an outline the model found too short to pay for).
//   - figurepictures.go: a child mergeUp would skip whose text is all in
//     pictured figures keeps its pictures; their captions are skipped.
//   - productname.go: on product pages, a skipped child of a merged
//     block that is only the first <h1> of the chosen blocks stays: the
//     product's name.
//     faqboxes.go: so does a skipped child whose class or id names an
//     FAQ ("faq-wrap"): the product's questions and folded answers.
//   - articlenarrow.go: one chosen column holding one <article> with the
//     page's <h1> and most of its prose, beside linked teasers, narrows to
//     the article.
//   - strays.go: on prose with one dominant block, short blocks chosen
//     after it (teasers, prompts, a footer line) become boilerplate;
//     forums keep them.
//     headlinestray.go: a block holding the page's first <h1> is never
//     a stray (a shop's buy box after its description).
//   - declaredsummary.go: outside articles and forums, a paragraph that
//     says the summary the head declares (meta description,
//     og:description) joins the content: a store's short description
//     beside the product's name.
//   - buybox.go: on product pages whose chosen blocks lie outside the
//     buy box (the smallest box around the add-to-cart form holding an
//     <h1>), its visible prose paragraphs join the content: the short
//     description beside the name and the price.
//   - asides.go: when most of the chosen text lies in one region, chosen
//     blocks outside it under a chrome word or tag (a sidebar's "popular
//     posts", a footer's legal line) take that chrome role.
//   - navechoes.go: a chosen list of links under a chrome word or tag
//     whose links nearly all go where the other chosen blocks' links go
//     (a sidebar's category widget beside the category tiles) is
//     navigation.
//   - disclosure.go: the <summary> of a <details> whose body is chosen
//     (an FAQ's question, marked as a button) joins it. toggles.go: so
//     does, inside them, the header marked aria-expanded of a chosen
//     panel (an accordion built without <details>).
//   - title.go: the H1 repeating the page title becomes RoleTitle on
//     articles and forums (pagetype.go: documentation generators' pages,
//     named by <meta name=generator>, keep it).
//
// Usage:
//
//	blocks := classify.Classify(doc, classify.Options{URL: pageURL})
//	for _, b := range blocks {
//		fmt.Println(b.Role, b.Path)
//	}
package classify
