package rules

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"folio/internal/safefile"
)

// Set is an ordered list of compiled rules. It is immutable once built and
// safe for concurrent use.
type Set struct {
	rules []*Rule
	index *triggerIndex // the DOM triggers of all rules, both stages
}

// NewSet builds a set from rules in the given order; a later rule with the
// id of an earlier one replaces it in place.
func NewSet(rs ...[]*Rule) *Set {
	s := &Set{}
	pos := map[string]int{}
	for _, list := range rs {
		for _, r := range list {
			if i, ok := pos[r.ID]; ok {
				s.rules[i] = r
				continue
			}
			pos[r.ID] = len(s.rules)
			s.rules = append(s.rules, r)
		}
	}
	s.index = newTriggerIndex(s.rules)
	return s
}

// Rules returns the set's rules in order.
func (s *Set) Rules() []*Rule {
	if s == nil {
		return nil
	}
	return slices.Clone(s.rules)
}

// Len returns the number of rules.
func (s *Set) Len() int {
	if s == nil {
		return 0
	}
	return len(s.rules)
}

//go:embed defaults/*.yaml
var defaultFS embed.FS

var (
	defaultOnce sync.Once
	defaultSet  *Set
)

// Default returns the embedded platform rules (defaults/*.yaml, in file name
// order). It panics if they do not compile: a test guards that.
func Default() *Set {
	defaultOnce.Do(func() {
		rs, err := loadFS(defaultFS, "defaults", nil)
		if err != nil {
			panic(err)
		}
		defaultSet = NewSet(rs)
	})
	return defaultSet
}

// Load returns the default rules overridden and extended by the *.yaml files
// in dir: a user rule replaces the default rule of the same id, new ids run
// after the defaults. A missing dir is not an error.
func Load(dir string) (*Set, error) {
	if _, err := os.Stat(dir); os.IsNotExist(err) {
		return Default(), nil
	}
	// Read through safefile, not the fs.FS: a FIFO or a symlink to a
	// device among the rules must be refused, not read.
	user, err := loadFS(os.DirFS(dir), ".", func(n string) ([]byte, error) {
		data, err := safefile.Read(filepath.Join(dir, n), MaxFileBytes)
		if errors.Is(err, safefile.ErrTooLarge) {
			return nil, &Error{Source: n, Msg: fmt.Sprintf("file is larger than %d bytes", MaxFileBytes)}
		}
		return data, err
	})
	if err != nil {
		return nil, err
	}
	return NewSet(Default().rules, user), nil
}

// loadFS parses the *.yaml files of dir in fsys, in name order, each read
// with read (fs.ReadFile when nil).
func loadFS(fsys fs.FS, dir string, read func(name string) ([]byte, error)) ([]*Rule, error) {
	if read == nil {
		read = func(n string) ([]byte, error) { return fs.ReadFile(fsys, n) }
	}
	names, err := fs.Glob(fsys, filepath.ToSlash(filepath.Join(dir, "*.yaml")))
	if err != nil {
		return nil, err
	}
	slices.Sort(names)
	var all []*Rule
	for _, n := range names {
		data, err := read(n)
		if err != nil {
			return nil, fmt.Errorf("rules: %w", err)
		}
		rs, err := Parse(data, strings.TrimPrefix(n, "./"))
		if err != nil {
			return nil, err
		}
		all = append(all, rs...)
	}
	return all, nil
}
