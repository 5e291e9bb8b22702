package ui

import (
	"net/url"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"

	"folio/app"
	"folio/ui/mdview"
)

// heading is one entry of the table of contents.
type heading struct {
	Level int
	Text  string
	Slug  string
}

// docView is what the window needs from the Markdown view. The window
// talks to ui/mdview through it, so tests may put in any view and the view
// knows nothing of windows.
type docView interface {
	// Object is the canvas object placed in the window.
	Object() fyne.CanvasObject
	SetMarkdown(md string)
	Headings() []heading
	ScrollToHeading(slug string) bool
	ScrollToTop()
	// Find highlights matches of q and returns their count; FindCurrent
	// is the index of the match Find chose (0-based, -1 when there is
	// none); FindNext and FindPrev move to another match and return its
	// index.
	Find(q string) int
	FindCurrent() int
	FindNext() int
	FindPrev() int
	ClearFind()
	// SetTextScale zooms the page's text (1 is normal size).
	SetTextScale(s float32)
	// Rebuild re-renders after a theme change.
	Rebuild()
	PlainText() string
	// SelectedText is the plain text selected by dragging across the
	// page (or SelectAll), "" when nothing is.
	SelectedText() string
	SelectAll()
	ClearSelection() bool
	// Drawing is how many pictures are still loading or being drawn;
	// safe from any goroutine.
	Drawing() int
}

// viewFactory builds the document view for w; tests and benchmarks may
// replace the default, newMDView.
type viewFactory func(w *Window) docView

// mdView adapts *mdview.View to docView.
type mdView struct{ *mdview.View }

// newMDView is the default view: ui/mdview, with links going to the
// window and images resolved against the shown document.
func newMDView(w *Window) docView {
	return mdView{mdview.New(mdview.Options{
		OnLink:       w.followLink,
		ResolveImage: func(src string) string { return resolveImage(w.sess.Document(), src) },
		ConvertHTML:  w.cfg.convertHTML,
		Diagrams:     app.Diagrams{},
	})}
}

func (v mdView) Object() fyne.CanvasObject { return v.View }

func (v mdView) Headings() []heading {
	hs := v.View.Headings()
	out := make([]heading, len(hs))
	for i, h := range hs {
		out[i] = heading{Level: h.Level, Text: h.Text, Slug: h.Slug}
	}
	return out
}

// resolveImage makes an image source absolute: against the page's URL for
// a web page, against its folder for a local file. Local images may not
// leave the document's folder, and web pages may not read local files.
func resolveImage(doc *app.Document, src string) string {
	src = strings.TrimSpace(src)
	u, err := url.Parse(src)
	if doc == nil || err != nil || src == "" {
		return ""
	}
	if doc.URL != nil {
		abs := doc.URL.ResolveReference(u)
		if abs.Scheme != "http" && abs.Scheme != "https" {
			return ""
		}
		return abs.String()
	}
	if u.Scheme == "http" || u.Scheme == "https" {
		return src
	}
	if u.Scheme != "" && u.Scheme != "file" || doc.Dir == "" {
		return ""
	}
	p := filepath.FromSlash(u.Path)
	if !filepath.IsAbs(p) {
		p = filepath.Join(doc.Dir, p)
	}
	if rel, err := filepath.Rel(doc.Dir, filepath.Clean(p)); err != nil || strings.HasPrefix(rel, "..") {
		return ""
	}
	return p
}
