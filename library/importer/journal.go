package importer

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	"folio/internal/safefile"
)

// journalDir is where a library keeps its import journals, beside the
// index in its hidden folder.
const journalDir = ".folio/imports"

// maxJournalBytes caps a journal read back: a line is about 200 bytes.
const maxJournalBytes = 256 << 20

// Outcomes of one item, as the journal records them.
const (
	statusSaved    = "saved"
	statusExisting = "existing" // the library had the page already
	statusFailed   = "failed"
)

// record is one line of a journal.
type record struct {
	Key    string    `json:"key"`
	Status string    `json:"status"`
	Path   string    `json:"path,omitempty"`
	Reason string    `json:"reason,omitempty"`
	Time   time.Time `json:"time"`
}

// journal is an append-only log of an import's outcomes, one JSON line
// each, synced before the next item counts as done. A kill can tear only
// the line being written; reading skips it, and the item is done again.
type journal struct {
	mu   sync.Mutex
	f    *os.File
	path string
	// last is the latest record of each key when the journal was opened.
	last map[string]record
}

// openJournal opens (creating) the journal of one export in the library
// folder libDir.
func openJournal(libDir string, kind Kind, id string) (*journal, error) {
	dir := filepath.Join(libDir, filepath.FromSlash(journalDir))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("importer: journal: %w", err)
	}
	j := &journal{path: filepath.Join(dir, string(kind)+"-"+id+".jsonl"), last: map[string]record{}}
	data, err := safefile.Read(j.path, maxJournalBytes)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("importer: journal: %w", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		var r record
		if json.Unmarshal(sc.Bytes(), &r) == nil && r.Key != "" {
			j.last[r.Key] = r
		}
	}
	j.f, err = os.OpenFile(j.path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("importer: journal: %w", err)
	}
	if len(data) > 0 && data[len(data)-1] != '\n' {
		j.f.Write([]byte("\n")) // end a line torn by a kill
	}
	return j, nil
}

// done reports whether an earlier run finished key (saved it, or found
// the library had it); failed items are tried again.
func (j *journal) done(key string) (record, bool) {
	r, ok := j.last[key]
	return r, ok && r.Status != statusFailed
}

// add appends r and syncs it to disk.
func (j *journal) add(r record) error {
	r.Time = time.Now().UTC().Truncate(time.Second)
	line, err := json.Marshal(r)
	if err != nil {
		return err
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	if _, err := j.f.Write(append(line, '\n')); err != nil {
		return fmt.Errorf("importer: journal: %w", err)
	}
	return j.f.Sync()
}

// close closes the journal file.
func (j *journal) close() error { return j.f.Close() }
