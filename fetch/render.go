package fetch

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdpfetch "github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// Fetch renders req.URL in a new tab and returns the settled DOM as HTML
// ("text/html; charset=utf-8"). A page still loading or changing at the
// page timeout yields ErrTimeout, with what it was still doing; a status
// outside 2xx, a *StatusError. Every error is a *Error.
func (b *Browser) Fetch(ctx context.Context, req *Request) (*Response, error) {
	u, err := parseHTTPURL(req.URL)
	if err != nil {
		return nil, &Error{URL: req.URL, Err: err}
	}
	select {
	case b.tabs <- struct{}{}:
		defer func() { <-b.tabs }()
	case <-ctx.Done():
		return nil, wrap(req.URL, ctx.Err())
	}
	browser, err := b.start()
	if err != nil {
		return nil, &Error{URL: req.URL, Err: err}
	}
	tab, closeTab, px, err := b.newTab(browser)
	if err != nil {
		return nil, &Error{URL: req.URL, Err: err}
	}
	defer closeTab()
	if err := chromedp.Do(tab); err != nil { // opens the tab; its life is tab's
		return nil, wrap(req.URL, err)
	}
	pctx, cancel := context.WithTimeoutCause(tab, b.cfg.pageTimeout, ErrTimeout)
	defer cancel()
	defer context.AfterFunc(ctx, cancel)()
	p := &pageState{inflight: map[network.RequestID]string{}}
	resp, err := b.render(pctx, u.String(), p, px)
	switch {
	case ctx.Err() != nil:
		return nil, wrap(req.URL, ctx.Err())
	case pctx.Err() != nil:
		return nil, &Error{URL: req.URL, Err: &timeoutError{err: fmt.Errorf(
			"the page did not settle within %v (%s)", b.cfg.pageTimeout, p.doing())}}
	case err != nil:
		return nil, wrap(req.URL, err)
	}
	return resp, nil
}

// newTab returns a new tab's context. With a Guard the tab lives in a
// browser context of its own, whose proxy is a guarded proxy of its own
// (px), so that the Fetch knows what the Guard refused for it and nothing
// the page opened outlives it; the cancel func ends both.
func (b *Browser) newTab(browser context.Context) (context.Context, context.CancelFunc, *guardProxy, error) {
	if b.cfg.guard == nil {
		tab, cancel := chromedp.NewContext(browser)
		return tab, cancel, nil, nil
	}
	px, err := startGuardProxy(b.cfg.guard)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("fetch: the page's guarded proxy: %w", err)
	}
	tab, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext(
		func(p *target.CreateBrowserContextParams) {
			p.ProxyServer = px.URL()
			p.ProxyBypassList = "<-loopback>"
		}))
	return tab, func() { cancel(); px.Close() }, px, nil
}

// render navigates, waits for the page to settle and reads the DOM. A
// navigation that the Guard refused (px, nil without one) fails with the
// *BlockedError.
func (b *Browser) render(ctx context.Context, target string, p *pageState, px *guardProxy) (*Response, error) {
	if err := b.prepare(ctx, p); err != nil {
		return nil, err
	}
	nav, err := chromedp.Run(ctx, chromedp.NavigateResponse(target))
	if be := px.navRefused(nav, err); be != nil && ctx.Err() == nil {
		return nil, be
	}
	if err != nil {
		return nil, err
	}
	if nav != nil && (nav.Status < 200 || nav.Status > 299) && nav.Status != 0 {
		return nil, &StatusError{Code: int(nav.Status), Status: fmt.Sprintf("%d %s", nav.Status, strings.TrimSpace(nav.StatusText+" "+http.StatusText(int(nav.Status))))}
	}
	if err := b.settle(ctx, p); err != nil {
		return nil, err
	}
	type snapshot struct {
		HTML string `json:"html"`
		URL  string `json:"url"`
	}
	snap, err := chromedp.Run(ctx, chromedp.Evaluate[snapshot](snapshotJS))
	if err != nil {
		return nil, err
	}
	if int64(len(snap.HTML)) > b.cfg.maxBody {
		return nil, &TooLargeError{Limit: b.cfg.maxBody}
	}
	final, err := url.Parse(snap.URL)
	if err != nil || final.Host == "" {
		final, _ = url.Parse(target)
	}
	return &Response{URL: final, Status: 200, Header: navHeaders(nav), ContentType: "text/html; charset=utf-8",
		Charset: "utf-8", Body: []byte(snap.HTML), Fetched: time.Now()}, nil
}

// snapshotJS serialises the document with its doctype, and its URL (a
// single-page app may have changed it with the History API).
const snapshotJS = `({html: (document.doctype ? new XMLSerializer().serializeToString(document.doctype) + "\n" : "") +
	(document.documentElement ? document.documentElement.outerHTML : ""), url: location.href})`

// observerJS counts DOM changes from before the page's own scripts run.
const observerJS = `(() => { window.__folioMutations = 0;
	new MutationObserver(() => { window.__folioMutations++ }).observe(document,
		{subtree: true, childList: true, attributes: true, characterData: true}); })()`

// blocked are the resource types a rendering needs no bytes of.
var blocked = []network.ResourceType{network.ResourceTypeImage, network.ResourceTypeFont, network.ResourceTypeMedia}

// prepare blocks images, fonts and media, counts requests in flight and
// installs the DOM observer, before the navigation.
func (b *Browser) prepare(ctx context.Context, p *pageState) error {
	if err := chromedp.Listen(ctx, p.onEvent); err != nil {
		return err
	}
	paused := chromedp.Events(ctx, cdpfetch.RequestPaused)
	go func() {
		for ev, err := range paused {
			if err != nil {
				return
			}
			chromedp.Run(ctx, failRequest(ev.RequestID))
		}
	}()
	patterns := make([]*cdpfetch.RequestPattern, len(blocked))
	for i, t := range blocked {
		patterns[i] = &cdpfetch.RequestPattern{ResourceType: t}
	}
	return chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdp.Call(ctx, t, cdpfetch.Enable, cdpfetch.EnableParams{Patterns: patterns}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument,
			page.AddScriptToEvaluateOnNewDocumentParams{Source: observerJS})
		return err
	}))
}

func failRequest(id cdpfetch.RequestID) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, cdpfetch.FailRequest,
			cdpfetch.FailRequestParams{RequestID: id, ErrorReason: network.ErrorReasonBlockedByClient})
		return err
	})
}

// navHeaders copies the document response's headers.
func navHeaders(nav *network.Response) http.Header {
	h := http.Header{}
	if nav == nil {
		return h
	}
	for k, v := range nav.Headers {
		h.Set(k, fmt.Sprint(v))
	}
	return h
}

// pageState follows a tab: the requests in flight, and what it was still
// doing when it stopped, for the timeout's message.
type pageState struct {
	mu       sync.Mutex
	inflight map[network.RequestID]string // the URL of each
	main     cdp.FrameID                  // the top frame: its first document
	changing bool
}

// onEvent runs in the tab's event loop: it must return fast.
func (p *pageState) onEvent(ev any) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch ev := ev.(type) {
	case *network.EventRequestWillBeSent:
		if ev.Type == network.ResourceTypeDocument {
			if p.main == "" {
				p.main = ev.FrameID
			}
			// A cross-site frame loads in a process of its own, whose
			// events never reach the tab: its document would stay in
			// flight for ever. Frames are not in the snapshot anyway.
			if ev.FrameID != p.main {
				return
			}
		}
		p.inflight[ev.RequestID] = ev.Request.URL
	case *network.EventLoadingFinished:
		delete(p.inflight, ev.RequestID)
	case *network.EventLoadingFailed:
		delete(p.inflight, ev.RequestID)
	}
}

func (p *pageState) pending() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.inflight)
}

func (p *pageState) doing() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	var parts []string
	if n := len(p.inflight); n > 0 {
		urls := make([]string, 0, n)
		for _, u := range p.inflight {
			urls = append(urls, u)
		}
		sort.Strings(urls)
		if len(urls) > 3 {
			urls = append(urls[:3], "...")
		}
		parts = append(parts, fmt.Sprintf("%d requests in flight: %s", n, strings.Join(urls, ", ")))
	}
	if p.changing {
		parts = append(parts, "its scripts were still changing the page")
	}
	if len(parts) == 0 {
		return "still loading"
	}
	return strings.Join(parts, ", ")
}
