package library

import (
	"context"
	"fmt"
	"strings"
	"unicode"
)

// SearchOptions shape Search. The zero value marks matches with "**", as
// Markdown bold, and returns up to 50 hits.
type SearchOptions struct {
	ListOptions        // filters; Sort is ignored (hits come by rank)
	Open, Close string // put around each match in the snippet
}

// Hit is one search result: the entry, a snippet of its text with the
// matches marked, and its rank (lower is better, BM25).
type Hit struct {
	Entry
	Snippet string
	Rank    float64
}

// Search finds entries whose title, text, site or tags hold every word of
// query (the last word also as a prefix, so that results follow typing),
// best first: a match in the title weighs most, then tags, site and text.
// Words are taken literally: FTS5 operators in query have no effect.
func (l *Library) Search(ctx context.Context, query string, o SearchOptions) ([]Hit, error) {
	match := matchExpr(query)
	if match == "" {
		return nil, nil
	}
	if o.Open == "" && o.Close == "" {
		o.Open, o.Close = "**", "**"
	}
	limit := o.Limit
	if limit <= 0 {
		limit = 50
	}
	where, args := o.ListOptions.filters()
	cond := " WHERE docs MATCH ?"
	if where != "" {
		cond += " AND " + strings.TrimPrefix(where, " WHERE ")
	}
	q := "SELECT " + entryColumns + `, snippet(docs, -1, ?, ?, '…', 16), bm25(docs, 8.0, 1.0, 2.0, 4.0) AS rank
FROM docs JOIN entries e ON e.id = docs.rowid` + cond + " ORDER BY rank LIMIT ? OFFSET ?"
	all := append([]any{o.Open, o.Close, match}, args...)
	all = append(all, limit, o.Offset)
	rows, err := l.db.QueryContext(ctx, q, all...)
	if err != nil {
		return nil, fmt.Errorf("library: search: %w", err)
	}
	defer rows.Close()
	var hits []Hit
	for rows.Next() {
		var h Hit
		e, err := scanEntry(rows, &h.Snippet, &h.Rank)
		if err != nil {
			return nil, fmt.Errorf("library: search: %w", err)
		}
		h.Entry = e
		hits = append(hits, h)
	}
	return hits, rows.Err()
}

// matchExpr turns what a person typed into an FTS5 query: each word a
// quoted phrase (so that AND, NEAR, '*', '-' and ':' are literal), all
// required, the last one also matching as a prefix unless the query ends
// in a space.
func matchExpr(query string) string {
	words := strings.FieldsFunc(query, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r))
	})
	if len(words) == 0 {
		return ""
	}
	parts := make([]string, len(words))
	for i, w := range words {
		parts[i] = `"` + w + `"`
	}
	last := query[len(query)-1]
	if last != ' ' && last != '\t' && len([]rune(words[len(words)-1])) >= 2 {
		parts[len(parts)-1] += "*"
	}
	return strings.Join(parts, " ")
}
