package app

import (
	"context"
	"errors"
	"net/url"
	"path"
	"strings"
	"time"

	"folio/convert"
	"folio/extractor"
	"folio/fetch"
)

// convert turns a fetched body into a Document by what it is.
func (l *Loader) convert(ctx context.Context, r *fetch.Response) (*Document, error) {
	doc := &Document{Raw: r.Body, ContentType: r.ContentType, URL: r.URL}
	k, err := l.fill(ctx, doc, convert.Input{ContentType: r.ContentType, Name: r.URL.Path}, r.URL)
	if err != nil {
		return nil, err
	}
	if k == convert.KindMarkdown {
		doc.Mode = ModeServerMarkdown
	}
	if doc.Title == "" {
		doc.Title = fallbackTitle(r.URL.Path, r.URL.Host)
	}
	return doc, nil
}

// fill converts doc.Raw by its kind (convert.Convert) and fills doc: the
// Markdown, the metadata, the title and the mode. HTML goes through the
// extractor with the RAG profile, which also decides what a sparse page
// is.
func (l *Loader) fill(ctx context.Context, doc *Document, in convert.Input, base *url.URL) (convert.Kind, error) {
	if err := ctx.Err(); err != nil {
		return 0, classifyNetError(ctx, targetName(doc, base), err)
	}
	// The context stops a conversion too: Esc and the load timeout end a
	// huge page's extraction within milliseconds, not seconds later.
	opts := []extractor.Option{extractor.WithProfile(extractor.ProfileRAG), extractor.WithContext(ctx)}
	if base != nil {
		opts = append(opts, extractor.WithURL(base.String()))
	}
	opts = append(opts, l.cfg.data.options()...)
	opts = append(opts, l.cfg.extract...)
	start := time.Now()
	res, err := convert.Convert(doc.Raw, in, opts...)
	if err != nil && ctx.Err() != nil {
		return 0, classifyNetError(ctx, targetName(doc, base), err)
	}
	if err != nil {
		return 0, convertError(targetName(doc, base), err)
	}
	if doc.ContentType == "" {
		doc.ContentType = res.MediaType
	}
	doc.Markdown, doc.Metadata, doc.Title = res.Markdown, res.Metadata, res.Title
	switch res.Kind {
	case convert.KindText:
		doc.Mode = ModePlainText
	case convert.KindFeed:
		doc.Mode = ModeFeed
	case convert.KindHTML:
		doc.Extraction = time.Since(start)
		fromHTML(doc, res.Extraction, base)
	}
	return res.Kind, nil
}

// fromHTML shows the extractor's result: the content with the page's title
// on top, or, for what the extractor found on a sparse page, the stub that
// words its verdict (a shell, a page known only by its metadata, nothing to
// read).
func fromHTML(doc *Document, res *extractor.Result, base *url.URL) {
	pageURL := ""
	if base != nil {
		pageURL = base.String()
	}
	doc.Mode = ModeConverted
	doc.Rules = res.Rules
	if res.Source == extractor.SourceTemplate {
		doc.Template = templateMark(res.Template)
	}
	switch {
	case res.Source == extractor.SourceShell:
		doc.Mode, doc.Framework = ModeNeedsJS, res.Framework
		doc.Markdown = needsJSStub(res.Framework, pageURL, res.Metadata)
	case res.Source == extractor.SourceMetadata:
		doc.Mode = ModeMetadataOnly
		doc.Markdown = metadataStub(res.Metadata, pageURL, res.Markdown)
	case strings.TrimSpace(res.Markdown) == "":
		doc.Markdown = emptyStub(res.Empty, pageURL)
	default:
		doc.Markdown = convert.Headline(res.Markdown, res.Metadata)
	}
	doc.Title = doc.Metadata.Title
	if doc.Title == "" {
		doc.Title = convert.FirstHeading(doc.Markdown)
	}
}

// convertError maps a conversion error: an unsupported type, the
// extractor's limits ("too large"), anything else.
func convertError(target string, err error) *LoadError {
	var ue *convert.UnsupportedError
	if errors.As(err, &ue) {
		return &LoadError{Kind: KindUnsupported, Target: target, Detail: describeType(ue.MediaType), Err: err}
	}
	return extractError(target, err)
}

// extractError maps an extractor error: its limits mean "too large".
func extractError(target string, err error) *LoadError {
	var lim *extractor.LimitError
	if errors.As(err, &lim) || errors.Is(err, extractor.ErrTooLarge) {
		return &LoadError{Kind: KindTooLarge, Target: target, Detail: "what the converter accepts", Err: err}
	}
	return &LoadError{Kind: KindUnknown, Target: target, Err: err}
}

func targetName(doc *Document, base *url.URL) string {
	if base != nil {
		return base.String()
	}
	return doc.Source
}

// fallbackTitle names a document after the last segment of its path, else
// its host.
func fallbackTitle(p, host string) string {
	if b := path.Base(p); b != "/" && b != "." && b != "" {
		if u, err := url.PathUnescape(b); err == nil {
			return u
		}
		return b
	}
	return host
}

// describeType words a media type for the Unsupported message.
func describeType(mt string) string {
	names := map[string]string{
		"application/pdf": "a PDF document", "application/zip": "a ZIP archive",
		"application/x-gzip": "a gzip archive", "application/gzip": "a gzip archive",
		"application/octet-stream": "binary data", "application/wasm": "a WebAssembly module",
	}
	if n, ok := names[mt]; ok {
		return n + " (" + mt + ")"
	}
	switch {
	case mt == "":
		return "of an unknown type"
	case strings.HasPrefix(mt, "image/"):
		return "an image (" + mt + ")"
	case strings.HasPrefix(mt, "audio/"):
		return "audio (" + mt + ")"
	case strings.HasPrefix(mt, "video/"):
		return "a video (" + mt + ")"
	case strings.HasPrefix(mt, "font/"):
		return "a font (" + mt + ")"
	}
	return "of type " + mt
}
