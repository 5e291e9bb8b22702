package ui

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"folio/app"
)

// testLoader loads files and http(s) URLs the simple way, standing in for
// app.Loader so that these tests exercise the window only.
type testLoader struct{}

type statusError struct{ code int }

func (e *statusError) Error() string   { return fmt.Sprintf("the server answered %d", e.code) }
func (e *statusError) Retryable() bool { return e.code >= 500 }

func (testLoader) Load(ctx context.Context, target string) (*app.Document, error) {
	if !strings.HasPrefix(target, "http") {
		b, err := os.ReadFile(target)
		if err != nil {
			return nil, err
		}
		return &app.Document{Source: target, Dir: filepath.Dir(target), Mode: app.ModeLocalFile, Markdown: string(b)}, nil
	}
	req, _ := http.NewRequestWithContext(ctx, "GET", target, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return nil, &statusError{resp.StatusCode}
	}
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	mode := app.ModeConverted
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "text/markdown") {
		mode = app.ModeServerMarkdown
	}
	return &app.Document{Source: target, URL: resp.Request.URL, Mode: mode, Markdown: string(b)}, nil
}

// blockingLoader waits until its context is canceled.
type blockingLoader struct{ started chan struct{} }

func (l blockingLoader) Load(ctx context.Context, target string) (*app.Document, error) {
	close(l.started)
	<-ctx.Done()
	return nil, ctx.Err()
}

const sample = `# Alpha guide

Alpha is the first letter. Alpha again.

## Beta section

Some text about beta and alpha.

## Gamma section

See [the other page](other.md) and [Beta](#beta-section).
`

func newTestWindow(t *testing.T, l Loader, opts ...Option) *Window {
	t.Helper()
	a := test.NewTempApp(t)
	w := New(a, l, opts...)
	t.Cleanup(func() { w.sess.Cancel(); w.WaitIdle(); w.win.Close() })
	return w
}

func writeSample(t *testing.T) (dir, path string) {
	dir = t.TempDir()
	path = filepath.Join(dir, "guide.md")
	must(t, os.WriteFile(path, []byte(sample), 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "other.md"), []byte("# Other page\n\nHello.\n"), 0o644))
	return dir, path
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestOpenLocalFile(t *testing.T) {
	_, path := writeSample(t)
	w := newTestWindow(t, testLoader{})
	w.Open(path)
	w.WaitIdle()
	if got := w.StatusMode(); got != app.ModeLocalFile {
		t.Fatalf("mode = %q, want local file", got)
	}
	if !strings.Contains(w.Markdown(), "Alpha guide") {
		t.Errorf("page does not show the file: %q", w.Markdown())
	}
	if st := w.StatusText(); !strings.Contains(st, "Local file") || !strings.Contains(st, "guide.md") || !strings.Contains(st, "words") {
		t.Errorf("status = %q", st)
	}
	if got := w.addr.entry.Text; got != path {
		t.Errorf("address bar = %q", got)
	}
	if items := w.sess.RecentItems(); len(items) != 1 || items[0] != path {
		t.Errorf("recent = %v", items)
	}
}

func TestOpenURL(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		rw.Header().Set("Content-Type", "text/markdown; charset=utf-8")
		fmt.Fprint(rw, sample)
	}))
	defer srv.Close()
	w := newTestWindow(t, testLoader{})
	w.addr.entry.SetText(srv.URL + "/doc")
	w.addr.entry.OnSubmitted(w.addr.entry.Text)
	w.WaitIdle()
	if got := w.StatusMode(); got != app.ModeServerMarkdown {
		t.Fatalf("mode = %q", got)
	}
	if st := w.StatusText(); !strings.Contains(st, "Server Markdown") || !strings.Contains(st, srv.URL) {
		t.Errorf("status = %q", st)
	}
}

func TestBackForward(t *testing.T) {
	dir, path := writeSample(t)
	other := filepath.Join(dir, "other.md")
	w := newTestWindow(t, testLoader{})
	w.Open(path)
	w.WaitIdle()
	w.followLink("other.md") // a relative .md link opens in Folio
	w.WaitIdle()
	if w.Document().Source != other {
		t.Fatalf("link opened %q", w.Document().Source)
	}
	if w.addr.back.Disabled() || !w.addr.forward.Disabled() {
		t.Error("back should be enabled and forward disabled")
	}
	w.TypeShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyLeft, Modifier: fyne.KeyModifierAlt})
	w.WaitIdle()
	if w.Document().Source != path {
		t.Fatalf("after Back: %q", w.Document().Source)
	}
	test.Tap(w.addr.forward)
	w.WaitIdle()
	if w.Document().Source != other {
		t.Fatalf("after Forward: %q", w.Document().Source)
	}
}

func TestFindCount(t *testing.T) {
	_, path := writeSample(t)
	w := newTestWindow(t, testLoader{})
	w.Open(path)
	w.WaitIdle()
	w.TypeShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyF, Modifier: fyne.KeyModifierShortcutDefault})
	if w.win.Canvas().Focused() != w.find.entry {
		t.Fatal("Ctrl+F does not focus the find entry")
	}
	test.Type(w.find.entry, "alpha")
	if got := w.FindStatus(); got != "1 of 4" {
		t.Fatalf("count = %q, want 1 of 4", got)
	}
	w.TypeKey(fyne.KeyReturn)
	if got := w.FindStatus(); got != "2 of 4" {
		t.Errorf("after Enter: %q", got)
	}
	w.find.entry.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	w.TypeKey(fyne.KeyReturn)
	w.find.entry.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	if got := w.FindStatus(); got != "1 of 4" {
		t.Errorf("after Shift+Enter: %q", got)
	}
	w.SetFindQuery("zebra")
	if got := w.FindStatus(); got != "No matches" {
		t.Errorf("no match: %q", got)
	}
	w.TypeKey(fyne.KeyEscape)
	if w.find.box.Visible() {
		t.Error("Esc does not close the find bar")
	}
}

func TestTOCToggle(t *testing.T) {
	_, path := writeSample(t)
	w := newTestWindow(t, testLoader{})
	w.Open(path)
	w.WaitIdle()
	if w.TOCVisible() {
		t.Fatal("TOC visible at start")
	}
	ctrlB := &desktop.CustomShortcut{KeyName: fyne.KeyB, Modifier: fyne.KeyModifierShortcutDefault}
	w.TypeShortcut(ctrlB)
	if !w.TOCVisible() {
		t.Fatal("Ctrl+B does not show the TOC")
	}
	want := []string{"Alpha guide", "Beta section", "Gamma section"}
	if got := w.TOCEntries(); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("TOC = %v", got)
	}
	w.SelectTOC(1) // must not panic; scrolls to Beta
	w.TypeKey(fyne.KeyEscape)
	if w.TOCVisible() {
		t.Error("Esc does not close the TOC")
	}
}

func TestThemeSwitch(t *testing.T) {
	w := newTestWindow(t, testLoader{})
	w.SetTheme(ThemeDark)
	th := w.fa.Settings().Theme()
	dark := theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantDark)
	if got := th.Color(theme.ColorNameBackground, theme.VariantLight); got != dark {
		t.Errorf("dark theme background = %v, want %v", got, dark)
	}
	if w.prefs.store.String(app.KeyTheme) != "dark" {
		t.Error("theme not persisted")
	}
	w.SetTheme(ThemeLight)
	light := theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantLight)
	if got := w.fa.Settings().Theme().Color(theme.ColorNameBackground, theme.VariantDark); got != light {
		t.Errorf("light theme background = %v", got)
	}
	items := w.menu.theme.ChildMenu.Items
	if !items[1].Checked || items[2].Checked || items[1].Label != "Light Theme" {
		t.Error("menu does not tick the light theme")
	}
	// A new window on the same preferences starts with the stored theme.
	w2 := New(w.fa, testLoader{})
	defer w2.win.Close()
	if w2.ThemeChoice() != ThemeLight {
		t.Errorf("restored theme = %q", w2.ThemeChoice())
	}
}

func TestZoom(t *testing.T) {
	w := newTestWindow(t, testLoader{})
	base := w.fa.Settings().Theme().Size(theme.SizeNameText)
	view := w.view.(mdView).View
	w.TypeShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyEqual, Modifier: fyne.KeyModifierShortcutDefault})
	w.TypeShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyEqual, Modifier: fyne.KeyModifierShortcutDefault})
	if w.Zoom() != 1.2 {
		t.Fatalf("zoom = %v, want 1.2", w.Zoom())
	}
	if got := view.TextScale(); got != 1.2 {
		t.Errorf("view text scale = %v, want 1.2", got)
	}
	if w.fa.Settings().Theme().Size(theme.SizeNameText) != base {
		t.Error("zoom must not scale the chrome")
	}
	w.TypeShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyMinus, Modifier: fyne.KeyModifierShortcutDefault})
	if w.Zoom() != 1.1 {
		t.Errorf("zoom out = %v", w.Zoom())
	}
	w2 := New(w.fa, testLoader{})
	defer w2.win.Close()
	if w2.Zoom() != 1.1 {
		t.Errorf("restored zoom = %v", w2.Zoom())
	}
	w.TypeShortcut(&desktop.CustomShortcut{KeyName: fyne.Key0, Modifier: fyne.KeyModifierShortcutDefault})
	if w.Zoom() != 1 {
		t.Errorf("reset = %v", w.Zoom())
	}
}

func TestErrorPageRetry(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		if calls.Add(1) == 1 {
			http.Error(rw, "busy", http.StatusServiceUnavailable)
			return
		}
		rw.Header().Set("Content-Type", "text/markdown")
		fmt.Fprint(rw, "# Back up\n")
	}))
	defer srv.Close()
	w := newTestWindow(t, testLoader{})
	w.Open(srv.URL)
	w.WaitIdle()
	if w.Document() != nil || !strings.Contains(w.Markdown(), "503") {
		t.Fatalf("want an error page, got %q", w.Markdown())
	}
	if !w.banner.box.Visible() || w.banner.button.Text != "Retry" {
		t.Fatal("no Retry button")
	}
	if !strings.Contains(w.StatusText(), "Error") {
		t.Errorf("status = %q", w.StatusText())
	}
	test.Tap(w.banner.button)
	w.WaitIdle()
	if w.StatusMode() != app.ModeServerMarkdown || w.banner.box.Visible() {
		t.Fatalf("retry did not load: %q", w.Markdown())
	}
}

func TestEscCancelsLoading(t *testing.T) {
	l := blockingLoader{started: make(chan struct{})}
	w := newTestWindow(t, l)
	w.Open("https://slow.example/")
	<-l.started
	if !w.Loading() || !strings.HasPrefix(w.StatusText(), "Loading") {
		t.Fatalf("no progress shown while loading (status %q)", w.StatusText())
	}
	w.TypeKey(fyne.KeyEscape)
	w.WaitIdle()
	if w.Loading() {
		t.Error("progress still shown")
	}
	if !strings.Contains(w.Markdown(), "canceled") || !strings.HasPrefix(w.StatusText(), "Canceled") {
		t.Errorf("page = %q, status = %q", w.Markdown(), w.StatusText())
	}
}

func TestBuiltinSupersedesLoading(t *testing.T) {
	l := blockingLoader{started: make(chan struct{})}
	w := newTestWindow(t, l)
	w.Open("https://slow.example/")
	<-l.started
	w.ShowHelp()
	w.WaitIdle()
	if w.Loading() || w.StatusMode() != app.ModeBuiltin || !strings.Contains(w.Markdown(), "Keyboard shortcuts") {
		t.Errorf("the canceled load replaced the help page: %q", w.Markdown())
	}
}

func TestStatusModeLabels(t *testing.T) {
	w := newTestWindow(t, testLoader{})
	u, _ := url.Parse("https://example.com/app")
	cases := []struct {
		doc  app.Document
		want string
	}{
		{app.Document{Mode: app.ModeLocalFile, Source: "/tmp/a.md"}, "Local file"},
		{app.Document{Mode: app.ModeServerMarkdown, URL: u}, "Server Markdown"},
		{app.Document{Mode: app.ModeConverted, URL: u, Template: "example.com"}, "Converted from HTML"},
		{app.Document{Mode: app.ModeConverted, URL: u, Rules: []string{"wordpress-jetpack"}}, "Converted from HTML"},
		{app.Document{Mode: app.ModeNeedsJS, URL: u, Framework: "Next.js"}, "Needs JavaScript"},
		{app.Document{Mode: app.ModeMetadataOnly, URL: u}, "Metadata only"},
		{app.Document{Mode: app.ModePlainText, URL: u}, "Plain text"},
		{app.Document{Mode: app.ModeFeed, URL: u}, "News feed"},
	}
	for _, c := range cases {
		t.Run(string(c.doc.Mode), func(t *testing.T) {
			doc := c.doc
			w.sess.Show(&doc)
			if got := w.status.mode.Text; got != c.want {
				t.Errorf("label = %q, want %q", got, c.want)
			}
			if w.StatusMode() != doc.Mode {
				t.Errorf("StatusMode = %q", w.StatusMode())
			}
			needsJS := doc.Mode == app.ModeNeedsJS
			if w.status.browser.Visible() != needsJS || w.banner.box.Visible() != needsJS {
				t.Error("Open in Browser shown wrongly")
			}
			if w.status.tmpl.Visible() != (doc.Template != "") {
				t.Error("template mark shown wrongly")
			}
			if w.status.rules.Visible() != (len(doc.Rules) > 0) {
				t.Error("rules mark shown wrongly")
			}
		})
	}
}

func TestStatusRulesMark(t *testing.T) {
	w := newTestWindow(t, testLoader{})
	u, _ := url.Parse("https://blog.example/post")
	cases := []struct {
		rules []string
		want  string
	}{
		{[]string{"wordpress-jetpack"}, "rule: wordpress-jetpack"},
		{[]string{"wordpress-jetpack", "onetrust-banner"}, "rules: wordpress-jetpack, onetrust-banner"},
		{[]string{"onetrust-banner", "wordpress-jetpack", "substack-prompts", "slick-clones"}, "4 rules"},
	}
	for _, c := range cases {
		w.sess.Show(&app.Document{Mode: app.ModeConverted, URL: u, Rules: c.rules, Template: "blog.example v2 (learned)"})
		if !w.status.rules.Visible() || w.status.rules.Text != c.want {
			t.Errorf("rules %v: mark %q (visible %v), want %q", c.rules, w.status.rules.Text, w.status.rules.Visible(), c.want)
		}
		if !strings.Contains(w.StatusText(), c.want) || !strings.Contains(w.StatusText(), "blog.example v2") {
			t.Errorf("status text %q lacks the template or the rules", w.StatusText())
		}
		// Tapping the mark lists every rule, even when the mark only counts them.
		// A link answers taps on its laid-out text only, which this
		// window does not render; uitests/scripts/rules-mark.folio taps it.
		w.status.rules.OnTapped()
		pop := w.status.rulesPop
		if pop == nil || !pop.Visible() {
			t.Fatalf("rules %v: tapping the mark shows no list", c.rules)
		}
		for _, id := range c.rules {
			if !containsLabel(pop.Content, id) {
				t.Errorf("the list lacks rule %s", id)
			}
		}
	}
	// A new page closes the list; a page without rules has no mark.
	pop := w.status.rulesPop
	w.sess.Show(&app.Document{Mode: app.ModeConverted, URL: u})
	if pop.Visible() || w.status.rules.Visible() || strings.Contains(w.StatusText(), "rule") {
		t.Errorf("after a page without rules: list visible %v, mark visible %v, status %q", pop.Visible(), w.status.rules.Visible(), w.StatusText())
	}
	w.sess.Show(&app.Document{Mode: app.ModeConverted, URL: u, Rules: []string{"mkdocs"}})
	w.status.showLoading("https://blog.example/next")
	if w.status.rules.Visible() {
		t.Error("the rules mark stays while the next page loads")
	}
}

// containsLabel reports whether o holds a label reading text.
func containsLabel(o fyne.CanvasObject, text string) bool {
	switch v := o.(type) {
	case *widget.Label:
		return v.Text == text
	case *fyne.Container:
		for _, c := range v.Objects {
			if containsLabel(c, text) {
				return true
			}
		}
	}
	return false
}

func TestOpenInBrowserForNeedsJS(t *testing.T) {
	var opened []string
	w := newTestWindow(t, testLoader{}, WithOpener(func(u *url.URL) error {
		opened = append(opened, u.String())
		return nil
	}))
	u, _ := url.Parse("https://spa.example/")
	w.sess.Show(&app.Document{Mode: app.ModeNeedsJS, URL: u, Framework: "Next.js"})
	test.Tap(w.banner.button)
	w.followLink("https://spa.example/") // the stub's own "Open in browser" link
	if len(opened) != 2 || opened[0] != "https://spa.example/" || opened[1] != opened[0] {
		t.Errorf("opened = %v", opened)
	}
	if w.Loading() {
		t.Error("the stub's self link must not reload the page in Folio")
	}
}

func TestHelpAndWelcome(t *testing.T) {
	w := newTestWindow(t, testLoader{}, WithBuiltin("help", "# Help\n"))
	w.OpenStartup(nil)
	if w.StatusMode() != app.ModeBuiltin || !strings.Contains(w.Markdown(), "Welcome") {
		t.Fatalf("welcome not shown: %q", w.Markdown())
	}
	w.TypeKey(fyne.KeyF1)
	for _, want := range []string{"| Open Web Page | Ctrl+Shift+W |", "Ctrl+L", "F5, Ctrl+R", "Alt+Left", "Ctrl+B", "F11", "Esc"} {
		if !strings.Contains(w.Markdown(), want) {
			t.Errorf("help lacks %q", want)
		}
	}
}

// scrollView records ScrollBy calls on top of the real view.
type scrollView struct {
	docView
	scrolled []float32
}

func (v *scrollView) ScrollBy(dy float32) { v.scrolled = append(v.scrolled, dy) }

func TestScrollKeys(t *testing.T) {
	w := newTestWindow(t, testLoader{})
	sv := &scrollView{docView: w.view}
	w.view = sv
	for _, k := range []fyne.KeyName{fyne.KeyDown, fyne.KeyPageDown, fyne.KeyUp, fyne.KeyEnd, fyne.KeyHome} {
		w.TypeKey(k)
	}
	if len(sv.scrolled) != 4 || sv.scrolled[0] != lineStep || sv.scrolled[2] != -lineStep || sv.scrolled[3] < 1e6 {
		t.Errorf("scrolled = %v", sv.scrolled)
	}
	w.focusAddress()
	w.TypeKey(fyne.KeyDown) // goes to the entry, not the page
	if len(sv.scrolled) != 4 {
		t.Error("arrow keys in the address bar scrolled the page")
	}
}

func TestFullScreenAndReload(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		rw.Header().Set("Content-Type", "text/markdown")
		fmt.Fprintf(rw, "# Visit %d\n", hits.Add(1))
	}))
	defer srv.Close()
	w := newTestWindow(t, testLoader{})
	w.TypeKey(fyne.KeyF11)
	if !w.win.FullScreen() {
		t.Fatal("F11 does not enter full screen")
	}
	w.TypeKey(fyne.KeyEscape)
	if w.win.FullScreen() {
		t.Error("Esc does not leave full screen")
	}
	w.Open(srv.URL)
	w.WaitIdle()
	w.TypeKey(fyne.KeyF5)
	w.WaitIdle()
	w.TypeShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: fyne.KeyModifierShortcutDefault})
	w.WaitIdle()
	if !strings.Contains(w.Markdown(), "# Visit 3") {
		t.Errorf("F5 and Ctrl+R did not reload: %q", w.Markdown())
	}
	if !w.addr.back.Disabled() {
		t.Error("reloading must not add history entries")
	}
}
