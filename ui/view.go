package ui

import "fyne.io/fyne/v2"

// heading is one entry of the table of contents.
type heading struct {
	Level int
	Text  string
	Slug  string
}

// docView is what the window needs from the Markdown view (ui/mdview).
// Keeping it an interface lets the window be tested with any view and keeps
// the view free of window concerns.
type docView interface {
	// Object is the canvas object placed in the window.
	Object() fyne.CanvasObject
	SetMarkdown(md string)
	Headings() []heading
	ScrollToHeading(slug string) bool
	ScrollToTop()
	// Find highlights matches of q and returns their count; FindNext and
	// FindPrev move to another match and return its index (0-based).
	Find(q string) int
	FindNext() int
	FindPrev() int
	ClearFind()
	SetTextScale(s float32)
	// Rebuild re-renders after a theme change.
	Rebuild()
	PlainText() string
}

// viewFactory builds the document view; onLink receives every tapped link
// destination and base resolves relative image sources.
type viewFactory func(onLink func(dest string)) docView
