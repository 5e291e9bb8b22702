package library

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"
)

// Library is an open library folder. It is safe for concurrent use, and
// several Library values (in one process or several) may share a folder.
type Library struct {
	dir string
	db  *sql.DB
	cfg config
	// mu serialises this process's writes to the folder; other processes
	// are kept apart by no-clobber creates and SQLite's own locking.
	mu sync.Mutex
	// filesSwept is when Sync last swept the _files folders for
	// temporary files of killed writes (UnixNano; 0: never).
	filesSwept atomic.Int64
}

// Option configures Open.
type Option func(*config)

type config struct {
	getter Getter
	now    func() time.Time
}

// WithGetter sets how Save fetches a page's images; without it, images
// stay remote links.
func WithGetter(g Getter) Option { return func(c *config) { c.getter = g } }

// withClock sets the time source (tests).
func withClock(now func() time.Time) Option { return func(c *config) { c.now = now } }

// Open opens (creating when needed) the library in dir and brings its
// index up to date with the folder.
func Open(ctx context.Context, dir string, opts ...Option) (*Library, error) {
	cfg := config{now: time.Now}
	for _, o := range opts {
		o(&cfg)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	if err := os.MkdirAll(abs, 0o755); err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	db, _, err := openIndex(ctx, abs)
	if err != nil {
		return nil, err
	}
	l := &Library{dir: abs, db: db, cfg: cfg}
	if _, err := l.sync(ctx, false); err != nil {
		db.Close()
		return nil, err
	}
	return l, nil
}

// Dir returns the library's folder, absolute.
func (l *Library) Dir() string { return l.dir }

// Close closes the index.
func (l *Library) Close() error { return l.db.Close() }

// abs returns the absolute path of a library-relative path.
func (l *Library) abs(rel string) string {
	return filepath.Join(l.dir, filepath.FromSlash(rel))
}
