package library

import (
	"context"
	"database/sql"
	"errors"
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
// matches marked, and its rank (lower is better, BM25). Ranks compare
// within one tier of hits (see Search), not across tiers.
type Hit struct {
	Entry
	Snippet string
	Rank    float64
}

// rankWindow bounds how many matches one search ranks. FTS5 computes BM25
// for every row it sorts (reading the row's positions and its size), about
// 2 µs a row here, so that ranking all 10,000 pages that hold "the" took
// longer than a keystroke; counting matches costs a tenth of that.
// A variable so that tests can make it small.
var rankWindow = 2000

// headColumns are the docs columns a match in which puts a hit in the
// first tier when more than rankWindow pages match.
const headColumns = "{title tags site}"

// Search finds entries whose title, text, site or tags hold every word of
// query (the last word also as a prefix, so that results follow typing),
// best first: a match in the title weighs most, then tags, site and text.
// Words are taken literally: FTS5 operators in query have no effect.
//
// When at most rankWindow pages match, every match is ranked by BM25.
// When more do (words common to most of the library), ranking all would
// be slow, and BM25 says little about words that common, so the hits come
// in two tiers: first the pages with a word of the query in their title,
// tags or site, ranked among themselves; then the others, ranked among the
// rankWindow most recently indexed matches (older ones are left out). Each
// tier that itself holds more than rankWindow pages is ranked over its
// rankWindow most recently indexed ones.
func (l *Library) Search(ctx context.Context, query string, o SearchOptions) ([]Hit, error) {
	phrases := matchPhrases(query)
	if len(phrases) == 0 {
		return nil, nil
	}
	if o.Open == "" && o.Close == "" {
		o.Open, o.Close = "**", "**"
	}
	limit := o.Limit
	if limit <= 0 {
		limit = 50
	}
	s := searcher{l: l, o: o}
	s.where, s.args = o.ListOptions.filters()
	s.where = strings.TrimPrefix(s.where, " WHERE ")
	all := strings.Join(phrases, " ")
	from, err := s.window(ctx, all)
	if err != nil {
		return nil, err
	}
	if from == 0 {
		return s.ranked(ctx, all, 0, limit, o.Offset)
	}
	// Many matches: the tiers, each ranked over a bounded set. The first
	// tier's own window, and the second tier's from the window of all
	// matches, so that neither ranks more than rankWindow pages.
	anyHead := headColumns + ": (" + strings.Join(phrases, " OR ") + ")"
	head := "(" + all + ") AND " + anyHead
	if len(phrases) == 1 {
		head = anyHead // the same rows with half the phrases for BM25 to count
	}
	rest := "(" + all + ") NOT " + anyHead
	want := o.Offset + limit
	headFrom, err := s.window(ctx, head)
	if err != nil {
		return nil, err
	}
	hits, err := s.ranked(ctx, head, headFrom, want, 0)
	if err != nil {
		return nil, err
	}
	if len(hits) < want {
		more, err := s.ranked(ctx, rest, from, want-len(hits), 0)
		if err != nil {
			return nil, err
		}
		hits = append(hits, more...)
	}
	if o.Offset >= len(hits) {
		return nil, nil
	}
	return hits[o.Offset:], nil
}

// searcher runs the queries of one Search.
type searcher struct {
	l     *Library
	o     SearchOptions
	where string // the filters, without WHERE, on entries e
	args  []any
}

// window returns the smallest rowid among the rankWindow most recently
// indexed pages that match and pass the filters, or 0 when fewer match:
// only iterating the matches, newest first, which FTS5 does without
// ranking.
func (s searcher) window(ctx context.Context, match string) (int64, error) {
	q := "SELECT docs.rowid FROM docs WHERE docs MATCH ?"
	args := []any{match}
	if s.where != "" {
		q = "SELECT docs.rowid FROM docs JOIN entries e ON e.id = docs.rowid WHERE docs MATCH ? AND " + s.where
		args = append(args, s.args...)
	}
	q += " ORDER BY docs.rowid DESC LIMIT 1 OFFSET ?"
	args = append(args, rankWindow-1)
	var from int64
	switch err := s.l.db.QueryRowContext(ctx, q, args...).Scan(&from); {
	case errors.Is(err, sql.ErrNoRows):
		return 0, nil
	case err != nil:
		return 0, fmt.Errorf("library: search: %w", err)
	}
	return max(from, 1), nil
}

// ranked returns the best limit hits (after offset) of match among the
// pages from rowid from on (0: all).
func (s searcher) ranked(ctx context.Context, match string, from int64, limit, offset int) ([]Hit, error) {
	cond := " WHERE docs MATCH ? AND docs.rank MATCH ?"
	args := []any{s.o.Open, s.o.Close, match, rankFunction}
	if from > 0 {
		cond += " AND docs.rowid >= ?"
		args = append(args, from)
	}
	if s.where != "" {
		cond += " AND " + s.where
		args = append(args, s.args...)
	}
	// FTS5 orders by its rank column itself (ranking every match from
	// rowid from on), so that the entry's row and the snippet (which
	// tokenizes the text again) are read for the page of hits only.
	q := "SELECT " + entryColumns + `, snippet(docs, -1, ?, ?, '…', 16), docs.rank
FROM docs JOIN entries e ON e.id = docs.rowid` + cond + " ORDER BY docs.rank LIMIT ? OFFSET ?"
	args = append(args, limit, offset)
	rows, err := s.l.db.QueryContext(ctx, q, args...)
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

// matchPhrases turns what a person typed into FTS5 phrases, all required:
// each word quoted (so that AND, NEAR, '*', '-' and ':' are literal), the
// last one also matching as a prefix unless the query ends in a space.
func matchPhrases(query string) []string {
	words := strings.FieldsFunc(query, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r))
	})
	if len(words) == 0 {
		return nil
	}
	parts := make([]string, len(words))
	for i, w := range words {
		parts[i] = `"` + w + `"`
	}
	last := query[len(query)-1]
	if last != ' ' && last != '\t' && len([]rune(words[len(words)-1])) >= 2 {
		parts[len(parts)-1] += "*"
	}
	return parts
}
