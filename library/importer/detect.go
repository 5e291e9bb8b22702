package importer

import (
	"archive/zip"
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"folio/internal/safefile"
)

// Describe names a format for people: "Pocket export (CSV)".
func Describe(k Kind) string {
	switch k {
	case Pocket:
		return "Pocket export (CSV)"
	case Omnivore:
		return "Omnivore export"
	case URLList:
		return "list of URLs"
	case Markdown:
		return "folder of Markdown files"
	}
	return string(k)
}

// Detect tells which format the export at path is: a folder holding
// Omnivore's metadata files is Omnivore's, any other folder Markdown
// files; a zip is Omnivore's; a CSV whose first row names a url column is
// Pocket's; a file whose first line (past comments) is a web address is a
// list of URLs.
func Detect(path string) (Kind, error) {
	info, err := os.Stat(path)
	if err != nil {
		return "", fmt.Errorf("importer: %w", err)
	}
	if info.IsDir() {
		if m, _ := filepath.Glob(filepath.Join(path, "metadata_*_to_*.json")); len(m) > 0 {
			return Omnivore, nil
		}
		return Markdown, nil
	}
	if isZip(path) {
		return zipKind(path)
	}
	f, err := safefile.Open(path)
	if err != nil {
		return "", fmt.Errorf("importer: %w", err)
	}
	defer f.Close()
	head := make([]byte, 64<<10)
	n, _ := f.Read(head)
	sc := bufio.NewScanner(bytes.NewReader(bytes.TrimPrefix(head[:n], []byte("\ufeff"))))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		for _, col := range strings.Split(line, ",") {
			if strings.EqualFold(strings.Trim(strings.TrimSpace(col), `"`), "url") {
				return Pocket, nil
			}
		}
		if _, why := webURL(strings.Fields(line)[0]); why == "" {
			return URLList, nil
		}
		break
	}
	return "", fmt.Errorf("importer: %s is not an export Folio reads (Pocket's CSV, Omnivore's zip or folder, a list of URLs, a folder of Markdown files)", filepath.Base(path))
}

// zipKind tells Pocket's zip (CSV files) from Omnivore's (metadata JSON).
func zipKind(file string) (Kind, error) {
	zr, err := zip.OpenReader(file)
	if err != nil {
		return "", fmt.Errorf("importer: %s: %w", filepath.Base(file), err)
	}
	defer zr.Close()
	for _, f := range zr.File {
		if metadataName.MatchString(f.Name) {
			return Omnivore, nil
		}
	}
	for _, f := range zr.File {
		if strings.EqualFold(filepath.Ext(f.Name), ".csv") {
			return Pocket, nil
		}
	}
	return "", fmt.Errorf("importer: %s holds neither Pocket's CSV files nor Omnivore's metadata", filepath.Base(file))
}
