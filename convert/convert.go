package convert

import (
	"errors"
	"strings"

	"folio/extractor"
	"folio/fetch"
)

// Input describes a body to convert.
type Input struct {
	// ContentType is the declared Content-Type ("" when none).
	ContentType string
	// Name is the URL path or the file name the body came from; a
	// Markdown extension (.md) makes text/plain Markdown.
	Name string
	// File says Name is a local file: its extension decides first
	// (.md, .txt, .html), as a file manager would.
	File bool
}

// Result is a body converted to Markdown.
type Result struct {
	Kind Kind `json:"kind"`
	// MediaType is the type the body was taken as, e.g. "text/markdown".
	MediaType string `json:"media_type"`
	// Markdown is what a reader shows: a Markdown body without its
	// frontmatter, the extractor's Markdown for HTML.
	Markdown string `json:"-"`
	// Frontmatter is a Markdown body's frontmatter block, "---" lines
	// included, so that Frontmatter + Markdown is the body unchanged.
	Frontmatter string `json:"-"`
	// Metadata comes from the frontmatter, the feed's title and
	// description, or the extractor.
	Metadata extractor.Metadata `json:"-"`
	// Title is the metadata's title, else the first heading, else "".
	Title string `json:"-"`
	// Extraction is the extractor's result for KindHTML, else nil.
	Extraction *extractor.Result `json:"-"`

	text string // the decoded body of KindText
}

// ErrUnsupported is the cause of a body no reader shows (an image, a PDF,
// binary data); the *UnsupportedError in the chain names its type.
var ErrUnsupported = errors.New("convert: unsupported content type")

// UnsupportedError says which media type could not be shown. It matches
// ErrUnsupported.
type UnsupportedError struct{ MediaType string }

// Error names the media type.
func (e *UnsupportedError) Error() string { return "convert: cannot show " + e.MediaType }

// Is reports whether target is ErrUnsupported.
func (e *UnsupportedError) Is(target error) bool { return target == ErrUnsupported }

// Convert sniffs body and converts it by its kind. opts apply to the
// extractor, for HTML only. Errors are the extractor's, or an
// *UnsupportedError.
func Convert(body []byte, in Input, opts ...extractor.Option) (*Result, error) {
	var k Kind
	var mt string
	if in.File {
		k, mt = SniffFile(in.Name, body)
	} else {
		k, mt = Sniff(in.ContentType, body, in.Name)
	}
	ct := in.ContentType
	if ct == "" {
		ct = mt
	}
	res := &Result{Kind: k, MediaType: mt}
	switch k {
	case KindMarkdown:
		res.fromMarkdown(fetch.DecodeText(body, ct))
	case KindText:
		res.text = fetch.DecodeText(body, ct)
		res.Markdown = fenced(res.text, textLang(mt))
	case KindFeed:
		res.fromFeed(body, ct)
	case KindHTML:
		ex, err := extractor.Extract(body, append([]extractor.Option{extractor.WithContentType(ct)}, opts...)...)
		if err != nil {
			return nil, err
		}
		res.Extraction, res.Markdown, res.Metadata = ex, ex.Markdown, ex.Metadata
		res.Title = firstNonEmpty(ex.Metadata.Title, FirstHeading(ex.Markdown))
	default:
		return nil, &UnsupportedError{MediaType: mt}
	}
	return res, nil
}

// fromMarkdown keeps Markdown as it is, without its frontmatter, whose
// keys become the metadata.
func (r *Result) fromMarkdown(s string) {
	if fm, rest, ok := SplitFrontmatter(s); ok {
		r.Metadata = frontmatterMeta(fm)
		r.Frontmatter = s[:len(s)-len(rest)] // s has no byte-order mark: DecodeText drops it
		s = rest
	}
	r.Markdown = s
	r.Title = firstNonEmpty(r.Metadata.Title, FirstHeading(s))
}

// fromFeed lists an RSS or Atom feed's entries; a feed that does not
// parse shows as XML text.
func (r *Result) fromFeed(body []byte, ct string) {
	f, ok := parseFeed(body)
	if !ok {
		r.Kind = KindText
		r.text = fetch.DecodeText(body, ct)
		r.Markdown = fenced(r.text, "xml")
		return
	}
	r.Markdown = f.markdown()
	r.Title = strings.TrimSpace(plain(f.title, 200))
	r.Metadata = extractor.Metadata{Title: r.Title, Description: plain(f.description, 400)}
}

// textLang names the code-fence language for a textual media type, so a
// viewer can highlight JSON, XML and the like.
func textLang(mt string) string {
	for _, l := range []string{"json", "xml", "yaml", "javascript", "css", "csv", "toml"} {
		if strings.HasSuffix(mt, "/"+l) || strings.HasSuffix(mt, "+"+l) {
			return l
		}
	}
	return ""
}
