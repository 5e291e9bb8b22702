package themes

import (
	_ "embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"

	"folio/internal/filewatch"
	"folio/internal/safefile"
)

//go:embed builtin.yaml
var builtinYAML []byte

// BuiltinSource is the Source of the built-in themes.
const BuiltinSource = "built-in"

// builtins parses builtin.yaml once; a test checks that it has no error.
var builtins = sync.OnceValues(func() ([]*Theme, []error) { return Parse(builtinYAML, BuiltinSource) })

// Builtin returns the built-in themes: Light, Dark, Sepia, GitHub and
// High Contrast. They are shared: do not change them.
func Builtin() []*Theme {
	ts, _ := builtins()
	return ts
}

// Library is the built-in themes and the user's, from one file that it
// follows while the program runs. It is safe for concurrent use.
type Library struct {
	path     string
	onChange func()

	mu       sync.Mutex
	user     []*Theme
	problems []error
	watch    *filewatch.Watcher
}

// Open reads the user's themes from path ("" for the built-in ones only).
// A missing file is no themes and no problem. With onChange, the file is
// followed (its folder is created for that) and onChange is called on a
// goroutine of the Library's after each reload, whatever it found; a file
// that cannot be followed is read once and the reason is a Problem.
func Open(path string, onChange func()) *Library {
	l := &Library{path: path, onChange: onChange}
	if path == "" {
		return l
	}
	l.Reload()
	if onChange == nil {
		return l
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		l.problem(fmt.Errorf("%s: changes will show after a restart: %w", path, err))
		return l
	}
	w, err := filewatch.Watch(path, 0, func() { l.Reload(); l.onChange() })
	if err != nil {
		l.problem(fmt.Errorf("%s: changes will show after a restart: %w", path, err))
		return l
	}
	l.mu.Lock()
	l.watch = w
	l.mu.Unlock()
	return l
}

// Path returns the user's themes file ("" when there is none).
func (l *Library) Path() string { return l.path }

// Reload reads the user's file again. When the file as a whole cannot be
// read or parsed, the themes read last time stay; a theme with a mistake
// is left out until it is fixed. Problems says why either way.
func (l *Library) Reload() {
	data, err := safefile.Read(l.path, MaxFileBytes)
	var user []*Theme
	var problems []error
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		problems = []error{&Error{File: l.path, Msg: err.Error()}}
	default:
		user, problems = Parse(data, l.path)
		user, problems = withoutBuiltinNames(user, problems)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if err != nil && !errors.Is(err, fs.ErrNotExist) || user == nil && len(problems) > 0 && fileWide(problems) {
		l.problems = problems // keep the last good themes
		return
	}
	l.user, l.problems = user, problems
}

// fileWide reports whether problems are about the file as a whole (no
// theme could be read), not about some of its themes.
func fileWide(problems []error) bool {
	var e *Error
	return len(problems) == 1 && errors.As(problems[0], &e) && e.Theme == ""
}

// withoutBuiltinNames leaves out user themes named like a built-in one.
func withoutBuiltinNames(user []*Theme, problems []error) ([]*Theme, []error) {
	var out []*Theme
	for _, t := range user {
		if lookup(Builtin(), t.ID) != nil {
			problems = append(problems, &Error{File: t.Source, Theme: t.Name,
				Msg: "has the name of a built-in theme: give it another name"})
			continue
		}
		out = append(out, t)
	}
	return out, problems
}

func (l *Library) problem(err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.problems = append(l.problems, err)
}

// Themes returns the built-in themes, then the user's in the file's order.
func (l *Library) Themes() []*Theme {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append(append([]*Theme(nil), Builtin()...), l.user...)
}

// Theme returns the theme with id, or nil.
func (l *Library) Theme(id string) *Theme { return lookup(l.Themes(), id) }

// Problems returns what is wrong with the user's file, if anything.
func (l *Library) Problems() []error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]error(nil), l.problems...)
}

// Close stops following the file.
func (l *Library) Close() error {
	l.mu.Lock()
	w := l.watch
	l.watch = nil
	l.mu.Unlock()
	if w == nil {
		return nil
	}
	return w.Close()
}

func lookup(ts []*Theme, id string) *Theme {
	for _, t := range ts {
		if t.ID == id {
			return t
		}
	}
	return nil
}
