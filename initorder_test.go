package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// folio/internal/fyneenv must initialise before Fyne's internal/cache,
// which reads FYNE_CACHE once in its init: the child prints the order of
// package initialisation (GODEBUG=inittrace=1) of this binary, which links
// what the reader links.
func TestInitBeforeFyne(t *testing.T) {
	if os.Getenv("FOLIO_INITTRACE_CHILD") != "" {
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestInitBeforeFyne$")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1", "FOLIO_INITTRACE_CHILD=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	order := map[string]int{}
	for i, line := range strings.Split(string(out), "\n") {
		if f := strings.Fields(line); len(f) > 1 && f[0] == "init" {
			order[f[1]] = i
		}
	}
	env, ok := order["folio/internal/fyneenv"]
	if !ok {
		t.Fatalf("folio/internal/fyneenv did not initialise:\n%s", out)
	}
	cache, ok := order["fyne.io/fyne/v2/internal/cache"]
	if !ok {
		t.Fatalf("fyne.io/fyne/v2/internal/cache did not initialise:\n%s", out)
	}
	t.Logf("init order: fyneenv line %d, Fyne's cache line %d", env, cache)
	if env > cache {
		t.Errorf("fyneenv initialised after Fyne's cache read FYNE_CACHE (lines %d and %d)", env, cache)
	}
}
