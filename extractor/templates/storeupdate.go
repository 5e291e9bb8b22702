package templates

import (
	"fmt"
	"os"
	"path/filepath"

	"folio/internal/safefile"
)

// Update changes the template of host under the store's lock, so that
// concurrent writers, in this process or others (twenty `folio-extract
// template add` at once), each build on the others' changes instead of
// overwriting them. change gets the template as it is on disk now (nil
// when there is none) and returns the one to write, validated as Put does.
func (s *Store) Update(host string, change func(old *Template) (*Template, error)) (*Template, error) {
	host = NormHost(host)
	if err := ValidHost(host); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return nil, fmt.Errorf("templates: %w", err)
	}
	lock, err := safefile.Acquire(filepath.Join(s.dir, ".store"))
	if err != nil {
		return nil, fmt.Errorf("templates: %w", err)
	}
	defer lock.Release()
	s.reload(host + ".yaml") // another process may have written it since
	old, _ := s.Get(host)
	t, err := change(old)
	if err != nil {
		return nil, err
	}
	t.Host = host
	if err := s.Put(t); err != nil {
		return nil, err
	}
	return t, nil
}
