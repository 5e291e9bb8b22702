package app

import (
	"context"
	"errors"
	"net/url"
	"path"
	"strings"
	"time"

	"folio/extractor"
	"folio/fetch"
)

// convert turns a fetched body into a Document by what it is.
func (l *Loader) convert(ctx context.Context, r *fetch.Response) (*Document, error) {
	k, mt := sniff(r.ContentType, r.Body, r.URL.Path)
	doc := &Document{Raw: r.Body, ContentType: r.ContentType, URL: r.URL}
	if doc.ContentType == "" {
		doc.ContentType = mt
	}
	switch k {
	case kindMarkdown:
		fromMarkdown(doc, r.Body)
		doc.Mode = ModeServerMarkdown
	case kindText:
		fromText(doc, r.Body, textLang(mt))
	case kindFeed:
		fromFeed(doc, r.Body, textLang(mt))
	case kindHTML:
		if err := l.fromHTML(ctx, doc, r.URL); err != nil {
			return nil, err
		}
	default:
		return nil, &LoadError{Kind: KindUnsupported, Target: r.URL.String(), Detail: describeType(mt)}
	}
	if doc.Title == "" {
		doc.Title = fallbackTitle(r.URL.Path, r.URL.Host)
	}
	return doc, nil
}

// fromMarkdown shows Markdown as it is, without its frontmatter, whose
// keys become the Document's metadata.
func fromMarkdown(doc *Document, body []byte) {
	s := fetch.DecodeText(body, doc.ContentType)
	if fm, rest, ok := splitFrontmatter(s); ok {
		doc.Metadata = frontmatterMeta(fm)
		s = rest
	}
	doc.Markdown = s
	doc.Title = doc.Metadata.Title
	if doc.Title == "" {
		doc.Title = firstHeading(s)
	}
}

// fromText shows plain text preformatted.
func fromText(doc *Document, body []byte, lang string) {
	doc.Mode = ModePlainText
	doc.Markdown = fenced(fetch.DecodeText(body, doc.ContentType), lang)
}

// fromFeed lists an RSS or Atom feed's entries; a feed that does not
// parse shows as XML.
func fromFeed(doc *Document, body []byte, lang string) {
	f, ok := parseFeed(body)
	if !ok {
		fromText(doc, body, lang)
		return
	}
	doc.Mode = ModeConverted
	doc.Markdown = f.markdown()
	doc.Title = strings.TrimSpace(plain(f.title, 200))
}

// fromHTML runs the extractor (RAG profile) and, when it finds little,
// the fallback chain.
func (l *Loader) fromHTML(ctx context.Context, doc *Document, base *url.URL) error {
	if err := ctx.Err(); err != nil {
		return classifyNetError(ctx, targetName(doc, base), err)
	}
	opts := []extractor.Option{
		extractor.WithProfile(extractor.ProfileRAG),
		extractor.WithContentType(doc.ContentType),
	}
	if base != nil {
		opts = append(opts, extractor.WithURL(base.String()))
	}
	opts = append(opts, l.cfg.data.options()...)
	opts = append(opts, l.cfg.extract...)
	start := time.Now()
	res, err := extractor.Extract(doc.Raw, opts...)
	doc.Extraction = time.Since(start)
	if err != nil {
		return extractError(targetName(doc, base), err)
	}
	doc.Mode = ModeConverted
	doc.Metadata = res.Metadata
	doc.Markdown = res.Markdown
	doc.Rules = res.Rules
	doc.Template = templateMark(res.Template)
	if sparse(res.Text) {
		fallback(doc, res, base)
		if doc.Markdown != res.Markdown {
			doc.Template = "" // the page shows the fallback, not the template's pick
		}
	}
	if doc.Markdown == res.Markdown {
		doc.Markdown = headlined(doc.Markdown, doc.Metadata.Title)
	}
	doc.Title = doc.Metadata.Title
	if doc.Title == "" {
		doc.Title = firstHeading(doc.Markdown)
	}
	return nil
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

// textLang names the code-fence language for a textual media type, so the
// view can highlight JSON, XML and the like.
func textLang(mt string) string {
	for _, l := range []string{"json", "xml", "yaml", "javascript", "css", "csv", "toml"} {
		if strings.HasSuffix(mt, "/"+l) || strings.HasSuffix(mt, "+"+l) {
			return l
		}
	}
	return ""
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
