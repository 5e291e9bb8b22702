package uitests

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"folio/ui"
	"folio/ui/mdview"
)

// stepDef describes one verb: its usage line, how many arguments it takes
// (max -1: any) and what it does.
type stepDef struct {
	usage    string
	min, max int
	expect   bool // arguments are checked by the expectation table
	run      func(r *Runner, st Step, args []string) error
	waits    bool // runs outside the UI lock: it waits for other goroutines
}

// steps is the script language. Every verb reads as an instruction to a
// person testing the app by hand.
var steps map[string]stepDef

func init() {
	steps = map[string]stepDef{
		"open":       {"open TARGET (a path, URL, fixture:/page, local:file.md or folio:help)", 1, 1, false, stepOpen, false},
		"press":      {"press KEYS (ctrl+shift+w, enter, shift+enter, esc, f5, alt+left)", 1, 1, false, stepPress, false},
		"type":       {`type "TEXT" (into the widget with keyboard focus)`, 1, 1, false, stepType, false},
		"tap":        {`tap "LABEL" (a button, link or list entry showing LABEL)`, 1, 1, false, stepTap, false},
		"tap-image":  {"tap-image [N] (the N-th picture on screen, 1 by default: opens the image viewer)", 0, 1, false, stepTapImage, false},
		"scroll":     {"scroll down|up [N] (N mouse-wheel steps, default 1)", 1, 2, false, stepScroll, false},
		"wait":       {"wait [DURATION] (until loading ends; or a fixed time such as 300ms)", 0, 1, false, stepWait, true},
		"expect":     {"expect [no] WHAT ARGS", 1, -1, true, stepExpect, false},
		"screenshot": {"screenshot NAME (writes screenshots/NAME.png when asked to)", 1, 1, false, stepScreenshot, false},
		"golden":     {"golden NAME (the window must match testdata/golden/NAME.png)", 1, 1, false, stepGolden, false},
		"menu":       {`menu "View" "Theme" "Dark Theme" (choose a main-menu item by its labels)`, 2, -1, false, stepMenu, false},
		"theme":      {"theme light|dark|system", 1, 1, false, stepTheme, false},
		"skip":       {`skip "REASON" (stops the script, reported as skipped)`, 1, 1, false, stepSkip, false},
	}
}

func knownVerbs() string {
	return strings.Join(sortStrings(keys(steps)), ", ")
}

func stepOpen(r *Runner, _ Step, args []string) error {
	r.w.Open(args[0])
	return nil
}

func stepPress(r *Runner, _ Step, args []string) error { return r.press(args[0]) }

func stepType(r *Runner, _ Step, args []string) error {
	c := r.w.Window().Canvas()
	if f := c.Focused(); f != nil {
		test.Type(f, args[0])
		return nil
	}
	test.TypeOnCanvas(c, args[0])
	return nil
}

// stepTap taps the middle of the first on-screen control showing the
// label, the way a mouse click there would: the tappable object under that
// point gets the tap. Text that nothing tappable holds (a word in a
// paragraph) is passed over.
func stepTap(r *Runner, _ Step, args []string) error {
	c := r.w.Window().Canvas()
	found := findShown(c, args[0])
	for _, s := range found {
		if s.onView && s.tap != nil {
			test.TapCanvas(c, s.center())
			return nil
		}
	}
	if len(found) > 0 {
		return fmt.Errorf("%q is shown but not as a control on screen (scroll to it, or tap a button or link)", args[0])
	}
	return fmt.Errorf("nothing on screen shows %q; the screen shows:\n%s", args[0], indent(screenText(c)))
}

// wheelStep is how far one mouse-wheel step scrolls the page.
const wheelStep = 120

func stepScroll(r *Runner, _ Step, args []string) error {
	n := 1
	if len(args) == 2 {
		var err error
		if n, err = strconv.Atoi(args[1]); err != nil || n < 1 {
			return fmt.Errorf("scroll: %q is not a positive count", args[1])
		}
	}
	dy := float32(-wheelStep * n) // negative deltas move the content up, like a wheel turned down
	switch args[0] {
	case "down":
	case "up":
		dy = -dy
	default:
		return fmt.Errorf("scroll: want down or up, not %q", args[0])
	}
	view := pageView(r.w.Window().Canvas())
	if view == nil {
		return fmt.Errorf("scroll: no page view on screen")
	}
	test.Scroll(r.w.Window().Canvas(), view.center(), 0, dy)
	return nil
}

// pageView finds the Markdown view on the canvas.
func pageView(c fyne.Canvas) *shown {
	var found *shown
	var visit func(o fyne.CanvasObject, pos fyne.Position)
	visit = func(o fyne.CanvasObject, pos fyne.Position) {
		if found != nil || o == nil || !o.Visible() {
			return
		}
		if _, ok := o.(*mdview.View); ok {
			found = &shown{obj: o, pos: pos, onView: true}
			return
		}
		for _, ch := range childrenOf(o) {
			visit(ch, pos.Add(ch.Position()))
		}
	}
	visit(c.Content(), fyne.Position{})
	return found
}

func stepWait(r *Runner, _ Step, args []string) error {
	defer r.ui.do(func() { frame(r.w.Window().Canvas()) })
	if len(args) == 0 {
		r.settle()
		return nil
	}
	d, err := time.ParseDuration(args[0])
	if err != nil {
		return fmt.Errorf("wait: %v", err)
	}
	time.Sleep(d)
	return nil
}

func stepTheme(r *Runner, _ Step, args []string) error {
	switch c := ui.ThemeChoice(args[0]); c {
	case ui.ThemeLight, ui.ThemeDark, ui.ThemeSystem:
		r.w.SetTheme(c)
		return nil
	}
	return fmt.Errorf("theme: want light, dark or system, not %q", args[0])
}

// stepMenu chooses a main-menu item the way a user does: a top-level menu,
// submenus, then the item, each by its label (a trailing … may be left out).
func stepMenu(r *Runner, _ Step, args []string) error {
	mm := r.w.Window().MainMenu()
	if mm == nil {
		return fmt.Errorf("the window has no main menu")
	}
	var items []*fyne.MenuItem
	var labels []string
	for _, m := range mm.Items {
		labels = append(labels, m.Label)
		if m.Label == args[0] {
			items = m.Items
		}
	}
	if items == nil {
		return fmt.Errorf("no menu %q (menus: %s)", args[0], strings.Join(labels, ", "))
	}
	for i, want := range args[1:] {
		var found *fyne.MenuItem
		labels = labels[:0]
		for _, it := range items {
			if it.IsSeparator {
				continue
			}
			labels = append(labels, it.Label)
			if strings.TrimSuffix(it.Label, "…") == strings.TrimSuffix(want, "…") {
				found = it
			}
		}
		switch {
		case found == nil:
			return fmt.Errorf("no item %q in %s (items: %s)", want, strings.Join(args[:i+1], " > "), strings.Join(labels, ", "))
		case found.Disabled:
			return fmt.Errorf("menu item %q is disabled", want)
		case i == len(args)-2:
			if found.Action == nil {
				return fmt.Errorf("menu item %q does nothing (it has a submenu?)", want)
			}
			found.Action()
			return nil
		case found.ChildMenu == nil:
			return fmt.Errorf("menu item %q has no submenu", want)
		}
		items = found.ChildMenu.Items
	}
	return nil
}

func stepSkip(_ *Runner, _ Step, args []string) error { return skipError(args[0]) }

func stepScreenshot(r *Runner, _ Step, args []string) error {
	if r.opts.ScreenshotDir == "" {
		return nil
	}
	img := r.capture()
	return writePNG(filepath.Join(r.opts.ScreenshotDir, args[0]+".png"), img)
}

func stepGolden(r *Runner, _ Step, args []string) error {
	return r.compareGolden(args[0], r.capture())
}

func indent(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > 40 {
		lines = append(lines[:40], "…")
	}
	return "\t\t" + strings.Join(lines, "\n\t\t")
}
