package uitests

import (
	"fmt"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"folio/app"
	"folio/assets"
	"folio/gym/entry"
	"folio/ui"
	"folio/uitests/fixtures"
)

// WindowSize is the size of the window scripts drive and screenshot.
var WindowSize = fyne.NewSize(1000, 700)

// Options say where a Runner writes and what it compares.
type Options struct {
	// ScreenshotDir receives NAME.png for every screenshot step; "" writes
	// none (screenshots are still compared with goldens).
	ScreenshotDir string
	// GoldenDir holds NAME.png images that golden steps compare against.
	GoldenDir string
	// Update rewrites golden images instead of comparing.
	Update bool
	// LocalDir receives the local Markdown fixtures. It should not change
	// between runs: its path is shown in the status bar of golden images.
	LocalDir string
}

// slowStep is the step duration worth a note in the test log.
const slowStep = time.Second

// Runner runs scripts on Fyne's test driver against a fresh window, a
// fixture web server and a temporary home folder.
type Runner struct {
	t    testing.TB
	opts Options
	w    *ui.Window
	srv  *httptest.Server
	home string

	ui     *uiLock
	mu     sync.Mutex
	opened []string // URLs handed to the system browser
	// newWindow opens a window on the runner's app, loader and folders:
	// the first one, and the one a restart step opens.
	newWindow func() *ui.Window
}

// NewRunner creates the window and the fixture server for one script; they
// are torn down when t ends. HOME points at a temporary folder so that the
// save dialog starts there, and pages reported as bad extractions are saved
// in its gym folder (home:gym/); Save to Library keeps pages in
// home:Library/.
func NewRunner(t testing.TB, opts Options) *Runner {
	t.Helper()
	r := &Runner{t: t, opts: opts, home: t.TempDir(), ui: &uiLock{}}
	t.Setenv("HOME", r.home)
	t.Setenv(entry.FlagDirEnv, filepath.Join(r.home, "gym"))
	if err := fixtures.WriteLocal(opts.LocalDir); err != nil {
		t.Fatalf("writing local fixtures: %v", err)
	}
	r.srv = httptest.NewServer(fixtures.Handler())
	a := serialize(test.NewTempApp(t), r.ui)
	loader := app.NewLoader(app.WithTimeout(10 * time.Second))
	outputs := app.NewOutputs(loader, filepath.Join(r.home, "Library"))
	t.Cleanup(func() { outputs.Close() })
	r.newWindow = func() *ui.Window {
		w := ui.New(a, loader,
			ui.WithOutputs(outputs),
			ui.WithBuiltin("welcome", assets.Welcome),
			ui.WithBuiltin("help", assets.Help),
			ui.WithOpener(r.recordOpen),
			ui.WithPositions(app.OpenPositions(filepath.Join(r.home, ".local", "share", "folio", "positions.json"))),
			ui.WithThemes(filepath.Join(r.home, ".config", "folio", "themes.yaml")))
		w.Window().Resize(WindowSize)
		return w
	}
	r.w = r.newWindow()
	r.w.SetTheme(ui.ThemeLight)
	t.Cleanup(func() {
		r.ui.do(r.w.Escape) // cancels a load still in flight
		r.w.WaitIdle()
		r.ui.do(r.w.Close)
		r.ui.do(r.w.Window().Close)
		r.srv.Close()
	})
	return r
}

// Window returns the window under test.
func (r *Runner) Window() *ui.Window { return r.w }

// Run runs the steps of s in order and stops at the first failure, which
// it reports with the script's file and line.
func (r *Runner) Run(s *Script) {
	r.t.Helper()
	for _, st := range s.Steps {
		start := time.Now()
		err := r.step(st)
		if d := time.Since(start); d > slowStep {
			r.t.Logf("%s: took %v", st, d.Round(time.Millisecond))
		}
		if err != nil {
			if skip, ok := err.(skipError); ok {
				r.t.Skipf("%s:%d: %s", st.File, st.Line, string(skip))
			}
			r.t.Fatalf("%s\n\t%v", st, err)
		}
	}
}

// step runs one step.
func (r *Runner) step(st Step) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v\n%s", p, debug.Stack())
		}
	}()
	args := make([]string, len(st.Args))
	for i, a := range st.Args {
		args[i] = r.expand(a)
	}
	def := steps[st.Verb]
	if def.waits { // waiting lets loads and images reach the window
		return def.run(r, st, args)
	}
	r.ui.do(func() {
		err = def.run(r, st, args)
		frame(r.w.Window().Canvas())
	})
	return err
}

// skipError ends a script as skipped (the skip step).
type skipError string

func (e skipError) Error() string { return string(e) }

// expand turns the fixture prefixes of an argument into real locations:
// fixture:/article is the fixture server's /article, local:guide.md the
// local fixture file, home:x.md a file in the temporary home folder.
func (r *Runner) expand(arg string) string {
	switch {
	case strings.HasPrefix(arg, "fixture:"):
		return r.srv.URL + strings.TrimPrefix(arg, "fixture:")
	case strings.HasPrefix(arg, "local:"):
		return filepath.Join(r.opts.LocalDir, filepath.FromSlash(strings.TrimPrefix(arg, "local:")))
	case strings.HasPrefix(arg, "home:"):
		return filepath.Join(r.home, filepath.FromSlash(strings.TrimPrefix(arg, "home:")))
	}
	return arg
}

func (r *Runner) recordOpen(u *url.URL) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.opened = append(r.opened, u.String())
	return nil
}

// settle waits for the load in flight, then until the window stops
// changing (images arriving, blocks built as they come into view) and no
// picture is still loading or being drawn: two looks settleStep apart
// that find the same objects in the same places, at most settleMax, or
// drawMax while pictures are drawing.
func (r *Runner) settle() {
	r.w.WaitIdle()
	start := time.Now()
	last, same := uint64(0), 0
	for same < 2 {
		drawing := r.w.Drawing() > 0
		if waited := time.Since(start); waited > drawMax || waited > settleMax && !drawing {
			return
		}
		time.Sleep(settleStep)
		var sig uint64
		r.ui.do(func() {
			frame(r.w.Window().Canvas())
			sig = signature(r.w.Window().Canvas())
		})
		if sig == last && !drawing && r.w.Drawing() == 0 {
			same++
		} else {
			last, same = sig, 0
		}
	}
}

// settle's pace and patience: images come from local files and a local
// server, so a page stops changing within a second even on a loaded CI
// machine; diagrams and formulas are drawn in process and a loaded
// machine has taken seconds to draw a page of them.
const (
	settleStep = 50 * time.Millisecond
	settleMax  = 3 * time.Second
	drawMax    = 20 * time.Second
)

// fileContains reports whether the file at path contains s. path may be a
// glob (home:gym/*/entry.yaml) matching exactly one file, for files whose
// names hold a time stamp.
func fileContains(path, s string) (bool, string, error) {
	if strings.ContainsAny(path, "*?[") {
		m, err := filepath.Glob(path)
		if err != nil {
			return false, "", err
		}
		if len(m) != 1 {
			return false, "", fmt.Errorf("%s matches %d files, want one: %v", path, len(m), m)
		}
		path = m[0]
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return false, "", err
	}
	return strings.Contains(string(b), s), string(b), nil
}
