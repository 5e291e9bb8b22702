// Package export writes a Markdown document as a PDF: headings, paragraphs
// with inline styles and links, lists, quotes, tables, code with syntax
// colours, images (remote ones through a Getter), and figures such as
// Mermaid diagrams or TeX through a FigureRenderer, with a title, page
// numbers and A4 or Letter pages.
//
//	var buf bytes.Buffer
//	err := export.PDF(ctx, &buf, markdown,
//		export.WithTitle("Notes"), export.WithPageSize(export.Letter),
//		export.WithBase("https://example.com/post"), export.WithImages(getter))
//
// The reader's Print and Export to PDF, and `folio --export-pdf`, use it.
// The fonts are the Go fonts (golang.org/x/image/font/gofont), embedded,
// so a PDF looks the same on every machine and needs no installed font;
// they cover Latin, Greek and Cyrillic. The package knows nothing of Fyne.
package export
