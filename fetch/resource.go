package fetch

import "context"

// AcceptImage is the Accept header for an image a page links to.
const AcceptImage = "image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5"

// Resource fetches something a page links to (an image, for a saved page
// or a PDF) through f: its body, at most limit bytes, and its
// Content-Type.
func Resource(ctx context.Context, f Fetcher, url, accept string, limit int64) ([]byte, string, error) {
	resp, err := f.Fetch(ctx, &Request{URL: url, Accept: accept})
	if err != nil {
		return nil, "", err
	}
	if int64(len(resp.Body)) > limit {
		return nil, "", &Error{URL: url, Err: &TooLargeError{Limit: limit}}
	}
	return resp.Body, resp.ContentType, nil
}
