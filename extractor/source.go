package extractor

// Source says which path produced a Result's content, as the reader's
// status bar does.
type Source string

// The sources, in the order the pipeline tries them.
const (
	// SourceDOM: the classifier chose blocks of the page's markup.
	SourceDOM Source = "dom"
	// SourceTemplate: a host template chose them (Result.Template names it).
	SourceTemplate Source = "template"
	// SourceEmbedded: the markup held little text, and the content comes
	// from data the page embeds: JSON-LD articleBody (or text), else the prose of a framework's state (__NEXT_DATA__).
	SourceEmbedded Source = "embedded"
	// SourceShell: the page is a client-side-rendered shell whose content
	// appears only when its JavaScript runs; Result.Framework names the
	// framework when it is known. Markdown and Text are empty and
	// Result.Empty says why.
	SourceShell Source = "shell"
	// SourceMetadata: the page holds little text and embeds none, but its
	// metadata describes it (a description, an image, or a title with an
	// author or date); Markdown holds the little text found. A reader
	// shows a summary made from Result.Metadata.
	SourceMetadata Source = "metadata"
)
