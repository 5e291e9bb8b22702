package archtest

import (
	"os/exec"
	"strings"
	"testing"
)

// forbidden lists, for each package pattern, import paths (prefixes) that
// it must not depend on, directly or not.
var forbidden = []struct {
	pkg     string
	banned  []string
	because string
}{
	{"folio/extractor/...", []string{"fyne.io/", "folio/app", "folio/ui", "folio/spa"}, "the extractor is a headless library"},
	{"folio/spa", []string{"fyne.io/", "folio/app", "folio/ui"}, "spa detection is headless"},
	{"folio/app", []string{"fyne.io/", "folio/ui"}, "app is the core without Fyne"},
	{"folio/cmd/folio-extract", []string{"fyne.io/", "folio/app", "folio/ui"}, "the command is pure Go for servers"},
	{"folio/gym", []string{"fyne.io/", "folio/app", "folio/ui"}, "the gym runs headless, below app (app saves pages flagged from the reader through it)"},
	{"folio/fetch", []string{"fyne.io/", "folio/app", "folio/ui", "folio/extractor", "folio/spa", "folio/gym", "folio/cmd", "folio/gateway"}, "fetch only gets bytes: app, cmd and gateway use it, it uses none of them"},
}

// direct lists, for each package, packages it must not import itself; it
// may still depend on them through the packages it does import.
var direct = []struct {
	pkg     string
	banned  []string
	because string
}{
	{"folio/ui", []string{"folio/gym", "folio/extractor", "folio/spa"}, "ui shows documents and calls app, which does the work"},
}

func TestDirectImports(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("go command not on PATH")
	}
	for _, f := range direct {
		t.Run(f.pkg, func(t *testing.T) {
			cmd := exec.Command("go", "list", "-f", `{{join .Imports "\n"}}`, f.pkg)
			cmd.Env = append(cmd.Environ(), "CGO_ENABLED=0")
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("go list %s: %v", f.pkg, err)
			}
			for _, imp := range strings.Fields(string(out)) {
				for _, b := range f.banned {
					if imp == b || strings.HasPrefix(imp, b+"/") {
						t.Errorf("%s imports %s: %s", f.pkg, imp, f.because)
					}
				}
			}
		})
	}
}

func TestDependenciesPointOneWay(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("go command not on PATH")
	}
	for _, f := range forbidden {
		t.Run(f.pkg, func(t *testing.T) {
			cmd := exec.Command("go", "list", "-deps", f.pkg)
			cmd.Env = append(cmd.Environ(), "CGO_ENABLED=0")
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("go list -deps %s: %v", f.pkg, err)
			}
			for _, dep := range strings.Fields(string(out)) {
				for _, b := range f.banned {
					if strings.HasPrefix(dep, b) {
						t.Errorf("%s depends on %s: %s", f.pkg, dep, f.because)
					}
				}
			}
		})
	}
}

// The headless command must build without cgo.
func TestCommandBuildsWithoutCgo(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("go command not on PATH")
	}
	cmd := exec.Command("go", "build", "-o", t.TempDir()+"/folio-extract", "folio/cmd/folio-extract")
	cmd.Env = append(cmd.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("CGO_ENABLED=0 go build folio/cmd/folio-extract: %v\n%s", err, out)
	}
}
