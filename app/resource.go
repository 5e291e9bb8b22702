package app

import (
	"context"

	"folio/fetch"
)

// GetResource fetches what a document links to (an image for a saved page
// or a PDF) through the loader's fetcher, with its redirects, timeouts and
// decompression, and at most limit bytes. It returns the body and its
// Content-Type.
func (l *Loader) GetResource(ctx context.Context, url string, limit int64) ([]byte, string, error) {
	return fetch.Resource(ctx, l.fetcher, url, fetch.AcceptImage, limit)
}
