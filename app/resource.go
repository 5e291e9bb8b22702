package app

import (
	"context"
	"fmt"

	"folio/fetch"
)

// acceptImage is the Accept header for an image the page links to.
const acceptImage = "image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5"

// GetResource fetches what a document links to (an image for a saved page
// or a PDF) through the loader's fetcher, with its redirects, timeouts and
// decompression, and at most limit bytes. It returns the body and its
// Content-Type.
func (l *Loader) GetResource(ctx context.Context, url string, limit int64) ([]byte, string, error) {
	resp, err := l.fetcher.Fetch(ctx, &fetch.Request{URL: url, Accept: acceptImage})
	if err != nil {
		return nil, "", err
	}
	if int64(len(resp.Body)) > limit {
		return nil, "", fmt.Errorf("%s: over %d bytes", url, limit)
	}
	return resp.Body, resp.ContentType, nil
}
