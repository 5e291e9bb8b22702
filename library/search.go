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
	cond := " WHERE docs MATCH ? AND docs.rank MATCH ?"
	if where != "" {
		cond += " AND " + strings.TrimPrefix(where, " WHERE ")
	}
	// FTS5 orders by its rank column itself, so that rows come out best
	// first without a sort of every match: the entry's row and the snippet
	// (which tokenizes the text again) are read for the page of hits only.
	q := "SELECT " + entryColumns + `, snippet(docs, -1, ?, ?, '…', 16), docs.rank
FROM docs JOIN entries e ON e.id = docs.rowid` + cond + " ORDER BY docs.rank LIMIT ? OFFSET ?"
	all := append([]any{o.Open, o.Close, match, rankFunction}, args...)
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

// rankFunction ranks hits by BM25 with a match in the title weighing 8,
// in the tags 4, in the site 2 and in the text 1 (the columns of docs).
const rankFunction = "bm25(8.0, 1.0, 2.0, 4.0)"

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
