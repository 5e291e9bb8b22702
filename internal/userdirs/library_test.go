package userdirs

import (
	"os"
	"path/filepath"
	"testing"
)

func TestLibraryFolder(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("FOLIO_LIBRARY", "")
	t.Setenv("XDG_DOCUMENTS_DIR", "")
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, "cfg"))
	if d, _ := Library(); d != filepath.Join(home, "Documents", "Folio Library") {
		t.Errorf("fallback = %s", d)
	}
	os.MkdirAll(filepath.Join(home, "cfg"), 0o755)
	os.WriteFile(filepath.Join(home, "cfg", "user-dirs.dirs"), []byte("# comment\nXDG_DOCUMENTS_DIR=\"$HOME/Dokumente\"\n"), 0o644)
	if d, _ := Library(); d != filepath.Join(home, "Dokumente", "Folio Library") {
		t.Errorf("user-dirs.dirs = %s", d)
	}
	os.WriteFile(filepath.Join(home, "cfg", "user-dirs.dirs"), []byte("XDG_DOCUMENTS_DIR=\"$HOME/\"\n"), 0o644)
	if d, _ := Library(); d != filepath.Join(home, "Documents", "Folio Library") {
		t.Errorf("disabled entry = %s", d)
	}
	t.Setenv("FOLIO_LIBRARY", "/srv/lib")
	if d, _ := Library(); d != "/srv/lib" {
		t.Errorf("FOLIO_LIBRARY = %s", d)
	}
}
