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
	allowed []string // exceptions to banned
	because string
	tags    string // build tags for go list: the desktop binary needs ci without cgo
}{
	{pkg: "folio/extractor/...", banned: []string{"fyne.io/", "folio/app", "folio/ui", "folio/batch", "github.com/nlnwa/gowarc", "github.com/parquet-go/"},
		because: "the extractor is a headless library; crawl formats belong to batch"},
	{pkg: "folio/batch/...", banned: []string{"fyne.io/", "folio/app", "folio/ui", "folio/gym", "folio/cmd", "folio/gateway"},
		because: "batch is a headless library under the command: batch -> extractor"},
	{pkg: "folio/...", banned: []string{"github.com/apache/beam/"}, tags: "ci",
		because: "the Beam SDK stays in batch/beam's own module (batch/beam/go.mod): the main module does not build it"},
	{pkg: "folio/spa", banned: []string{"fyne.io/", "folio/app", "folio/ui", "folio/extractor"}, because: "spa detection is a headless leaf that the extractor uses"},
	{pkg: "folio/app", banned: []string{"fyne.io/", "folio/ui", "folio/gym"}, allowed: []string{"folio/gym/entry"},
		because: "app is the core without Fyne; of the gym it needs only the entry format, to save flagged pages"},
	{pkg: "folio/cmd/folio-extract", banned: []string{"fyne.io/", "folio/app", "folio/ui"}, because: "the command is pure Go for servers"},
	{pkg: "folio/gym", banned: []string{"fyne.io/", "folio/app", "folio/ui"}, because: "the gym runs headless, beside app"},
	{pkg: "folio/gym/entry", banned: []string{"fyne.io/", "folio/app", "folio/ui", "folio/extractor", "folio/gym/score", "folio/internal/cliargs"},
		because: "the entry format and flagging serve the reader: no extractor, no scoring, no CLI"},
	{pkg: "folio/gym/score", banned: []string{"fyne.io/", "folio/app", "folio/ui", "folio/extractor", "folio/gym/entry", "folio/internal/cliargs"},
		because: "the corpus metrics score any extract function, so the extractor's own tools may use them"},
	{pkg: "folio/extractor/...", banned: []string{"folio/gym"}, allowed: []string{"folio/gym/score"},
		because: "the extractor's tools (classify/train) use the metrics, never the gym's run and report harness above them"},
	{pkg: "folio", banned: []string{"folio/gym", "folio/internal/cliargs"}, allowed: []string{"folio/gym/entry"}, tags: "ci",
		because: "the desktop binary does not link the gym's scoring harness or its CLI parser"},
	{pkg: "folio/convert", banned: []string{"fyne.io/", "folio/app", "folio/ui", "folio/gym", "folio/cmd", "folio/gateway"}, because: "convert is the one content-type dispatch under app, cmd and gateway"},
	{pkg: "folio/fetch", banned: []string{"fyne.io/", "folio/app", "folio/ui", "folio/extractor", "folio/spa", "folio/gym", "folio/cmd", "folio/gateway"}, because: "fetch only gets bytes: app, cmd and gateway use it, it uses none of them"},
	{pkg: "folio/export", banned: []string{"fyne.io/", "folio/app", "folio/ui", "folio/extractor", "folio/gym", "folio/library"}, because: "export draws Markdown as PDF for the reader and scripts; it knows no window and no extractor"},
	{pkg: "folio/diagram", banned: []string{"fyne.io/", "folio/app", "folio/ui", "folio/extractor", "folio/gym", "folio/library", "folio/export"}, because: "diagrams are drawn for the view and the PDF alike, without a window"},
	{pkg: "folio/library/...", banned: []string{"fyne.io/", "folio/app", "folio/ui", "folio/extractor", "folio/gym"}, because: "the library keeps files and an index, and its importer reads exports; the reader and the command pass them their fetcher and extractor"},
	{pkg: "folio/mathtex", banned: []string{"fyne.io/", "folio/app", "folio/ui", "folio/extractor", "folio/gym", "folio/library", "folio/export", "folio/diagram"}, because: "formulas are drawn for the view and the PDF alike, without a window"},
	{pkg: "folio/internal/mdsyntax", banned: []string{"fyne.io/", "folio/"}, allowed: []string{"folio/internal/mdsyntax"}, because: "the Markdown syntax extensions are a leaf under the view and the PDF export"},
	{pkg: "folio/internal/parallel", banned: []string{"folio/"}, allowed: []string{"folio/internal/parallel"}, because: "the loop runner is a leaf that the gym, its scorer and the trainer share"},
	{pkg: "folio/internal/cputime", banned: []string{"folio/"}, allowed: []string{"folio/internal/cputime"}, because: "the CPU clock is a leaf that the benchmarks of the command, library, batch and view share"},
	{pkg: "folio/internal/lru", banned: []string{"folio/"}, allowed: []string{"folio/internal/lru"}, because: "the cache is a leaf that the diagram and formula renderers share"},
	{pkg: "folio/app/themes", banned: []string{"fyne.io/", "folio/ui", "folio/extractor", "folio/gym", "folio/library"}, because: "themes are data the window hands to Fyne; they know no toolkit and no extractor"},
	{pkg: "folio/gateway", banned: []string{"fyne.io/", "folio/app", "folio/ui", "folio/gym", "folio/cmd"}, because: "the gateway is a headless server library: gateway -> {extractor, fetch, convert}"},
}

// direct lists, for each package, packages it must not import itself; it
// may still depend on them through the packages it does import.
var direct = []struct {
	pkg     string
	banned  []string
	because string
}{
	{"folio/ui", []string{"folio/gym", "folio/extractor", "folio/spa"}, "ui shows documents and calls app, which does the work"},
	{"folio/app", []string{"folio/spa"}, "the extractor owns the shell verdict (Result.Source); app only words the stub"},
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
			cmd := exec.Command("go", "list", "-deps", "-tags", f.tags, f.pkg)
			cmd.Env = append(cmd.Environ(), "CGO_ENABLED=0")
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("go list -deps %s: %v", f.pkg, err)
			}
			for _, dep := range strings.Fields(string(out)) {
				if isBanned(dep, f.banned, f.allowed) {
					t.Errorf("%s depends on %s: %s", f.pkg, dep, f.because)
				}
			}
		})
	}
}

// isBanned reports whether dep starts with one of banned and is not one of
// allowed (or below it).
func isBanned(dep string, banned, allowed []string) bool {
	for _, a := range allowed {
		if dep == a || strings.HasPrefix(dep, a+"/") {
			return false
		}
	}
	for _, b := range banned {
		if strings.HasPrefix(dep, b) {
			return true
		}
	}
	return false
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
