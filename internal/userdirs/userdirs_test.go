package userdirs

import (
	"path/filepath"
	"runtime"
	"testing"
)

func TestDefaultFollowsXDG(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", "/cfg")
	t.Setenv("XDG_CACHE_HOME", "/cache")
	t.Setenv("HOME", "/home/u")
	d, err := Default()
	if err != nil {
		t.Skip("no user dirs on this system:", err)
	}
	if filepath.Base(filepath.Dir(d.Rules)) != "folio" || filepath.Base(filepath.Dir(d.Learned)) != "folio" {
		t.Errorf("folders outside folio/: %+v", d)
	}
	if d.Operator == d.Learned {
		t.Errorf("operator and learned templates share %s: learned files belong in the cache dir", d.Operator)
	}
	if d.Rules == d.Operator {
		t.Errorf("rules and operator templates share %s", d.Rules)
	}
}

func TestDataDirFollowsXDG(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("XDG_DATA_HOME is the Linux and BSD data dir")
	}
	t.Setenv("HOME", "/home/u")
	t.Setenv("XDG_DATA_HOME", "/data")
	d, err := Default()
	if err != nil {
		t.Skip("no user dirs on this system:", err)
	}
	if d.Positions != filepath.Join("/data", "folio", "positions.json") {
		t.Errorf("Positions = %s, want it under $XDG_DATA_HOME/folio", d.Positions)
	}
	t.Setenv("XDG_DATA_HOME", "relative/data") // the spec says ignore it
	if d, _ := Default(); d.Positions != filepath.Join("/home/u", ".local", "share", "folio", "positions.json") {
		t.Errorf("Positions = %s with a relative XDG_DATA_HOME, want ~/.local/share/folio", d.Positions)
	}
}

func TestIn(t *testing.T) {
	op, learned := In("/x")
	if op != "/x" || learned != filepath.Join("/x", "learned") {
		t.Errorf("In(/x) = %s, %s", op, learned)
	}
}
