package importer

import (
	"archive/zip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"folio/internal/safefile"
)

// maxContentBytes caps one page of Omnivore's content/ folder once
// decompressed (a zip bomb stops there).
const maxContentBytes = 32 << 20

// omnivoreMeta is one entry of Omnivore's metadata_<from>_to_<to>.json:
// its export wrote id, slug, title, description, author, url, state
// ("archived" or "active"; older exports "ARCHIVED", "SUCCEEDED",
// "DELETED"), readingProgress, thumbnail, labels (names; some tools write
// {"name": ...}), savedAt, updatedAt and publishedAt.
type omnivoreMeta struct {
	Slug        string            `json:"slug"`
	Title       string            `json:"title"`
	Description string            `json:"description"`
	Author      string            `json:"author"`
	URL         string            `json:"url"`
	State       string            `json:"state"`
	Labels      []json.RawMessage `json:"labels"`
	SavedAt     string            `json:"savedAt"`
}

// metadataName matches Omnivore's metadata files and captures where each
// batch starts, to keep the export's order.
var metadataName = regexp.MustCompile(`^metadata_(\d+)_to_\d+\.json$`)

// opener reads one file of an export by its slash path.
type opener func(name string, limit int64) ([]byte, error)

// readOmnivoreZip reads Omnivore's zip; the zip stays open (Source.Close)
// and each page's content is read when it is imported.
func readOmnivoreZip(file string) (*Source, error) {
	zr, err := zip.OpenReader(file)
	if err != nil {
		return nil, fmt.Errorf("importer: not an Omnivore export (a zip): %w", err)
	}
	files := map[string]*zip.File{}
	var names []string
	for _, f := range zr.File {
		files[f.Name] = f
		names = append(names, f.Name)
	}
	open := func(name string, limit int64) ([]byte, error) {
		f, ok := files[name]
		if !ok {
			return nil, fs.ErrNotExist
		}
		rc, err := f.Open()
		if err != nil {
			return nil, err
		}
		defer rc.Close()
		return readCapped(rc, limit)
	}
	src, err := readOmnivore(names, open)
	if err != nil {
		zr.Close()
		return nil, err
	}
	id, _ := fileHash(file)
	src.ID, src.closer = id, zr.Close
	return src, nil
}

// readOmnivoreFolder reads the folder an Omnivore zip unpacks to.
func readOmnivoreFolder(dir string) (*Source, error) {
	var names []string
	for _, sub := range []string{"", "content"} {
		ents, err := os.ReadDir(filepath.Join(dir, sub))
		if err != nil && sub == "" {
			return nil, fmt.Errorf("importer: %w", err)
		}
		for _, e := range ents {
			names = append(names, path.Join(sub, e.Name()))
		}
	}
	open := func(name string, limit int64) ([]byte, error) {
		return safefile.Read(filepath.Join(dir, filepath.FromSlash(name)), limit)
	}
	return readOmnivore(names, open)
}

// readOmnivore reads the metadata files among names, in batch order, and
// links each entry to its content/<slug>.html when the export has it.
func readOmnivore(names []string, open opener) (*Source, error) {
	have := map[string]bool{}
	type batch struct {
		name  string
		start int
	}
	var batches []batch
	for _, n := range names {
		have[n] = true
		if m := metadataName.FindStringSubmatch(n); m != nil {
			start, _ := strconv.Atoi(m[1])
			batches = append(batches, batch{n, start})
		}
	}
	if len(batches) == 0 {
		return nil, errors.New("importer: not an Omnivore export: no metadata_*_to_*.json in it")
	}
	sort.Slice(batches, func(i, j int) bool { return batches[i].start < batches[j].start })
	src := &Source{}
	for _, b := range batches {
		data, err := open(b.name, maxExportBytes)
		if err != nil {
			return nil, fmt.Errorf("importer: %s: %w", b.name, err)
		}
		var metas []omnivoreMeta
		if err := json.Unmarshal(data, &metas); err != nil {
			return nil, fmt.Errorf("importer: %s: %w", b.name, err)
		}
		for _, m := range metas {
			if strings.EqualFold(m.State, "deleted") {
				continue
			}
			src.Items = append(src.Items, omnivoreItem(m, have, open))
		}
	}
	return src, nil
}

// omnivoreItem turns one metadata entry into an Item.
func omnivoreItem(m omnivoreMeta, have map[string]bool, open opener) Item {
	it := urlItem(m.URL)
	if it.Key == "" {
		it.Key = "slug " + m.Slug
	}
	it.Title, it.Author, it.Description = strings.TrimSpace(m.Title), m.Author, m.Description
	it.Read = strings.EqualFold(m.State, "archived")
	if t, err := time.Parse(time.RFC3339, m.SavedAt); err == nil {
		it.Saved = t.UTC()
	}
	for _, raw := range m.Labels {
		var name string
		var obj struct{ Name string }
		if json.Unmarshal(raw, &name) != nil && json.Unmarshal(raw, &obj) == nil {
			name = obj.Name
		}
		if name = strings.TrimSpace(name); name != "" {
			it.Tags = append(it.Tags, name)
		}
	}
	content := "content/" + m.Slug + ".html"
	if m.Slug != "" && !strings.ContainsAny(m.Slug, `/\`) && have[content] {
		it.Content = func() ([]byte, error) { return open(content, maxContentBytes) }
		it.ContentType = "text/html; charset=utf-8"
	}
	return it
}

// readCapped reads r whole, failing beyond limit bytes.
func readCapped(r io.Reader, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("over %d MB once unpacked", limit>>20)
	}
	return data, nil
}

// fileHash hashes a file's content, streaming.
func fileHash(file string) (string, error) {
	f, err := safefile.Open(file)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)[:8]), nil
}
