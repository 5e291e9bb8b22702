package userdirs

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
)

// Library returns the default folder of saved pages: $FOLIO_LIBRARY when
// set, else "Folio Library" in the user's documents folder (XDG's
// XDG_DOCUMENTS_DIR, from the environment or user-dirs.dirs, on Linux;
// ~/Documents elsewhere and as the fallback). Saved pages are documents a
// person owns, so they live beside their other documents, not in a cache.
func Library() (string, error) {
	if d := os.Getenv("FOLIO_LIBRARY"); d != "" {
		return d, nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(documentsDir(home), "Folio Library"), nil
}

// documentsDir finds the user's documents folder under home.
func documentsDir(home string) string {
	if d := os.Getenv("XDG_DOCUMENTS_DIR"); d != "" {
		return expandHome(d, home)
	}
	config := os.Getenv("XDG_CONFIG_HOME")
	if config == "" {
		config = filepath.Join(home, ".config")
	}
	if d := readUserDirs(filepath.Join(config, "user-dirs.dirs"), home); d != "" {
		return d
	}
	return filepath.Join(home, "Documents")
}

// readUserDirs reads XDG_DOCUMENTS_DIR="$HOME/..." from xdg-user-dirs'
// file; "" when it is absent or names the home folder itself (xdg-user-dirs
// does that for a disabled entry).
func readUserDirs(path, home string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		v, ok := strings.CutPrefix(line, "XDG_DOCUMENTS_DIR=")
		if !ok {
			continue
		}
		d := expandHome(strings.Trim(v, `"`), home)
		if filepath.Clean(d) == filepath.Clean(home) {
			return ""
		}
		return d
	}
	return ""
}

// expandHome replaces a leading $HOME or ~ with home.
func expandHome(p, home string) string {
	for _, prefix := range []string{"$HOME", "~"} {
		if rest, ok := strings.CutPrefix(p, prefix); ok {
			return filepath.Join(home, rest)
		}
	}
	return p
}
