package library

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"

	_ "modernc.org/sqlite" // registers the pure-Go "sqlite" driver, FTS5 included
)

// schemaVersion is stored in PRAGMA user_version; an index written by
// another version is dropped and rebuilt from the folder.
const schemaVersion = 2

// indexDir is the library's hidden folder, and indexName the database in it.
const (
	indexDir  = ".folio"
	indexName = "index.db"
)

// schema creates the tables: entries holds what the list shows and what
// Sync compares (mtime and size), docs the full text for FTS5, with
// rowid = entries.id. docs keeps prefix indexes of 2 and 3 characters:
// Search matches the last word typed as a prefix, and without them FTS5
// merges the lists of every word that starts so ("th": the, they, then,
// there...) on each query, the slowest part of a search while typing.
const schema = `
CREATE TABLE IF NOT EXISTS entries(
	id INTEGER PRIMARY KEY,
	path TEXT NOT NULL UNIQUE,
	mtime INTEGER NOT NULL,
	size INTEGER NOT NULL,
	source TEXT NOT NULL DEFAULT '',
	title TEXT NOT NULL DEFAULT '',
	author TEXT NOT NULL DEFAULT '',
	date TEXT NOT NULL DEFAULT '',
	site TEXT NOT NULL DEFAULT '',
	language TEXT NOT NULL DEFAULT '',
	description TEXT NOT NULL DEFAULT '',
	saved INTEGER NOT NULL DEFAULT 0,
	tags TEXT NOT NULL DEFAULT '',
	read INTEGER NOT NULL DEFAULT 0,
	words INTEGER NOT NULL DEFAULT 0,
	snapshot TEXT NOT NULL DEFAULT '',
	snapshot_type TEXT NOT NULL DEFAULT '',
	body_sha256 TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS entries_source ON entries(source);
CREATE VIRTUAL TABLE IF NOT EXISTS docs USING fts5(
	title, body, site, tags,
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2 3'
);`

// openIndex opens the index of the library in dir, dropping and recreating
// it when it is corrupt or from another schema version. rebuilt says the
// index started empty, so the caller syncs everything.
func openIndex(ctx context.Context, dir string) (db *sql.DB, rebuilt bool, err error) {
	folder := filepath.Join(dir, indexDir)
	if err := os.MkdirAll(folder, 0o755); err != nil {
		return nil, false, fmt.Errorf("library: %w", err)
	}
	path := filepath.Join(folder, indexName)
	db, err = openChecked(ctx, path)
	if err == nil {
		return db, false, nil
	}
	for _, suffix := range []string{"", "-wal", "-shm", "-journal"} {
		if rerr := os.Remove(path + suffix); rerr != nil && !errors.Is(rerr, os.ErrNotExist) {
			return nil, false, fmt.Errorf("library: index unusable (%v) and cannot be removed: %w", err, rerr)
		}
	}
	db, err = openChecked(ctx, path)
	if err != nil {
		return nil, false, fmt.Errorf("library: index: %w", err)
	}
	return db, true, nil
}

// openChecked opens path and verifies it: a quick integrity check, the
// schema version, and the tables.
func openChecked(ctx context.Context, path string) (*sql.DB, error) {
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous(NORMAL)")
	// A transaction takes the write lock when it begins: one that read
	// first and wrote later could find another process's commit in
	// between and fail at once (SQLITE_BUSY_SNAPSHOT), where waiting for
	// the lock (busy_timeout) is what two windows on one library need.
	q.Add("_txlock", "immediate")
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return nil, err
	}
	if err := checkIndex(ctx, db); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}

// checkIndex fails when the database is damaged or of another version, and
// creates the schema in an empty one.
func checkIndex(ctx context.Context, db *sql.DB) error {
	var ok string
	if err := db.QueryRowContext(ctx, "PRAGMA quick_check").Scan(&ok); err != nil {
		return err
	}
	if ok != "ok" {
		return fmt.Errorf("integrity check: %s", ok)
	}
	var version int
	if err := db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return err
	}
	var tables int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master WHERE name IN ('entries','docs')").Scan(&tables); err != nil {
		return err
	}
	switch {
	case version == schemaVersion && tables == 2:
		return nil
	case version != 0 || tables != 0:
		return fmt.Errorf("index version %d, want %d", version, schemaVersion)
	}
	if _, err := db.ExecContext(ctx, schema); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", schemaVersion))
	return err
}
