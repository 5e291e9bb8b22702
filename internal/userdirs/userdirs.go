// Package userdirs names the folders where a user's extraction data lives,
// so that the reader and folio-extract read and write the same files:
//
//	<config dir>/folio/rules/*.yaml      rules overriding the embedded ones by id
//	<config dir>/folio/templates/*.yaml  operator templates, one per host
//	<cache dir>/folio/templates/*.json   learned templates, one file per host
//	<config dir>/folio/themes.yaml       the reader's user themes
//	<data dir>/folio/positions.json      where the reader left each document
//
// Rules and operator templates are configuration a person writes, so they
// live in the config dir (backed up, synced); learned templates can be
// rebuilt from the next pages, so they live in the cache dir, which the
// system may clear. Reading positions are neither configuration nor
// disposable: they live in the data dir ($XDG_DATA_HOME, ~/.local/share). The config and cache dirs are os.UserConfigDir and
// os.UserCacheDir ($XDG_CONFIG_HOME and $XDG_CACHE_HOME on Linux).
// Nothing here creates a folder: the stores create theirs when they first
// write.
package userdirs

import (
	"os"
	"path/filepath"
	"runtime"
)

// Dirs are the folders of a user's rules and templates.
type Dirs struct {
	Rules    string // user rules
	Operator string // operator templates
	Learned  string // learned templates
	Settings string // the reader's settings and recent items (a JSON file)
	Themes   string // the reader's user themes (a YAML file)
	// Positions is where the reader keeps the reading position of each
	// document (a JSON file).
	Positions string
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
	data, err := dataDir()
	if err != nil {
		return Dirs{}, err
	}
	return Dirs{
		Rules:    filepath.Join(config, "folio", "rules"),
		Operator: filepath.Join(config, "folio", "templates"),
		Learned:  filepath.Join(cache, "folio", "templates"),
		Settings: filepath.Join(config, "folio", "settings.json"),
		Themes:   filepath.Join(config, "folio", "themes.yaml"),

		Positions: filepath.Join(data, "folio", "positions.json"),
	}, nil
}

// dataDir is the folder for data a program keeps for the user: XDG's
// $XDG_DATA_HOME (when absolute) or ~/.local/share on Linux and BSD,
// %LocalAppData% on Windows, the config dir (Application Support) on
// macOS. Go's os package names the config and cache dirs but not this one.
func dataDir() (string, error) {
	switch runtime.GOOS {
	case "windows":
		if d := os.Getenv("LocalAppData"); d != "" {
			return d, nil
		}
		return os.UserConfigDir()
	case "darwin", "ios", "android", "plan9":
		return os.UserConfigDir()
	}
	if d := os.Getenv("XDG_DATA_HOME"); filepath.IsAbs(d) {
		return d, nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(home, ".local", "share"), nil
}

// In returns the folders of one store given on a command line
// (folio-extract --templates DIR): operator templates in dir itself, learned
// templates in dir/learned.
func In(dir string) (operator, learned string) {
	return dir, filepath.Join(dir, "learned")
}
