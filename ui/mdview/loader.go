package mdview

import (
	lru "container/list"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
)

// Image loading limits. A page can reference hundreds of images; these keep
// memory and connections bounded while a long article loads.
const (
	maxImageBytes     = 16 << 20         // one image, local or remote
	imageCacheBytes   = 96 << 20         // all cached image bytes
	imageCacheEntries = 512              // cached images, failures included
	imageTimeout      = 20 * time.Second // one remote fetch, headers to last byte
	maxParallelLoads  = 6                // concurrent fetches, as browsers do per host
)

// Errors returned by the default image loader.
var (
	// ErrImageTooLarge reports an image over maxImageBytes.
	ErrImageTooLarge = errors.New("mdview: image too large")
	// ErrImageScheme reports an image URL with a scheme other than http(s) or file.
	ErrImageScheme = errors.New("mdview: unsupported image scheme")
)

// StatusError reports an image server's non-2xx answer.
type StatusError struct {
	URL  string
	Code int
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("mdview: image %s: HTTP %d", e.URL, e.Code)
}

// imageLoader fetches images through an LRU cache shared by all views of
// the process, with one fetch per source at a time.
type imageLoader struct {
	fetch func(ctx context.Context, src string) (fyne.Resource, error)
	sem   chan struct{}

	mu       sync.Mutex
	order    *lru.List // of *cacheEntry, most recent first
	entries  map[string]*lru.Element
	bytes    int
	inflight map[string]*flight
}

type cacheEntry struct {
	src string
	res fyne.Resource
	err error
}

type flight struct {
	done chan struct{}
	res  fyne.Resource
	err  error
}

func newImageLoader(fetch func(context.Context, string) (fyne.Resource, error)) *imageLoader {
	if fetch == nil {
		fetch = defaultFetch
	}
	return &imageLoader{
		fetch: fetch, sem: make(chan struct{}, maxParallelLoads),
		order: lru.New(), entries: map[string]*lru.Element{}, inflight: map[string]*flight{},
	}
}

// cached returns a finished load of src, if there is one.
func (l *imageLoader) cached(src string) (fyne.Resource, error, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if e, ok := l.entries[src]; ok {
		l.order.MoveToFront(e)
		c := e.Value.(*cacheEntry)
		return c.res, c.err, true
	}
	return nil, nil, false
}

// load returns the image at src, from the cache or fetched.
func (l *imageLoader) load(ctx context.Context, src string) (fyne.Resource, error) {
	if res, err, ok := l.cached(src); ok {
		return res, err
	}
	l.mu.Lock()
	f, busy := l.inflight[src]
	if !busy {
		f = &flight{done: make(chan struct{})}
		l.inflight[src] = f
	}
	l.mu.Unlock()
	if !busy {
		go l.run(src, f)
	}
	select {
	case <-f.done:
		return f.res, f.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// run fetches src for every waiter; it is not tied to one view's context
// so that a reload does not waste a half-finished download.
func (l *imageLoader) run(src string, f *flight) {
	l.sem <- struct{}{}
	ctx, cancel := context.WithTimeout(context.Background(), imageTimeout)
	f.res, f.err = l.fetch(ctx, src)
	cancel()
	<-l.sem
	l.mu.Lock()
	delete(l.inflight, src)
	l.store(&cacheEntry{src: src, res: f.res, err: f.err})
	l.mu.Unlock()
	close(f.done)
}

// store adds an entry and evicts the least recently used beyond the limits.
func (l *imageLoader) store(c *cacheEntry) {
	l.entries[c.src] = l.order.PushFront(c)
	l.bytes += entrySize(c)
	for l.order.Len() > imageCacheEntries || (l.bytes > imageCacheBytes && l.order.Len() > 1) {
		last := l.order.Back()
		old := last.Value.(*cacheEntry)
		l.order.Remove(last)
		delete(l.entries, old.src)
		l.bytes -= entrySize(old)
	}
}

func entrySize(c *cacheEntry) int {
	if c.res == nil {
		return 0
	}
	return len(c.res.Content())
}

var imageClient = &http.Client{Timeout: imageTimeout}

// defaultFetch reads http(s) URLs with a timeout and size cap, and files
// (paths or file: URLs) from disk with the same cap.
func defaultFetch(ctx context.Context, src string) (fyne.Resource, error) {
	u, err := url.Parse(src)
	if err == nil && (u.Scheme == "http" || u.Scheme == "https") {
		return fetchHTTP(ctx, src)
	}
	if err == nil && u.Scheme == "file" {
		src = u.Path
	} else if err == nil && len(u.Scheme) > 1 {
		return nil, ErrImageScheme
	}
	return readFile(src)
}

func fetchHTTP(ctx context.Context, src string) (fyne.Resource, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, src, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5")
	req.Header.Set("User-Agent", "Folio (Markdown reader)")
	resp, err := imageClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return nil, &StatusError{URL: src, Code: resp.StatusCode}
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxImageBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxImageBytes {
		return nil, ErrImageTooLarge
	}
	return fyne.NewStaticResource(resourceName(src, resp.Header.Get("Content-Type")), data), nil
}

func readFile(p string) (fyne.Resource, error) {
	st, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	if st.Size() > maxImageBytes {
		return nil, ErrImageTooLarge
	}
	data, err := os.ReadFile(p)
	if err != nil {
		return nil, err
	}
	return fyne.NewStaticResource(resourceName(p, ""), data), nil
}

// resourceName keeps the extension Fyne uses to recognise SVG, adding
// one from the content type when the URL has none.
func resourceName(src, ctype string) string {
	name := path.Base(strings.SplitN(src, "?", 2)[0])
	if strings.Contains(ctype, "svg") && !strings.HasSuffix(strings.ToLower(name), ".svg") {
		name += ".svg"
	}
	return name
}
