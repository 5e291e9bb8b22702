// Package fetch gets the bytes of a web page: one headless HTTP fetcher for
// the reader, the folio-extract command and the server, and the small
// Fetcher interface that a browser fetcher (system Chromium, see
// NewBrowser) implements too.
//
// The HTTP fetcher asks for Markdown first (AcceptMarkdown), follows a
// bounded number of redirects (loops and scheme changes to anything but
// http and https are refused), decompresses gzip, Brotli and Zstandard
// bodies itself and applies the size cap after decompression, reports the
// body's charset (declared, else sniffed) and bounds every step with
// timeouts. Every error is a *Error whose cause is one of the package's
// sentinels (ErrTooLarge, ErrStatus, ErrTimeout, ErrRedirectLoop...) or the
// network's own error, so errors.Is and errors.As work.
//
//	f := fetch.NewHTTP(fetch.WithTimeout(20 * time.Second))
//	resp, err := f.Fetch(ctx, &fetch.Request{URL: "https://example.com/post"})
//	if errors.Is(err, fetch.ErrTooLarge) { ... }
//	fmt.Println(resp.ContentType, resp.Charset, len(resp.Body))
//
// # Security
//
// A server that fetches URLs its clients name must not reach its own
// network. A Guard refuses loopback, private, link-local, CGNAT, multicast,
// unspecified and cloud-metadata addresses. It checks the resolved address
// when the connection is dialled, so a name that resolves to 127.0.0.1 and
// a redirect to http://169.254.169.254/ are refused like the literal
// addresses; operators name internal hosts or ranges in its allow list.
// The guard is opt-in (WithGuard): the desktop reader opens the
// http://localhost pages its user types.
//
// A browser fetcher takes the same Guard (WithBrowserGuard). A rendered
// page runs scripts that could read an internal address into the DOM, so
// every request it makes, from the navigation and its redirects to
// frames, fetch, XHR and WebSockets, goes through a forward proxy on a
// loopback port that dials through the Guard; loopback is not exempt from
// the proxy, and WebRTC may use no UDP outside it.
package fetch
