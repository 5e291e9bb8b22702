// Package userdirs names the folders where a user's extraction data lives,
// so that the reader and folio-extract read and write the same files:
//
//	<config dir>/folio/rules/*.yaml      rules overriding the embedded ones by id
//	<config dir>/folio/templates/*.yaml  operator templates, one per host
//	<cache dir>/folio/templates/*.json   learned templates, one file per host
//
// Rules and operator templates are configuration a person writes, so they
// live in the config dir (backed up, synced); learned templates can be
// rebuilt from the next pages, so they live in the cache dir, which the
// system may clear. The config and cache dirs are os.UserConfigDir and
// os.UserCacheDir ($XDG_CONFIG_HOME and $XDG_CACHE_HOME on Linux).
// Nothing here creates a folder: the stores create theirs when they first
// write.
package userdirs

import (
	"os"
	"path/filepath"
)

// Dirs are the folders of a user's rules and templates.
type Dirs struct {
	Rules    string // user rules
	Operator string // operator templates
	Learned  string // learned templates
	Settings string // the reader's settings and recent items (a JSON file)
}

// Default returns the user's folders. It fails only when the system names
// no home, config or cache directory.
func Default() (Dirs, error) {
	config, err := os.UserConfigDir()
	if err != nil {
		return Dirs{}, err
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		return Dirs{}, err
	}
	return Dirs{
		Rules:    filepath.Join(config, "folio", "rules"),
		Operator: filepath.Join(config, "folio", "templates"),
		Learned:  filepath.Join(cache, "folio", "templates"),
		Settings: filepath.Join(config, "folio", "settings.json"),
	}, nil
}

// In returns the folders of one store given on a command line
// (folio-extract --templates DIR): operator templates in dir itself, learned
// templates in dir/learned.
func In(dir string) (operator, learned string) {
	return dir, filepath.Join(dir, "learned")
}
