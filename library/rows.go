package library

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"
)

// execer is what both *sql.DB and *sql.Tx offer.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// entryColumns are the columns scanEntry reads, in order.
const entryColumns = `e.path, e.mtime, e.source, e.title, e.author, e.date, e.site,
	e.language, e.description, e.saved, e.tags, e.read, e.words, e.snapshot,
	e.snapshot_type, e.body_sha256`

// upsertEntry writes e's row and its full text in one go.
func upsertEntry(ctx context.Context, db execer, e Entry, st stamp, body string) error {
	var saved int64
	if !e.Saved.IsZero() {
		saved = e.Saved.UnixNano()
	}
	tags := joinTags(e.Tags)
	var id int64
	err := db.QueryRowContext(ctx, `
INSERT INTO entries(path, mtime, size, source, title, author, date, site, language,
	description, saved, tags, read, words, snapshot, snapshot_type, body_sha256)
VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)
ON CONFLICT(path) DO UPDATE SET mtime=excluded.mtime, size=excluded.size,
	source=excluded.source, title=excluded.title, author=excluded.author,
	date=excluded.date, site=excluded.site, language=excluded.language,
	description=excluded.description, saved=excluded.saved, tags=excluded.tags,
	read=excluded.read, words=excluded.words, snapshot=excluded.snapshot,
	snapshot_type=excluded.snapshot_type, body_sha256=excluded.body_sha256
RETURNING id`,
		e.Path, st.mtime, st.size, e.Source, e.Title, e.Author, e.Date, e.Site,
		e.Language, e.Description, saved, tags, e.Read, e.Words, e.Snapshot,
		e.SnapshotType, e.BodyHash).Scan(&id)
	if err != nil {
		return fmt.Errorf("library: index %s: %w", e.Path, err)
	}
	if _, err := db.ExecContext(ctx, "DELETE FROM docs WHERE rowid = ?", id); err != nil {
		return fmt.Errorf("library: index %s: %w", e.Path, err)
	}
	_, err = db.ExecContext(ctx, "INSERT INTO docs(rowid, title, body, site, tags) VALUES(?,?,?,?,?)",
		id, e.Title, body, e.Site+" "+siteOf(e), strings.ReplaceAll(tags, ",", " "))
	if err != nil {
		return fmt.Errorf("library: index %s: %w", e.Path, err)
	}
	return nil
}

// siteOf is the entry's folder, the host it was saved from, so that a
// search for the host finds pages whose site name differs.
func siteOf(e Entry) string {
	if i := strings.IndexByte(e.Path, '/'); i > 0 {
		return e.Path[:i]
	}
	return ""
}

// deleteEntry drops a file's row and full text.
func deleteEntry(ctx context.Context, db execer, rel string) error {
	var id int64
	err := db.QueryRowContext(ctx, "DELETE FROM entries WHERE path = ? RETURNING id", rel).Scan(&id)
	if err == sql.ErrNoRows {
		return nil
	}
	if err != nil {
		return fmt.Errorf("library: unindex %s: %w", rel, err)
	}
	if _, err := db.ExecContext(ctx, "DELETE FROM docs WHERE rowid = ?", id); err != nil {
		return fmt.Errorf("library: unindex %s: %w", rel, err)
	}
	return nil
}

// rowScanner is what *sql.Row and *sql.Rows offer.
type rowScanner interface{ Scan(dest ...any) error }

// scanEntry reads entryColumns into an Entry; extra receives any columns
// the query selects after them.
func scanEntry(r rowScanner, extra ...any) (Entry, error) {
	var e Entry
	var mtime, saved int64
	var tags string
	dest := []any{&e.Path, &mtime, &e.Source, &e.Title, &e.Author, &e.Date, &e.Site,
		&e.Language, &e.Description, &saved, &tags, &e.Read, &e.Words, &e.Snapshot,
		&e.SnapshotType, &e.BodyHash}
	if err := r.Scan(append(dest, extra...)...); err != nil {
		return e, err
	}
	e.Modified = time.Unix(0, mtime)
	if saved != 0 {
		e.Saved = time.Unix(0, saved)
	}
	e.Tags = splitTags(tags)
	return e, nil
}

// joinTags stores tags comma-separated; normTag has removed commas.
func joinTags(tags []string) string {
	out := make([]string, 0, len(tags))
	for _, t := range tags {
		if t = normTag(t); t != "" {
			out = append(out, t)
		}
	}
	return strings.Join(out, ",")
}

// splitTags reads tags back.
func splitTags(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ",")
}

// normTag trims a tag and replaces the characters that would break the
// stored list or a search with '-'.
func normTag(t string) string {
	return strings.Map(func(r rune) rune {
		if r == ',' || r == '"' || r < ' ' {
			return '-'
		}
		return r
	}, strings.TrimSpace(t))
}
