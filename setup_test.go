package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// setupEnv runs setup.sh with a temporary home and XDG folders, installing
// a stand-in binary (FOLIO_BIN) so that nothing is built or downloaded.
type setupEnv struct {
	t                       *testing.T
	home, data, config, bin string
	fake                    string
}

func newSetupEnv(t *testing.T) *setupEnv {
	t.Helper()
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	root := t.TempDir()
	e := &setupEnv{t: t, home: root, data: filepath.Join(root, "data"), config: filepath.Join(root, "config"),
		bin: filepath.Join(root, "my bin"), fake: filepath.Join(root, "folio-build")}
	if err := os.WriteFile(e.fake, []byte("#!/bin/sh\necho folio \"$@\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return e
}

func (e *setupEnv) run(args ...string) string {
	e.t.Helper()
	cmd := exec.Command("bash", append([]string{"setup.sh"}, args...)...)
	cmd.Env = append(os.Environ(), "HOME="+e.home, "XDG_DATA_HOME="+e.data, "XDG_CONFIG_HOME="+e.config,
		"XDG_BIN_HOME="+e.bin, "FOLIO_BIN="+e.fake)
	out, err := cmd.CombinedOutput()
	if err != nil {
		e.t.Fatalf("setup.sh %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

func (e *setupEnv) read(path string) string {
	e.t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		e.t.Fatal(err)
	}
	return string(b)
}

// ./setup.sh --install puts Folio in the desktop's menu as the application
// for Markdown, twice without a change, and --uninstall takes exactly that
// away.
func TestSetupInstallDesktop(t *testing.T) {
	e := newSetupEnv(t)
	os.MkdirAll(e.config, 0o755)
	os.WriteFile(filepath.Join(e.config, "mimeapps.list"),
		[]byte("[Default Applications]\ntext/html=firefox.desktop\ntext/markdown=gedit.desktop\n"), 0o644)
	out := e.run("--install")
	desktop := filepath.Join(e.data, "applications", "io.folio.reader.desktop")
	entry := e.read(desktop)
	for _, want := range []string{
		"Exec=\"" + filepath.Join(e.bin, "folio") + "\" %f", "MimeType=text/markdown;text/x-markdown;",
		"Icon=io.folio.reader", "Categories=Office;Viewer;",
	} {
		if !strings.Contains(entry, want) {
			t.Errorf("the .desktop entry lacks %q:\n%s", want, entry)
		}
	}
	mime := e.read(filepath.Join(e.data, "mime", "packages", "io.folio.reader.xml"))
	for _, ext := range []string{"md", "markdown", "mdown", "mkd"} {
		if !strings.Contains(mime, `<glob pattern="*.`+ext+`"/>`) {
			t.Errorf("the MIME package lacks *.%s", ext)
		}
	}
	if got := e.read(filepath.Join(e.bin, "folio")); got != e.read(e.fake) {
		t.Error("the binary installed is not the one given")
	}
	if _, err := os.Stat(filepath.Join(e.data, "icons", "hicolor", "512x512", "apps", "io.folio.reader.png")); err != nil {
		t.Error(err)
	}
	list := e.read(filepath.Join(e.config, "mimeapps.list"))
	if !strings.Contains(list, "text/markdown=io.folio.reader.desktop") || strings.Contains(list, "gedit") ||
		!strings.Contains(list, "text/html=firefox.desktop") {
		t.Errorf("mimeapps.list after install:\n%s", list)
	}
	if _, err := exec.LookPath("update-mime-database"); err == nil {
		globs := e.read(filepath.Join(e.data, "mime", "globs2"))
		if !strings.Contains(globs, "text/markdown:*.mdown") {
			t.Errorf("update-mime-database did not map *.mdown to text/markdown:\n%s", globs)
		}
	}
	if v, err := exec.LookPath("desktop-file-validate"); err == nil {
		if out, err := exec.Command(v, desktop).CombinedOutput(); err != nil {
			t.Errorf("desktop-file-validate: %v\n%s", err, out)
		}
	}
	t.Logf("first install:\n%s", out)

	again := e.run("--install")
	if strings.Contains(again, "Installed:") || e.read(desktop) != entry ||
		e.read(filepath.Join(e.config, "mimeapps.list")) != list {
		t.Errorf("a second install changed something:\n%s", again)
	}

	e.run("--uninstall")
	for _, p := range []string{desktop, filepath.Join(e.bin, "folio"),
		filepath.Join(e.data, "mime", "packages", "io.folio.reader.xml"),
		filepath.Join(e.data, "icons", "hicolor", "512x512", "apps", "io.folio.reader.png")} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s is still there after --uninstall", p)
		}
	}
	list = e.read(filepath.Join(e.config, "mimeapps.list"))
	if strings.Contains(list, "folio") || !strings.Contains(list, "text/html=firefox.desktop") {
		t.Errorf("mimeapps.list after uninstall:\n%s", list)
	}
	e.run("--uninstall") // nothing left to remove: no error
}

// FyneApp.toml (for fyne package) and setup.sh --install name the same
// Markdown types.
func TestPackagingNamesTheSameTypes(t *testing.T) {
	toml, err := os.ReadFile("FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	sh, err := os.ReadFile("setup.sh")
	if err != nil {
		t.Fatal(err)
	}
	const types = "text/markdown;text/x-markdown;"
	if !strings.Contains(string(toml), `MimeTypes = "`+types+`"`) {
		t.Errorf("FyneApp.toml's [CanOpen] MimeTypes is not %q", types)
	}
	if !strings.Contains(string(sh), `MIME_TYPES="`+types+`"`) {
		t.Errorf("setup.sh's MIME_TYPES is not %q", types)
	}
}
