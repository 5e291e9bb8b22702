package app

import (
	"path/filepath"
	"strings"
)

// Link safety rules that hold on every platform, whatever the one Folio
// runs on: a page written to attack Windows users is refused on Linux
// too, so that the tests of these rules run everywhere.

// windowsPath reports whether href is a Windows file path rather than a
// URL: a drive letter ("C:\x", "c:/x", "C:x") or a UNC name ("\\host\share",
// "//host\share"). url.Parse reads "C:\x.exe" as scheme "c".
func windowsPath(href string) bool {
	if len(href) >= 2 && isASCIILetter(href[0]) && href[1] == ':' {
		return len(href) == 2 || href[2] == '\\' || href[2] == '/' || !strings.Contains(href[2:], "/")
	}
	return uncPath(href)
}

// uncPath reports whether href names a network share: "\\host\share",
// and the mixed "//host\share" and "\\host/share" that Windows accepts.
func uncPath(href string) bool {
	if len(href) < 3 {
		return false
	}
	lead := href[:2]
	switch {
	case lead == `\\`, lead == `\/`:
		return true
	case lead == `//` || lead == `/\`:
		return strings.Contains(href, `\`)
	}
	return false
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// refusedScheme reports whether a URL scheme runs code, opens a search or
// a diagnostic tool with attacker-chosen arguments, or smuggles content:
// javascript:, data:, Windows' ms-msdt: (Follina) and search-ms:, every
// ms-* and other handler scheme that starts a program with the link's
// arguments.
func refusedScheme(scheme string) bool {
	return refusedSchemes[scheme] || strings.HasPrefix(scheme, "ms-")
}

// refusedSchemes run code or smuggle content; they are never followed.
var refusedSchemes = map[string]bool{
	"javascript": true, "vbscript": true, "data": true, "blob": true,
	"search": true, "search-ms": true, "hcp": true, "its": true, "mk": true,
	"mhtml": true, "res": true, "jar": true, "shell": true, "file+": true,
	"vscode": true, "vscode-insiders": true, "jnlp": true, "jnlps": true,
	"steam": true, "itms-services": true, "x-apple.systempreferences": true,
	"smb": true, "cifs": true, "nfs": true, "afp": true, "webdav": true, "dav": true,
}

// executableName reports whether the last element of a path names a
// program, installer, shortcut or script, as Windows would read it:
// trailing dots and spaces are dropped ("setup.exe." and "setup.exe "
// run setup.exe), and an alternate data stream is ignored ("x.exe::$DATA").
func executableName(p string) bool {
	p = strings.ReplaceAll(p, `\`, "/")
	base := p[strings.LastIndex(p, "/")+1:]
	if i := strings.Index(base, ":"); i >= 0 {
		base = base[:i]
	}
	base = strings.TrimRight(base, ". ")
	return executableExts[strings.ToLower(filepath.Ext(base))]
}

// resolvedWithin reports whether p, with symlinks resolved, still lies
// inside root (resolved too): a symlink in a document's folder must not let
// a link leave it. A path that does not exist yet stays as written.
func resolvedWithin(root, p string) bool {
	if r, err := filepath.EvalSymlinks(root); err == nil {
		root = r
	}
	if r, err := filepath.EvalSymlinks(p); err == nil {
		p = r
	}
	return within(root, p)
}
