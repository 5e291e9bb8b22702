package app

import (
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// Every target a hostile page or document could use to run something is
// refused, whatever the platform the test runs on: the rules of Windows,
// macOS and Linux all apply everywhere.
func TestLinkSafetyRefuses(t *testing.T) {
	web := &Document{URL: mustURL(t, "https://example.com/a/page.html")}
	dir := t.TempDir()
	local := &Document{Source: filepath.Join(dir, "notes.md"), Dir: dir}
	cases := []struct {
		name string
		doc  *Document
		href string
	}{
		{"drive letter exe on a web page", web, `C:\Windows\System32\calc.exe`},
		{"drive letter with slashes", web, `c:/Users/me/evil.bat`},
		{"drive letter document on a web page", web, `D:\notes\report.md`},
		{"drive-relative path", web, `C:evil.exe`},
		{"UNC path", web, `\\attacker.example\share\setup.exe`},
		{"UNC document", local, `\\attacker.example\share\readme.md`},
		{"mixed UNC", web, `//attacker.example\share\x.pdf`},
		{"UNC with forward slash", local, `\\attacker.example/share/x.md`},
		{"trailing dot", web, "https://example.com/setup.exe."},
		{"trailing space", web, "https://example.com/setup.exe%20"},
		{"trailing dots and spaces", local, "setup.exe. . "},
		{"alternate data stream", local, "tool.exe::$DATA"},
		{".url shortcut", web, "https://example.com/open.url"},
		{".chm help", web, "https://example.com/manual.chm"},
		{".application", web, "https://example.com/app.application"},
		{".msix installer", web, "https://example.com/app.msix"},
		{".appinstaller", web, "https://example.com/app.appinstaller"},
		{".lnk shortcut, local", local, "shortcut.lnk"},
		{".settingcontent-ms", local, "x.settingcontent-ms"},
		{"uppercase EXE", web, "https://example.com/SETUP.EXE"},
		{"ms-msdt", web, "ms-msdt:/id PCWDiagnostic /skip force /param IT_RebrowseForFile=?"},
		{"search-ms", web, "search-ms:query=invoice&crumb=location:\\\\attacker.example\\share"},
		{"search", web, "search:query=x"},
		{"ms-officecmd", web, "ms-officecmd:{}"},
		{"ms-appinstaller", web, "ms-appinstaller:?source=https://attacker.example/x.msix"},
		{"javascript", web, "javascript:alert(1)"},
		{"JavaScript mixed case", web, "JaVaScRiPt:alert(1)"},
		{"vbscript", web, "vbscript:msgbox"},
		{"data", web, "data:text/html,<script>alert(1)</script>"},
		{"smb share", web, "smb://attacker.example/share"},
		{"file from a web page", web, "file:///etc/passwd"},
		{"escape the folder", local, "../../etc/passwd"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := ResolveLink(c.doc, c.href)
			if got.Kind != LinkRefused {
				t.Errorf("ResolveLink(%q) = %+v, want refused", c.href, got)
			}
		})
	}
}

// Ordinary links still work: the rules refuse only what they must.
func TestLinkSafetyAllows(t *testing.T) {
	web := &Document{URL: mustURL(t, "https://example.com/a/page.html")}
	dir := t.TempDir()
	local := &Document{Source: filepath.Join(dir, "notes.md"), Dir: dir}
	for href, want := range map[string]LinkKind{
		"https://example.com/setup.exe.html": LinkInApp,
		"//cdn.example.com/guide.html":       LinkInApp,
		"mailto:me@example.com":              LinkExternal,
		"other.md":                           LinkInApp,
		"sub/page.md#part":                   LinkInApp,
	} {
		doc := web
		if filepath.Ext(href) == ".md" || href == "sub/page.md#part" {
			doc = local
		}
		if got := ResolveLink(doc, href); got.Kind != want {
			t.Errorf("ResolveLink(%q) = %+v, want kind %v", href, got, want)
		}
	}
}

// A symlink inside the document's folder does not let a link leave it.
func TestLinkSymlinkEscape(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("symlinks need privileges")
	}
	outside := t.TempDir()
	os.WriteFile(filepath.Join(outside, "secret.md"), []byte("# secret"), 0o644)
	dir := t.TempDir()
	if err := os.Symlink(outside, filepath.Join(dir, "out")); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "inside.md"), []byte("# in"), 0o644)
	doc := &Document{Source: filepath.Join(dir, "notes.md"), Dir: dir}
	if got := ResolveLink(doc, "out/secret.md"); got.Kind != LinkRefused {
		t.Errorf("link through a symlink out of the folder: %+v, want refused", got)
	}
	if got := ResolveLink(doc, "inside.md"); got.Kind != LinkInApp {
		t.Errorf("link inside the folder: %+v", got)
	}
}

func mustURL(t *testing.T, s string) *url.URL {
	t.Helper()
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}
