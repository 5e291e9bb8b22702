package entry

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"folio/internal/safefile"
)

// FlagDirEnv names the environment variable that overrides DefaultFlagDir.
const FlagDirEnv = "FOLIO_GYM_DIR"

// DefaultFlagDir is where pages flagged from the reader are saved:
// $FOLIO_GYM_DIR, else <user config dir>/folio/gym.
func DefaultFlagDir() string {
	if d := os.Getenv(FlagDirEnv); d != "" {
		return d
	}
	base, err := os.UserConfigDir()
	if err != nil {
		base = os.TempDir()
	}
	return filepath.Join(base, "folio", "gym")
}

// Unsorted is the category of a flagged page whose kind is not given.
const Unsorted = "unsorted"

// Categories are the page kinds a flagged page may be filed under, as the
// reader offers them; entries may use any other lower-case word.
var Categories = []string{"article", "newsletter", "docs", "forum", "product", "listing"}

// FlagInput is what the reader knows when the user reports a bad
// extraction.
type FlagInput struct {
	URL    string
	HTML   []byte // the page snapshot the extractor saw
	Output string // the Markdown the reader showed
	// ContentType is the HTTP Content-Type the page came with, kept so
	// that a run decodes the snapshot as the reader did.
	ContentType string
	Note        string // what the user says is wrong
	Category    string // "" means "unsorted"
	Time        time.Time
}

// ErrFlag is returned for a flag that cannot become an entry.
var ErrFlag = errors.New("gym: cannot save flagged page")

// SaveFlag writes the flagged page as a new entry folder under dir (created
// if needed): page.html.gz, output.md and an entry.yaml with empty
// expectations for the user to fill in. It returns the entry folder. The
// entry is written to a temporary folder and renamed, so a run never sees
// half of one.
func SaveFlag(dir string, in FlagInput) (string, error) {
	u, err := url.Parse(in.URL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return "", fmt.Errorf("%w: want an http(s) address, got %q", ErrFlag, in.URL)
	}
	if len(in.HTML) == 0 || len(in.HTML) > MaxPageBytes {
		return "", fmt.Errorf("%w: page snapshot is empty or larger than %d bytes", ErrFlag, MaxPageBytes)
	}
	if in.Time.IsZero() {
		in.Time = time.Now()
	}
	if in.Category == "" {
		in.Category = Unsorted
	}
	if !categoryPattern.MatchString(in.Category) {
		return "", fmt.Errorf("%w: bad category %q", ErrFlag, in.Category)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	tmp, err := os.MkdirTemp(dir, ".flag-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp) // a no-op once renamed
	id, final, err := freeID(dir, flagID(u, in.Time))
	if err != nil {
		return "", err
	}
	if err := writeFlagFiles(tmp, id, in); err != nil {
		return "", err
	}
	if err := os.Rename(tmp, final); err != nil {
		return "", err
	}
	return final, nil
}

var slugJunk = regexp.MustCompile(`[^a-z0-9]+`)

// flagID is <date>-<host>-<path slug>, readable in a file manager.
func flagID(u *url.URL, t time.Time) string {
	slug := slugJunk.ReplaceAllString(strings.ToLower(strings.TrimPrefix(u.Hostname(), "www.")+"-"+u.Path), "-")
	slug = strings.Trim(slug, "-")
	if len(slug) > 60 {
		slug = strings.TrimRight(slug[:60], "-")
	}
	return t.UTC().Format("20060102-150405") + "-" + slug
}

// freeID appends -2, -3... until the folder name is unused.
func freeID(dir, id string) (string, string, error) {
	for n := 1; n < 1000; n++ {
		cand := id
		if n > 1 {
			cand = fmt.Sprintf("%s-%d", id, n)
		}
		p := filepath.Join(dir, cand)
		if _, err := os.Stat(p); errors.Is(err, os.ErrNotExist) {
			return cand, p, nil
		}
	}
	return "", "", fmt.Errorf("%w: too many entries named %s", ErrFlag, id)
}

func writeFlagFiles(dir, id string, in FlagInput) error {
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(in.HTML)
	if err := zw.Close(); err != nil {
		return err
	}
	// Synced files in a temporary folder renamed into place: a crash
	// leaves no half entry for the gym to trip over.
	if err := safefile.Write(filepath.Join(dir, pageHTMLGz), gz.Bytes(), 0o644); err != nil {
		return err
	}
	if err := safefile.Write(filepath.Join(dir, "output.md"), []byte(in.Output), 0o644); err != nil {
		return err
	}
	return safefile.Write(filepath.Join(dir, EntryFile), flagYAML(id, in), 0o644)
}

// flagYAML writes the entry with its expectations empty and a comment
// saying how to fill them in. Strings are written as JSON, which YAML
// reads as double-quoted scalars, so no note can break the file.
func flagYAML(id string, in FlagInput) []byte {
	q := func(s string) string { b, _ := json.Marshal(s); return string(b) }
	var b strings.Builder
	fmt.Fprintf(&b, "# Flagged as a bad extraction on %s.\n", in.Time.UTC().Format(time.RFC3339))
	b.WriteString("# Fill in the expectations, set the category, then: folio-extract gym run\n")
	fmt.Fprintf(&b, "id: %s\nurl: %s\ncategory: %s\n", id, q(in.URL), in.Category)
	fmt.Fprintf(&b, "note: %s\noutput: output.md\n", q(in.Note))
	if in.ContentType != "" {
		fmt.Fprintf(&b, "content_type: %s\n", q(in.ContentType))
	}
	b.WriteString("# phrases of the main content that must survive\nanchors:\n")
	b.WriteString("# phrases of menus, banners, footers... that must be gone\nintrusions:\n")
	b.WriteString("# exact patterns that must not appear in the Markdown\nmust_not_contain:\n")
	return []byte(b.String())
}
