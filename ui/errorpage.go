package ui

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"folio/app"
)

// retryable is satisfied by *app.LoadError.
type retryable interface{ Retryable() bool }

// errorPage is the Markdown shown in place of a page that failed to load.
func errorPage(target string, err error) string {
	var b strings.Builder
	title := "Could not open this page"
	if isCanceled(err) {
		title = "Loading was canceled"
	}
	fmt.Fprintf(&b, "# %s\n\n%s\n\n", title, escapeMD(sentence(err)))
	fmt.Fprintf(&b, "**Address:** `%s`\n\n", strings.ReplaceAll(target, "`", "'"))
	if canRetry(err) {
		b.WriteString("This may be temporary: press **Retry** above or **F5** to try again.\n")
	} else {
		b.WriteString("Check the address or the file, then press **Retry** above or **F5**.\n")
	}
	return b.String()
}

// errorSummary is the one-line message of the banner above an error page.
func errorSummary(err error) string {
	if isCanceled(err) {
		return "Loading was canceled."
	}
	return "This page could not be loaded."
}

func sentence(err error) string {
	s := err.Error()
	if s == "" {
		return "Unknown error."
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func canRetry(err error) bool {
	var r retryable
	if errors.As(err, &r) {
		return r.Retryable()
	}
	return true
}

func isCanceled(err error) bool {
	return errors.Is(err, context.Canceled) || strings.Contains(err.Error(), "context canceled") || strings.Contains(err.Error(), "was canceled")
}

// escapeMD keeps an error sentence from being read as Markdown markup.
func escapeMD(s string) string {
	r := strings.NewReplacer("*", `\*`, "_", `\_`, "[", `\[`, "]", `\]`, "<", `\<`, "#", `\#`, "`", "\\`")
	return r.Replace(s)
}

// needsJSMessage explains a stub for a client-side-rendered page.
func needsJSMessage(doc *app.Document) string {
	if doc.Framework != "" {
		return "This page is built in the browser by " + doc.Framework + "."
	}
	return "This page needs JavaScript to show its content."
}

// banner is the strip above the page that carries a message and one
// action: Retry on an error page, Open in Browser on a JavaScript stub.
type banner struct {
	box    *fyne.Container
	icon   *widget.Icon
	label  *widget.Label
	button *widget.Button
}

func newBanner() *banner {
	b := &banner{
		icon:   widget.NewIcon(theme.WarningIcon()),
		label:  widget.NewLabel(""),
		button: widget.NewButton("", nil),
	}
	b.label.Wrapping = fyne.TextWrapWord
	b.button.Importance = widget.HighImportance
	b.box = container.NewBorder(nil, widget.NewSeparator(), b.icon, b.button, b.label)
	b.box.Hide()
	return b
}

// show puts up a warning with an action; no action when action is "".
func (b *banner) show(msg, action string, run func()) {
	b.icon.SetResource(theme.WarningIcon())
	b.set(msg, action, run)
}

// note puts up news that is not a problem (a page saved, a PDF written).
func (b *banner) note(msg, action string, run func()) {
	b.icon.SetResource(theme.InfoIcon())
	b.set(msg, action, run)
}

func (b *banner) set(msg, action string, run func()) {
	b.label.SetText(msg)
	b.button.SetText(action)
	b.button.OnTapped = run
	if action == "" {
		b.button.Hide()
	} else {
		b.button.Show()
	}
	b.box.Show()
}

func (b *banner) hide() { b.box.Hide() }
