package importer

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"

	"folio/internal/safefile"
)

// maxExportBytes caps an export file read whole (a CSV, a list of URLs,
// one metadata file of Omnivore's): Pocket's exports of 20,000 items are
// a few MB.
const maxExportBytes = 64 << 20

// Read reads the export at path as kind. A file that is not of that
// format is an error; an item that cannot be imported (no URL, a mailto:
// link) is kept, with Item.Invalid saying why, so that the report lists
// it.
func Read(kind Kind, path string) (*Source, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("importer: %w", err)
	}
	info, err := os.Stat(abs)
	if err != nil {
		return nil, fmt.Errorf("importer: %w", err)
	}
	var src *Source
	switch {
	case kind == Markdown:
		src, err = readMarkdownFolder(abs, info)
	case kind == Omnivore && info.IsDir():
		src, err = readOmnivoreFolder(abs)
	case kind == Omnivore:
		src, err = readOmnivoreZip(abs)
	case kind == Pocket && isZip(abs):
		src, err = readPocketZip(abs)
	case info.IsDir():
		return nil, fmt.Errorf("importer: %s is a folder; a %s export is a file", path, kind)
	default:
		var data []byte
		if data, err = safefile.Read(abs, maxExportBytes); err != nil {
			return nil, fmt.Errorf("importer: %w", err)
		}
		src, err = readFile(kind, data)
	}
	if err != nil {
		return nil, err
	}
	src.Kind = kind
	if src.ID == "" {
		src.ID = hashOf([]byte(abs))
	}
	return src, nil
}

// readFile parses a one-file export held in memory.
func readFile(kind Kind, data []byte) (*Source, error) {
	var items []Item
	var err error
	switch kind {
	case Pocket:
		items, err = ParsePocket(data)
	case URLList:
		items, err = ParseURLList(data)
	default:
		return nil, fmt.Errorf("importer: unknown format %q", kind)
	}
	if err != nil {
		return nil, err
	}
	return &Source{ID: hashOf(data), Items: items}, nil
}

// hashOf names a journal: the first 16 hex digits of data's SHA-256.
func hashOf(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:8])
}
