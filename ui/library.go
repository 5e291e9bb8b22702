package ui

import (
	"context"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"folio/library"
)

// librarySorts are the orders the library view offers, as shown.
var librarySorts = []struct {
	label string
	sort  library.Sort
}{
	{"Newest saved", library.BySaved},
	{"Newest published", library.ByDate},
	{"Title", library.ByTitle},
	{"Site", library.BySite},
	{"Shortest read", library.ByReadingTime},
}

// libraryView is the Library dialog: a search field, an order, an unread
// filter and the entries; choosing one opens its file, offline.
type libraryView struct {
	w       *Window
	lib     *library.Library
	query   *widget.Entry
	order   *widget.Select
	unread  *widget.Check
	list    *widget.List
	summary *widget.Label
	entries []library.Entry
	snips   []string
	dlg     dialog.Dialog
	// opts and total describe the listing (no search): entries holds its
	// first pages, and scrolling loads the next.
	opts  library.ListOptions
	total int
}

// libraryPage is how many entries the view reads at a time: a library of
// 10,000 pages opens as fast as one of 200.
const libraryPage = 200

// showLibrary opens the library (building its index the first time) and
// shows the Library dialog.
func (w *Window) showLibrary() {
	if w.cfg.outputs == nil {
		w.showMessage("Not available", "This window has no library.")
		return
	}
	w.jobs.run(func() {
		ctx, cancel := context.WithTimeout(context.Background(), outputTimeout)
		defer cancel()
		lib, err := w.cfg.outputs.OpenLibrary(ctx)
		if err != nil {
			fyne.Do(func() { w.banner.show("The library cannot be opened: "+err.Error(), "", nil) })
			return
		}
		var v *libraryView
		fyne.DoAndWait(func() {
			v = newLibraryView(w, lib)
			v.show()
		})
		// The index is shown as it is; files changed outside Folio since
		// are picked up here and the list redrawn.
		if rep, err := lib.Sync(ctx); err == nil && rep.Added+rep.Updated+rep.Removed > 0 {
			fyne.Do(v.refresh)
		}
	})
}

func newLibraryView(w *Window, lib *library.Library) *libraryView {
	v := &libraryView{w: w, lib: lib, summary: widget.NewLabel("")}
	v.query = widget.NewEntry()
	v.query.SetPlaceHolder("Search the library")
	v.query.OnChanged = func(string) { v.refresh() }
	labels := make([]string, len(librarySorts))
	for i, s := range librarySorts {
		labels[i] = s.label
	}
	v.order = widget.NewSelect(labels, func(string) { v.refresh() })
	v.order.SetSelectedIndex(0)
	v.unread = widget.NewCheck("Unread only", func(bool) { v.refresh() })
	v.list = widget.NewList(v.length, v.newRow, v.fillRow)
	v.list.OnSelected = v.open
	return v
}

// show puts the dialog up and lists the entries.
func (v *libraryView) show() {
	imp := widget.NewButton("Import…", func() {
		v.dlg.Hide()
		v.w.showImport()
	})
	top := container.NewBorder(nil, nil, nil, container.NewHBox(v.order, v.unread, imp), v.query)
	body := container.NewBorder(top, v.summary, nil, nil, v.list)
	v.dlg = dialog.NewCustom("Library", "Close", body, v.w.win)
	v.dlg.Resize(fyne.NewSize(760, 560))
	v.w.showDialog(v.dlg)
	v.refresh()
	v.w.win.Canvas().Focus(v.query)
}

// refresh lists or searches again with the current filters.
func (v *libraryView) refresh() {
	if v.order == nil || v.unread == nil || v.list == nil {
		return // still being built
	}
	o := library.ListOptions{Sort: librarySorts[max(0, v.order.SelectedIndex())].sort}
	if v.unread.Checked {
		o.State = library.Unread
	}
	ctx := context.Background()
	q := strings.TrimSpace(v.query.Text)
	var err error
	v.entries, v.snips, v.total = nil, nil, 0
	if q == "" {
		v.opts = o
		if v.total, err = v.lib.Count(ctx, o); err == nil {
			err = v.loadMore()
		}
	} else {
		var hits []library.Hit
		hits, err = v.lib.Search(ctx, v.query.Text, library.SearchOptions{ListOptions: o})
		for _, h := range hits {
			v.entries = append(v.entries, h.Entry)
			v.snips = append(v.snips, strings.ReplaceAll(h.Snippet, "\n", " "))
		}
	}
	switch {
	case err != nil:
		v.summary.SetText("Search failed: " + err.Error())
	case q != "":
		v.summary.SetText(fmt.Sprintf("%d found for %q", len(v.entries), q))
	default:
		v.summary.SetText(plural(v.total, "page") + " in " + v.lib.Dir())
	}
	v.list.UnselectAll()
	v.list.Refresh()
}

// length is the list's length: every entry of the listing, or the hits.
func (v *libraryView) length() int {
	if strings.TrimSpace(v.query.Text) == "" {
		return v.total
	}
	return len(v.entries)
}

// loadMore reads the listing's next page of entries.
func (v *libraryView) loadMore() error {
	o := v.opts
	o.Limit, o.Offset = libraryPage, len(v.entries)
	es, err := v.lib.List(context.Background(), o)
	v.entries = append(v.entries, es...)
	if len(es) == 0 {
		v.total = len(v.entries) // the folder shrank meanwhile
	}
	return err
}

// newRow is a list row: title, a line of facts, and the search snippet.
func (v *libraryView) newRow() fyne.CanvasObject {
	title := widget.NewLabel("")
	title.TextStyle.Bold = true
	title.Truncation = fyne.TextTruncateEllipsis
	facts := widget.NewLabel("")
	facts.Importance = widget.LowImportance
	facts.Truncation = fyne.TextTruncateEllipsis
	snip := widget.NewRichTextFromMarkdown("")
	snip.Truncation = fyne.TextTruncateEllipsis
	return container.NewVBox(title, facts, snip)
}

func (v *libraryView) fillRow(i widget.ListItemID, o fyne.CanvasObject) {
	for i >= len(v.entries) && len(v.entries) < v.total {
		if v.loadMore() != nil {
			break
		}
	}
	if i >= len(v.entries) {
		return
	}
	e := v.entries[i]
	box := o.(*fyne.Container)
	mark := ""
	if !e.Read {
		mark = "• "
	}
	box.Objects[0].(*widget.Label).SetText(mark + e.Title)
	box.Objects[1].(*widget.Label).SetText(entryFacts(e))
	snip := box.Objects[2].(*widget.RichText)
	if i < len(v.snips) {
		snip.ParseMarkdown(v.snips[i])
		snip.Show()
	} else {
		snip.ParseMarkdown("")
		snip.Hide()
	}
}

// entryFacts is a row's second line: site, date, reading time, tags.
func entryFacts(e library.Entry) string {
	var parts []string
	if s := firstOf(e.Site, strings.SplitN(e.Path, "/", 2)[0]); s != "" {
		parts = append(parts, s)
	}
	if d := firstOf(publishedDate(e.Date), savedDate(e.Saved)); d != "" {
		parts = append(parts, d)
	}
	if m := int(e.ReadingTime() / time.Minute); m > 0 {
		parts = append(parts, fmt.Sprintf("%d min", m))
	}
	if len(e.Tags) > 0 {
		parts = append(parts, "#"+strings.Join(e.Tags, " #"))
	}
	return strings.Join(parts, " · ")
}

// publishedDate shows an ISO 8601 date as "14 Mar 2026"; other values as
// they are.
func publishedDate(s string) string {
	for _, layout := range []string{time.RFC3339, "2006-01-02T15:04:05", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t.Format("2 Jan 2006")
		}
	}
	return s
}

func savedDate(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Local().Format("2 Jan 2006")
}

func firstOf(s ...string) string {
	for _, x := range s {
		if strings.TrimSpace(x) != "" {
			return x
		}
	}
	return ""
}

// open shows an entry's file in the window and marks it read.
func (v *libraryView) open(i widget.ListItemID) {
	if i >= len(v.entries) {
		return
	}
	e := v.entries[i]
	path, err := v.lib.Path(e.Path)
	if err != nil {
		return
	}
	v.lib.SetRead(context.Background(), e.Path, true)
	v.dlg.Hide()
	v.w.sess.Open(path)
}
