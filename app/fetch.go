package app

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"time"

	"folio/fetch"
)

// loadURL fetches u and turns the body into a Document.
func (l *Loader) loadURL(ctx context.Context, source string, u *url.URL) (*Document, error) {
	return l.loadURLWith(ctx, l.fetcher, source, u)
}

// loadURLWith fetches u with f (the HTTP fetcher, or the renderer).
func (l *Loader) loadURLWith(ctx context.Context, f fetch.Fetcher, source string, u *url.URL) (*Document, error) {
	target := u.String()
	resp, err := f.Fetch(ctx, &fetch.Request{URL: target})
	if err != nil {
		return nil, l.fetchError(ctx, target, err)
	}
	doc, err := l.convert(ctx, resp)
	if err != nil {
		return nil, err
	}
	doc.Source = source
	doc.URL = resp.URL
	doc.Fetched = resp.Fetched
	if doc.Fetched.IsZero() {
		doc.Fetched = time.Now()
	}
	return doc, nil
}

// fetchError turns a fetcher's error into a *LoadError with the kind the
// reader words.
func (l *Loader) fetchError(ctx context.Context, target string, err error) *LoadError {
	var se *fetch.StatusError
	switch {
	case errors.As(err, &se):
		return &LoadError{Kind: KindHTTPStatus, Target: target, Status: se.Code, Err: err}
	case errors.Is(err, fetch.ErrTooLarge):
		return l.tooLarge(target)
	case errors.Is(err, fetch.ErrBadURL):
		return &LoadError{Kind: KindBadTarget, Target: target, Err: err}
	case errors.Is(err, fetch.ErrEncoding):
		return &LoadError{Kind: KindUnsupported, Target: target, Detail: "compressed in a way Folio cannot read", Err: err}
	}
	return classifyNetError(ctx, target, err)
}

func (l *Loader) tooLarge(target string) *LoadError {
	return &LoadError{Kind: KindTooLarge, Target: target, Detail: byteSize(l.cfg.MaxBody),
		Err: fmt.Errorf("body over %d bytes", l.cfg.MaxBody)}
}

// byteSize writes n as "10 MB", "512 KB" or "100 bytes".
func byteSize(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MB", n>>20)
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
