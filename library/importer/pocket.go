package importer

import (
	"archive/zip"
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"path"
	"sort"
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

// readPocketZip reads the zip Pocket's export came as: one or more CSV
// files (part_000000.csv...), read in name order.
func readPocketZip(file string) (*Source, error) {
	zr, err := zip.OpenReader(file)
	if err != nil {
		return nil, fmt.Errorf("importer: not a Pocket export (a zip of CSV files): %w", err)
	}
	defer zr.Close()
	var names []string
	files := map[string]*zip.File{}
	for _, f := range zr.File {
		if strings.EqualFold(path.Ext(f.Name), ".csv") {
			names = append(names, f.Name)
			files[f.Name] = f
		}
	}
	if len(names) == 0 {
		return nil, errors.New("importer: not a Pocket export: no CSV file in the zip")
	}
	sort.Strings(names)
	src := &Source{}
	for _, n := range names {
		rc, err := files[n].Open()
		if err != nil {
			return nil, fmt.Errorf("importer: %s: %w", n, err)
		}
		data, err := readCapped(rc, maxExportBytes)
		rc.Close()
		if err != nil {
			return nil, fmt.Errorf("importer: %s: %w", n, err)
		}
		items, err := ParsePocket(data)
		if err != nil {
			return nil, fmt.Errorf("importer: %s: %w", n, err)
		}
		src.Items = append(src.Items, items...)
	}
	src.ID, err = fileHash(file)
	return src, err
}

// isZip reports a file named .zip.
func isZip(file string) bool { return strings.EqualFold(path.Ext(file), ".zip") }
