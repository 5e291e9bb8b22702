package importer

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// ParsePocket reads Pocket's CSV export: a header row naming the columns
// (title, url, time_added, tags, status, in any order; only url is
// required), time_added in Unix seconds, tags separated by '|', and
// status "archive" for a page that was read.
func ParsePocket(data []byte) ([]Item, error) {
	r := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte("\ufeff"))))
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	header, err := r.Read()
	if err != nil {
		return nil, fmt.Errorf("importer: Pocket CSV: %w", err)
	}
	col := map[string]int{}
	for i, h := range header {
		col[strings.ToLower(strings.TrimSpace(h))] = i
	}
	if _, ok := col["url"]; !ok {
		return nil, errors.New("importer: not a Pocket CSV export: no url column in the first row")
	}
	field := func(rec []string, name string) string {
		if i, ok := col[name]; ok && i < len(rec) {
			return strings.TrimSpace(rec[i])
		}
		return ""
	}
	var items []Item
	for line := 2; ; line++ {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			return items, nil
		}
		if err != nil {
			return nil, fmt.Errorf("importer: Pocket CSV: %w", err)
		}
		it := urlItem(field(rec, "url"))
		if it.Key == "" {
			it.Key = fmt.Sprintf("row %d", line)
		}
		if t := field(rec, "title"); t != it.URL {
			it.Title = t // Pocket writes the URL as the title of untitled pages
		}
		if s, err := strconv.ParseInt(field(rec, "time_added"), 10, 64); err == nil && s > 0 {
			it.Saved = time.Unix(s, 0).UTC()
		}
		it.Tags = splitTags(field(rec, "tags"), "|")
		it.Read = strings.EqualFold(field(rec, "status"), "archive")
		items = append(items, it)
	}
}
