package app

import (
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// response is what fetch keeps of an HTTP exchange.
type response struct {
	url         *url.URL // final, after redirects
	contentType string
	body        []byte
}

// loadURL fetches u and turns the body into a Document.
func (l *Loader) loadURL(ctx context.Context, source string, u *url.URL) (*Document, error) {
	resp, err := l.fetch(ctx, u)
	if err != nil {
		return nil, err
	}
	doc, err := l.convert(ctx, resp)
	if err != nil {
		return nil, err
	}
	doc.Source = source
	doc.URL = resp.url
	doc.Fetched = time.Now()
	return doc, nil
}

// fetch performs the GET and reads the body under the size cap.
func (l *Loader) fetch(ctx context.Context, u *url.URL) (*response, error) {
	target := u.String()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return nil, &LoadError{Kind: KindBadTarget, Target: target, Err: err}
	}
	req.Header.Set("Accept", AcceptHeader)
	req.Header.Set("User-Agent", l.cfg.userAgent)
	resp, err := l.client.Do(req)
	if err != nil {
		return nil, classifyNetError(ctx, target, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return nil, &LoadError{Kind: KindHTTPStatus, Target: target, Status: resp.StatusCode,
			Err: fmt.Errorf("HTTP %s", resp.Status)}
	}
	if resp.ContentLength > l.cfg.maxBody {
		return nil, l.tooLarge(target)
	}
	body, err := l.readBody(resp)
	if err != nil {
		if le, ok := err.(*LoadError); ok {
			le.Target = target
			return nil, le
		}
		return nil, classifyNetError(ctx, target, err)
	}
	return &response{url: finalURL(resp, u), contentType: resp.Header.Get("Content-Type"), body: body}, nil
}

// readBody reads at most maxBody bytes, decompressing gzip that the
// transport left compressed (a custom transport, or a server that sends
// gzip unasked). The cap applies after decompression.
func (l *Loader) readBody(resp *http.Response) ([]byte, error) {
	r := io.Reader(resp.Body)
	if !resp.Uncompressed && strings.EqualFold(resp.Header.Get("Content-Encoding"), "gzip") {
		zr, err := gzip.NewReader(resp.Body)
		if err != nil {
			return nil, fmt.Errorf("gzip body: %w", err)
		}
		defer zr.Close()
		r = zr
	}
	body, err := io.ReadAll(io.LimitReader(r, l.cfg.maxBody+1))
	if err != nil {
		return nil, err
	}
	if int64(len(body)) > l.cfg.maxBody {
		return nil, l.tooLarge("")
	}
	return body, nil
}

func (l *Loader) tooLarge(target string) *LoadError {
	return &LoadError{Kind: KindTooLarge, Target: target, Detail: byteSize(l.cfg.maxBody),
		Err: fmt.Errorf("body over %d bytes", l.cfg.maxBody)}
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
