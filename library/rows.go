package library

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// entryColumns are the columns scanEntry reads, in order.
const entryColumns = `e.path, e.mtime, e.source, e.title, e.author, e.date, e.site,
	e.language, e.description, e.saved, e.tags, e.read, e.words, e.snapshot,
	e.snapshot_type, e.body_sha256`

// indexWriter writes entries and their full text within one transaction,
// each statement prepared once, since a rebuild writes 10,000 of each.
//
// No statement it runs has RETURNING or ON CONFLICT: those open a
// statement journal, and FTS5 writes the rows it holds in memory out as a
// new segment of its index at every statement savepoint. Written that way,
// a rebuild made one segment per page and spent half its time merging
// them again.
type indexWriter struct {
	tx    *sql.Tx
	stmts map[string]*sql.Stmt
}

// The statements of indexWriter.
const (
	findEntry   = "SELECT id FROM entries WHERE path = ?"
	insertEntry = `INSERT INTO entries(path, mtime, size, source, title, author, date, site,
	language, description, saved, tags, read, words, snapshot, snapshot_type, body_sha256)
VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`
	updateEntry = `UPDATE entries SET path=?, mtime=?, size=?, source=?, title=?, author=?,
	date=?, site=?, language=?, description=?, saved=?, tags=?, read=?, words=?,
	snapshot=?, snapshot_type=?, body_sha256=? WHERE id = ?`
	deleteEntryRow = "DELETE FROM entries WHERE id = ?"
	deleteDoc      = "DELETE FROM docs WHERE rowid = ?"
	insertDoc      = "INSERT INTO docs(rowid, title, body, site, tags) VALUES(?,?,?,?,?)"
)

func newIndexWriter(tx *sql.Tx) *indexWriter {
	return &indexWriter{tx: tx, stmts: map[string]*sql.Stmt{}}
}

// stmt returns query prepared in the writer's transaction.
func (w *indexWriter) stmt(ctx context.Context, query string) (*sql.Stmt, error) {
	if s, ok := w.stmts[query]; ok {
		return s, nil
	}
	s, err := w.tx.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	w.stmts[query] = s
	return s, nil
}

// exec runs a prepared statement.
func (w *indexWriter) exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	s, err := w.stmt(ctx, query)
	if err != nil {
		return nil, err
	}
	return s.ExecContext(ctx, args...)
}

// find returns the id of rel's row, or 0.
func (w *indexWriter) find(ctx context.Context, rel string) (int64, error) {
	s, err := w.stmt(ctx, findEntry)
	if err != nil {
		return 0, err
	}
	var id int64
	if err := s.QueryRowContext(ctx, rel).Scan(&id); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return 0, err
	}
	return id, nil
}

// close releases the prepared statements.
func (w *indexWriter) close() {
	for _, s := range w.stmts {
		s.Close()
	}
}

// put writes e's row and its full text.
func (w *indexWriter) put(ctx context.Context, e Entry, st stamp, body string) error {
	var saved int64
	if !e.Saved.IsZero() {
		saved = e.Saved.UnixNano()
	}
	tags := joinTags(e.Tags)
	cols := []any{e.Path, st.mtime, st.size, e.Source, e.Title, e.Author, e.Date, e.Site,
		e.Language, e.Description, saved, tags, e.Read, e.Words, e.Snapshot,
		e.SnapshotType, e.BodyHash}
	id, err := w.find(ctx, e.Path)
	if err == nil && id != 0 {
		if _, err = w.exec(ctx, updateEntry, append(cols, id)...); err == nil {
			_, err = w.exec(ctx, deleteDoc, id)
		}
	} else if err == nil {
		var res sql.Result
		if res, err = w.exec(ctx, insertEntry, cols...); err == nil {
			id, err = res.LastInsertId()
		}
	}
	if err == nil {
		_, err = w.exec(ctx, insertDoc, id, e.Title, body, e.Site+" "+siteOf(e), strings.ReplaceAll(tags, ",", " "))
	}
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

// remove drops a file's row and full text.
func (w *indexWriter) remove(ctx context.Context, rel string) error {
	id, err := w.find(ctx, rel)
	if err == nil && id != 0 {
		if _, err = w.exec(ctx, deleteEntryRow, id); err == nil {
			_, err = w.exec(ctx, deleteDoc, id)
		}
	}
	if err != nil {
		return fmt.Errorf("library: unindex %s: %w", rel, err)
	}
	return nil
}

// index runs fn with an indexWriter in a transaction of its own, committed
// when fn succeeds: an entry's row and its text change together.
func (l *Library) index(ctx context.Context, fn func(w *indexWriter) error) error {
	tx, err := l.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("library: %w", err)
	}
	defer tx.Rollback()
	w := newIndexWriter(tx)
	defer w.close()
	if err := fn(w); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("library: %w", err)
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
