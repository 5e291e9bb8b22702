package ui

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"folio/app"
)

// modeInfo is how the status bar shows a source mode.
type modeInfo struct {
	label string
	icon  func() fyne.Resource // theme icons are looked up once an app runs
}

// modes maps each source mode to its status-bar label and icon.
var modes = map[app.Mode]modeInfo{
	app.ModeLocalFile:      {"Local file", theme.FileTextIcon},
	app.ModeServerMarkdown: {"Server Markdown", theme.DownloadIcon},
	app.ModeConverted:      {"Converted from HTML", theme.DocumentCreateIcon},
	app.ModePlainText:      {"Plain text", theme.DocumentIcon},
	app.ModeFeed:           {"News feed", theme.ListIcon},
	app.ModeNeedsJS:        {"Needs JavaScript", theme.WarningIcon},
	app.ModeMetadataOnly:   {"Metadata only", theme.InfoIcon},
	app.ModeBuiltin:        {"Folio", theme.HelpIcon},
}

// ModeLabel returns the status-bar label of a source mode.
func ModeLabel(m app.Mode) string {
	if mi, ok := modes[m]; ok {
		return mi.label
	}
	return string(m)
}

// statusBar shows where the page came from and what it holds.
type statusBar struct {
	box      *fyne.Container
	icon     *widget.Icon
	mode     *widget.Label
	location *widget.Label
	stats    *widget.Label
	tmpl     *widget.Label
	// rules names the extractor rules that fired ("rules: wordpress"),
	// or counts them when the names do not fit; tapping it lists them in
	// rulesPop, as a tooltip would (Fyne 2.8 has none). A link, not a
	// button: it reads like the labels beside it, in the colour that says
	// it can be tapped.
	rules    *widget.Hyperlink
	rulesPop *widget.PopUp
	ruleIDs  []string
	canvas   func() fyne.Canvas
	browser  *widget.Button
}

func newStatusBar(openInBrowser func(), canvas func() fyne.Canvas) *statusBar {
	s := &statusBar{
		canvas:   canvas,
		icon:     widget.NewIcon(nil),
		mode:     widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		location: widget.NewLabel(""),
		stats:    widget.NewLabel(""),
		tmpl:     widget.NewLabel(""),
		browser:  widget.NewButtonWithIcon("Open in Browser", theme.ComputerIcon(), openInBrowser),
	}
	s.rules = widget.NewHyperlink("", nil)
	s.rules.OnTapped = s.showRules
	s.location.Truncation = fyne.TextTruncateEllipsis
	s.tmpl.Importance = widget.SuccessImportance
	s.browser.Importance = widget.LowImportance
	s.tmpl.Hide()
	s.rules.Hide()
	s.browser.Hide()
	left := container.NewHBox(s.icon, s.mode)
	right := container.NewHBox(s.stats, s.tmpl, s.rules, s.browser)
	s.box = container.NewBorder(widget.NewSeparator(), nil, left, right, s.location)
	return s
}

// show fills the bar from doc.
func (s *statusBar) show(doc *app.Document) {
	mi, ok := modes[doc.Mode]
	if !ok {
		mi = modeInfo{string(doc.Mode), theme.QuestionIcon}
	}
	s.icon.SetResource(mi.icon())
	s.mode.SetText(mi.label)
	s.location.SetText(location(doc))
	s.stats.SetText(stats(doc))
	if doc.Template != "" {
		s.tmpl.SetText("✓ template " + doc.Template)
		s.tmpl.Show()
	} else {
		s.tmpl.Hide()
	}
	s.setRules(doc.Rules)
	if doc.Mode == app.ModeNeedsJS {
		s.browser.Show()
	} else {
		s.browser.Hide()
	}
}

// showLoading says what is being loaded.
func (s *statusBar) showLoading(target string) {
	s.icon.SetResource(theme.DownloadIcon())
	s.mode.SetText("Loading…")
	s.location.SetText(target)
	s.stats.SetText("Esc cancels")
	s.tmpl.Hide()
	s.setRules(nil)
	s.browser.Hide()
}

// showError fills the bar for an error page.
func (s *statusBar) showError(target string, canceled bool) {
	s.icon.SetResource(theme.ErrorIcon())
	s.mode.SetText("Error")
	if canceled {
		s.icon.SetResource(theme.CancelIcon())
		s.mode.SetText("Canceled")
	}
	s.location.SetText(target)
	s.stats.SetText("")
	s.tmpl.Hide()
	s.setRules(nil)
	s.browser.Hide()
}

// text is the bar's content as one line, for tests and scripts.
func (s *statusBar) text() string {
	parts := []string{s.mode.Text, s.location.Text, s.stats.Text}
	if s.tmpl.Visible() {
		parts = append(parts, s.tmpl.Text)
	}
	if s.rules.Visible() {
		parts = append(parts, s.rules.Text)
	}
	return strings.Join(parts, " | ")
}

// rulesMarkMax is the longest list of rule names the bar shows before it
// only counts them ("4 rules"): two typical ids, so that the mark never
// crowds out the page's address.
const rulesMarkMax = 40

// rulesMark is the status-bar text for the rules that fired on a page:
// "rule: mkdocs", "rules: wordpress-jetpack, onetrust-banner", "4 rules".
func rulesMark(ids []string) string {
	names := strings.Join(ids, ", ")
	switch {
	case len(ids) == 0:
		return ""
	case len(ids) == 1:
		return "rule: " + names
	case len(names) <= rulesMarkMax:
		return "rules: " + names
	}
	return fmt.Sprintf("%d rules", len(ids))
}

// setRules shows the rules mark for ids, or hides it when none fired.
func (s *statusBar) setRules(ids []string) {
	s.ruleIDs = slices.Clone(ids)
	if s.rulesPop != nil {
		s.rulesPop.Hide()
		s.rulesPop = nil
	}
	if len(ids) == 0 {
		s.rules.Hide()
		return
	}
	s.rules.SetText(rulesMark(ids))
	s.rules.Show()
}

// showRules lists the rules that fired, one per line, just above the mark.
func (s *statusBar) showRules() {
	c := s.canvas()
	if len(s.ruleIDs) == 0 || c == nil {
		return
	}
	box := container.NewVBox(widget.NewLabelWithStyle("Extractor rules applied", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for _, id := range s.ruleIDs {
		box.Add(widget.NewLabel(id))
	}
	s.rulesPop = widget.NewPopUp(box, c)
	size := s.rulesPop.MinSize()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(s.rules)
	x := min(pos.X, c.Size().Width-size.Width-theme.Padding())
	s.rulesPop.ShowAtPosition(fyne.NewPos(max(x, 0), max(pos.Y-size.Height, 0)))
}

func location(doc *app.Document) string {
	if doc.URL != nil {
		return doc.URL.String()
	}
	return doc.Source
}

// stats is "1,234 words · 6 min read · extracted in 12 ms".
func stats(doc *app.Document) string {
	words := doc.Words()
	parts := []string{fmt.Sprintf("%s words", thousands(words)), readingTime(doc.ReadingTime())}
	if doc.Extraction > 0 {
		parts = append(parts, "extracted in "+doc.Extraction.Round(100*time.Microsecond).String())
	}
	return strings.Join(parts, " · ")
}

// readingTime is "6 min read"; under a minute still reads "1 min read".
func readingTime(d time.Duration) string {
	return fmt.Sprintf("%d min read", max(int(d.Minutes()), 1))
}

func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
