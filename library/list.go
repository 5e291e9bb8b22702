package library

import (
	"context"
	"fmt"
	"strings"
)

// Sort orders a listing.
type Sort int

// The orders of a listing. Each has a natural direction (newest, A to Z,
// shortest first); ListOptions.Reverse turns it around.
const (
	BySaved       Sort = iota // newest saved first
	ByDate                    // newest published first
	ByTitle                   // A to Z
	BySite                    // A to Z, newest saved first within a site
	ByReadingTime             // shortest first
)

// sortSQL is each Sort's ORDER BY, natural direction.
var sortSQL = map[Sort]string{
	BySaved:       "e.saved DESC, e.path",
	ByDate:        "e.date DESC, e.saved DESC",
	ByTitle:       "e.title COLLATE NOCASE, e.path",
	BySite:        "e.site COLLATE NOCASE, e.saved DESC",
	ByReadingTime: "e.words, e.path",
}

// ReadState filters a listing by the read mark.
type ReadState int

// The read filters.
const (
	AnyState ReadState = iota
	Unread
	Read
)

// ListOptions filter and order List.
type ListOptions struct {
	Sort    Sort
	Reverse bool
	State   ReadState
	Site    string // the entry's site name or folder, exactly
	Tag     string // entries carrying this tag
	Limit   int    // at most this many; 0 for all
	Offset  int
}

// List returns the entries that pass the filters, in order.
func (l *Library) List(ctx context.Context, o ListOptions) ([]Entry, error) {
	where, args := o.filters()
	order, ok := sortSQL[o.Sort]
	if !ok {
		return nil, fmt.Errorf("library: unknown sort %d", o.Sort)
	}
	if o.Reverse {
		order = reverseOrder(order)
	}
	q := "SELECT " + entryColumns + " FROM entries e" + where + " ORDER BY " + order
	if o.Limit > 0 {
		q += fmt.Sprintf(" LIMIT %d OFFSET %d", o.Limit, o.Offset)
	}
	rows, err := l.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("library: list: %w", err)
	}
	defer rows.Close()
	var out []Entry
	for rows.Next() {
		e, err := scanEntry(rows)
		if err != nil {
			return nil, fmt.Errorf("library: list: %w", err)
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// filters builds the WHERE clause shared by List and Search.
func (o ListOptions) filters() (string, []any) {
	var conds []string
	var args []any
	switch o.State {
	case Unread:
		conds = append(conds, "e.read = 0")
	case Read:
		conds = append(conds, "e.read = 1")
	}
	if o.Site != "" {
		conds = append(conds, "(e.site = ? OR substr(e.path, 1, instr(e.path, '/') - 1) = ?)")
		args = append(args, o.Site, o.Site)
	}
	if t := normTag(o.Tag); t != "" {
		conds = append(conds, "(',' || e.tags || ',') LIKE ? ESCAPE '\\'")
		args = append(args, "%,"+escapeLike(t)+",%")
	}
	if len(conds) == 0 {
		return "", nil
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

// escapeLike escapes LIKE's wildcards.
func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// reverseOrder flips every term of an ORDER BY list.
func reverseOrder(order string) string {
	terms := strings.Split(order, ", ")
	for i, t := range terms {
		if strings.HasSuffix(t, " DESC") {
			terms[i] = strings.TrimSuffix(t, " DESC")
		} else {
			terms[i] = t + " DESC"
		}
	}
	return strings.Join(terms, ", ")
}

// Count returns how many entries pass the filters (Sort, Limit and Offset
// are ignored), for a view that lists them a page at a time.
func (l *Library) Count(ctx context.Context, o ListOptions) (int, error) {
	where, args := o.filters()
	var n int
	if err := l.db.QueryRowContext(ctx, "SELECT count(*) FROM entries e"+where, args...).Scan(&n); err != nil {
		return 0, fmt.Errorf("library: count: %w", err)
	}
	return n, nil
}
