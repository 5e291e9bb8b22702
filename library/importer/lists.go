package importer

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"folio/internal/safefile"
	"folio/library"
)

// maxMarkdownBytes caps one Markdown file of an imported folder, as the
// library caps the files it indexes.
const maxMarkdownBytes = 16 << 20

// ParseURLList reads a list of URLs, one a line. Blank lines and lines
// starting with '#' are skipped; anything after the URL on its line
// (a title, a comment) is ignored.
func ParseURLList(data []byte) ([]Item, error) {
	sc := bufio.NewScanner(bytes.NewReader(bytes.TrimPrefix(data, []byte("\ufeff"))))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	var items []Item
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		items = append(items, urlItem(strings.Fields(line)[0]))
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("importer: URL list: %w", err)
	}
	return items, nil
}

// readMarkdownFolder lists the Markdown files under dir (hidden folders
// skipped); each is read when it is imported.
func readMarkdownFolder(dir string, info fs.FileInfo) (*Source, error) {
	if !info.IsDir() {
		return nil, fmt.Errorf("importer: %s is not a folder of Markdown files", dir)
	}
	var items []Item
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			if path == dir {
				return err
			}
			return nil
		}
		name := d.Name()
		if d.IsDir() {
			if path != dir && strings.HasPrefix(name, ".") {
				return filepath.SkipDir
			}
			return nil
		}
		if !library.IsMarkdownName(name) || strings.HasPrefix(name, ".") {
			return nil
		}
		items = append(items, markdownItem(path))
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("importer: %w", err)
	}
	return &Source{Items: items}, nil
}

// markdownItem is one file of a Markdown folder.
func markdownItem(path string) Item {
	it := Item{Key: path, Path: path, ContentType: "text/markdown"}
	it.Content = func() ([]byte, error) {
		info, err := os.Lstat(path)
		if err == nil && info.Size() > maxMarkdownBytes {
			return nil, fmt.Errorf("the file is over %d MB", maxMarkdownBytes>>20)
		}
		return safefile.Read(path, maxMarkdownBytes)
	}
	return it
}
