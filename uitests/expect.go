package uitests

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"

	"folio/app"
)

// expectDef is one thing a script can check: "expect text ...", "expect no
// dialog". check returns whether the thing holds and what was seen instead.
type expectDef struct {
	usage    string
	args     int  // exact number of arguments after the kind
	negation bool // "expect no KIND" is allowed
	check    func(r *Runner, args []string) (ok bool, seen string, err error)
}

var expects map[string]expectDef

func init() {
	expects = map[string]expectDef{
		"text":      {`expect [no] text "T" (in the page or anywhere on screen)`, 1, true, expectText},
		"visible":   {`expect [no] visible "T" (on screen now, not scrolled away)`, 1, true, expectVisible},
		"mode":      {"expect mode MODE (converted, server-markdown, local-file, needs-javascript, builtin, none)", 1, false, expectMode},
		"status":    {`expect status "T" (the status bar contains T)`, 1, true, expectStatus},
		"find":      {`expect find "2 of 4" (the find bar's count)`, 1, false, expectFind},
		"toc":       {`expect [no] toc (the contents panel is shown)`, 0, true, expectTOC},
		"heading":   {`expect [no] heading "T" (the contents panel lists T)`, 1, true, expectHeading},
		"title":     {`expect title "T" (the window title contains T)`, 1, false, expectTitle},
		"address":   {`expect address "T" (the address bar contains T)`, 1, false, expectAddress},
		"loading":   {"expect [no] loading", 0, true, expectLoading},
		"dialog":    {"expect [no] dialog", 0, true, expectDialog},
		"opened":    {"expect opened URL (handed to the system browser)", 1, false, expectOpened},
		"file":      {`expect file PATH "T" (the file exists and contains T; PATH may be a glob matching one file)`, 2, false, expectFile},
		"zoom":      {"expect zoom 1.2", 1, false, expectZoom},
		"theme":     {"expect theme light|dark|system (the theme chosen)", 1, false, expectTheme},
		"clipboard": {`expect [no] clipboard "T" (the clipboard contains T)`, 1, true, expectClipboard},
	}
}

// expectation parses "[no] KIND ARGS...".
func expectation(args []string) (expectDef, bool, error) {
	neg := len(args) > 0 && args[0] == "no"
	if neg {
		args = args[1:]
	}
	if len(args) == 0 {
		return expectDef{}, false, fmt.Errorf("expect what? (%s)", expectKinds())
	}
	def, ok := expects[args[0]]
	if !ok {
		return def, false, fmt.Errorf("unknown expectation %q (known: %s)", args[0], expectKinds())
	}
	if neg && !def.negation || len(args)-1 != def.args {
		return def, false, fmt.Errorf("usage: %s", def.usage)
	}
	return def, neg, nil
}

func expectKinds() string {
	return strings.Join(sortStrings(keys(expects)), ", ")
}

func keys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

func sortStrings(ss []string) []string {
	sort.Strings(ss)
	return ss
}

func stepExpect(r *Runner, _ Step, args []string) error {
	def, neg, err := expectation(args)
	if err != nil {
		return err
	}
	if neg {
		args = args[1:]
	}
	ok, seen, err := def.check(r, args[1:])
	if err != nil {
		return err
	}
	if ok == neg {
		what := "expected"
		if neg {
			what = "did not expect"
		}
		return fmt.Errorf("%s %s %s; saw:\n%s", what, args[0], strings.Join(quoteAll(args[1:]), " "), indent(seen))
	}
	return nil
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = strconv.Quote(s)
	}
	return out
}

func expectText(r *Runner, a []string) (bool, string, error) {
	screen := screenText(r.w.Window().Canvas())
	md := r.w.Markdown()
	ok := strings.Contains(md, a[0]) || strings.Contains(screen, a[0])
	return ok, "page:\n" + clip(md, 1500) + "\nscreen:\n" + screen, nil
}

func expectVisible(r *Runner, a []string) (bool, string, error) {
	c := r.w.Window().Canvas()
	for _, s := range findShown(c, a[0]) {
		if s.onView {
			return true, "", nil
		}
	}
	return false, screenText(c), nil
}

// modes are the source modes a script may name, from package app.
var modes = map[string]bool{"none": true,
	string(app.ModeLocalFile): true, string(app.ModeServerMarkdown): true, string(app.ModeConverted): true,
	string(app.ModePlainText): true, string(app.ModeNeedsJS): true, string(app.ModeMetadataOnly): true,
	string(app.ModeBuiltin): true}

func expectMode(r *Runner, a []string) (bool, string, error) {
	if !modes[a[0]] {
		return false, "", fmt.Errorf("mode: unknown mode %q (known: %s)", a[0], strings.Join(sortStrings(keys(modes)), ", "))
	}
	got := string(r.w.StatusMode())
	if got == "" {
		got = "none"
	}
	return got == a[0], "mode " + got + "; status: " + r.w.StatusText(), nil
}

func expectStatus(r *Runner, a []string) (bool, string, error) {
	st := r.w.StatusText()
	return strings.Contains(st, a[0]), st, nil
}

func expectFind(r *Runner, a []string) (bool, string, error) {
	got := r.w.FindStatus()
	return got == a[0], fmt.Sprintf("%q", got), nil
}

func expectTOC(r *Runner, _ []string) (bool, string, error) {
	return r.w.TOCVisible(), fmt.Sprintf("contents panel shown: %v", r.w.TOCVisible()), nil
}

func expectHeading(r *Runner, a []string) (bool, string, error) {
	hs := r.w.TOCEntries()
	for _, h := range hs {
		if strings.Contains(h, a[0]) {
			return true, "", nil
		}
	}
	return false, strings.Join(hs, "\n"), nil
}

func expectTitle(r *Runner, a []string) (bool, string, error) {
	t := r.w.Window().Title()
	return strings.Contains(t, a[0]), t, nil
}

func expectAddress(r *Runner, a []string) (bool, string, error) {
	for _, s := range texts(r.w.Window().Canvas()) {
		if s.onView && strings.Contains(s.text, a[0]) && isEntry(s.obj) {
			return true, "", nil
		}
	}
	return false, "status: " + r.w.StatusText(), nil
}

func expectLoading(r *Runner, _ []string) (bool, string, error) {
	return r.w.Loading(), fmt.Sprintf("loading: %v", r.w.Loading()), nil
}

func expectDialog(r *Runner, _ []string) (bool, string, error) {
	open := r.w.DialogOpen() || r.w.Window().Canvas().Overlays().Top() != nil
	return open, fmt.Sprintf("dialog open: %v", open), nil
}

func expectOpened(r *Runner, a []string) (bool, string, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, u := range r.opened {
		if u == a[0] {
			return true, "", nil
		}
	}
	return false, "opened: " + strings.Join(r.opened, ", "), nil
}

func expectFile(_ *Runner, a []string) (bool, string, error) {
	ok, content, err := fileContains(a[0], a[1])
	if err != nil {
		return false, "", err
	}
	return ok, clip(content, 1500), nil
}

func expectZoom(r *Runner, a []string) (bool, string, error) {
	want, err := strconv.ParseFloat(a[0], 32)
	if err != nil {
		return false, "", fmt.Errorf("zoom: %v", err)
	}
	got := r.w.Zoom()
	return fmt.Sprintf("%.1f", got) == fmt.Sprintf("%.1f", want), fmt.Sprintf("zoom %.1f", got), nil
}

func clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

func expectTheme(r *Runner, a []string) (bool, string, error) {
	got := string(r.w.ThemeChoice())
	return got == a[0], "theme " + got, nil
}

func expectClipboard(r *Runner, a []string) (bool, string, error) {
	got := fyne.CurrentApp().Clipboard().Content()
	return strings.Contains(got, a[0]), clip(got, 800), nil
}
