package library

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// Getter fetches one image for Save: its bytes and Content-Type. It
// returns an error rather than more than limit bytes.
type Getter func(ctx context.Context, url string, limit int64) (data []byte, contentType string, err error)

// ErrTooLarge is returned by a Getter for a body over its limit.
var ErrTooLarge = errors.New("library: image too large")

// HTTPGetter returns a Getter over client (http.DefaultClient when nil)
// that accepts only http and https URLs and image responses.
func HTTPGetter(client *http.Client) Getter {
	if client == nil {
		client = http.DefaultClient
	}
	return func(ctx context.Context, url string, limit int64) ([]byte, string, error) {
		if !strings.HasPrefix(url, "http://") && !strings.HasPrefix(url, "https://") {
			return nil, "", fmt.Errorf("library: not an http(s) image: %s", url)
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return nil, "", err
		}
		req.Header.Set("Accept", "image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8")
		resp, err := client.Do(req)
		if err != nil {
			return nil, "", err
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return nil, "", fmt.Errorf("library: %s: %s", url, resp.Status)
		}
		data, err := io.ReadAll(io.LimitReader(resp.Body, limit+1))
		if err != nil {
			return nil, "", err
		}
		if int64(len(data)) > limit {
			return nil, "", ErrTooLarge
		}
		return data, resp.Header.Get("Content-Type"), nil
	}
}
