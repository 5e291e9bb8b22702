package library

import (
	"time"
	"unicode"
)

// Entry is one saved page as the library knows it: its frontmatter, where
// it lives, and what the index derives from its body.
type Entry struct {
	// Path is the Markdown file's path relative to the library folder,
	// with forward slashes ("example.com/a-post.md").
	Path string
	Meta
	// Words counts the words of the body; ReadingTime derives from it.
	Words int
	// Modified is the file's modification time.
	Modified time.Time
}

// Meta is what a saved file's frontmatter says about the page. Fields a
// person edits (Tags, Read) survive a re-save and a re-extraction.
type Meta struct {
	Source      string    `yaml:"source,omitempty"`
	Title       string    `yaml:"title,omitempty"`
	Author      string    `yaml:"author,omitempty"`
	Date        string    `yaml:"date,omitempty"`
	Site        string    `yaml:"site,omitempty"`
	Language    string    `yaml:"language,omitempty"`
	Description string    `yaml:"description,omitempty"`
	Saved       time.Time `yaml:"saved,omitempty"`
	Tags        []string  `yaml:"tags,omitempty"`
	Read        bool      `yaml:"read,omitempty"`
	// Snapshot is the page as fetched, relative to the Markdown file
	// ("a-post_files/source.html.gz"), and SnapshotType its Content-Type.
	Snapshot     string `yaml:"snapshot,omitempty"`
	SnapshotType string `yaml:"snapshot_type,omitempty"`
	// BodyHash is the SHA-256 of the body as Folio last wrote it. A body
	// that no longer matches was edited by a person, and ReExtract keeps it.
	BodyHash string `yaml:"body_sha256,omitempty"`
}

// wordsPerMinute is an adult's silent reading speed for non-fiction
// (Brysbaert 2019: 238), rounded down for code and tables; the reader's
// status bar uses the same figure.
const wordsPerMinute = 230

// ReadingTime estimates how long the entry takes to read, rounded up to a
// whole minute; zero for an empty body.
func (e Entry) ReadingTime() time.Duration {
	if e.Words == 0 {
		return 0
	}
	return time.Duration((e.Words+wordsPerMinute-1)/wordsPerMinute) * time.Minute
}

// countWords counts whitespace-separated tokens holding a letter or digit.
func countWords(s string) int {
	n, in := 0, false
	for _, r := range s {
		switch {
		case unicode.IsSpace(r):
			in = false
		case !in && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			n++
			in = true
		}
	}
	return n
}
