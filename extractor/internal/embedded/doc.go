// Package embedded finds the content a page carries as data rather than
// markup, for pages whose markup holds little text: the articleBody (else
// text) of its JSON-LD, else the prose strings of a
// framework's state (Next.js __NEXT_DATA__ page props). It returns that
// content as nodes, ready for the Markdown renderer: an HTML string is
// parsed as a fragment, plain text becomes paragraphs.
//
// Usage, on the tree the extractor parsed:
//
//	if nodes := embedded.Content(doc, limits); nodes != nil {
//		md, text := markdown.Render(nodes, opts)
//	}
//
// Content is read only from <script type="application/ld+json"> and
// <script id="__NEXT_DATA__">; nothing is executed. A candidate must hold at
// least MinChars non-space characters, so that a short description never
// stands in for an article.
package embedded
