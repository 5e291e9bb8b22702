package app

import (
	"context"
	"io"

	"folio/export"
)

// ExportPDF writes doc as a PDF of the given paper size: its title on top
// and in the footer, links and images resolved against the page's URL or
// the file's folder, remote images fetched through the loader.
func (l *Loader) ExportPDF(ctx context.Context, doc *Document, w io.Writer, size export.PageSize) error {
	base := doc.Dir
	if doc.URL != nil {
		base = doc.URL.String()
	}
	getter := func(ctx context.Context, url string, limit int64) ([]byte, error) {
		data, _, err := l.GetResource(ctx, url, limit)
		return data, err
	}
	return export.PDF(ctx, w, []byte(doc.Markdown),
		export.WithTitle(doc.Title), export.WithPageSize(size),
		export.WithBase(base), export.WithImages(getter), export.WithFigures(figures{}))
}
