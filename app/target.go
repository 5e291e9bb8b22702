package app

import (
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
)

// target is a parsed Load target: a local path or a web URL.
type target struct {
	source string   // the target as given, trimmed
	path   string   // set for local files
	url    *url.URL // set for web pages
}

// hostLike matches a first path segment that reads as a host name with a
// top-level domain, optionally with a port: "example.com", "a.b.org:8080".
var hostLike = regexp.MustCompile(`^(?i)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?$`)

// portOnly matches the opaque part of "localhost:8080/x", which url.Parse
// reads as scheme "localhost".
var portOnly = regexp.MustCompile(`^\d+(/|$)`)

// ipv4Like matches a dotted IPv4 address with an optional port.
var ipv4Like = regexp.MustCompile(`^\d{1,3}(\.\d{1,3}){3}(:\d{1,5})?$`)

// docExtensions are file extensions that also look like top-level domains
// ("notes.md" is Moldova's TLD): a bare name ending in one is a file.
var docExtensions = map[string]bool{
	".md": true, ".markdown": true, ".txt": true, ".html": true, ".htm": true,
	".mdown": true, ".mkd": true, ".text": true, ".xhtml": true, ".sh": true,
}

// parseTarget decides whether s is a file or a web page.
func parseTarget(s string) (target, error) {
	s = strings.TrimSpace(s)
	t := target{source: s}
	if s == "" {
		return t, &LoadError{Kind: KindBadTarget, Target: s}
	}
	if u, ok := schemeURL(s); ok {
		switch strings.ToLower(u.Scheme) {
		case "http", "https":
			if u.Host == "" {
				return t, &LoadError{Kind: KindBadTarget, Target: s}
			}
			t.url = u
			return t, nil
		case "file":
			p, err := url.PathUnescape(u.Path)
			if err == nil && p == "" {
				p, err = url.PathUnescape(u.Opaque) // "file:notes.md"
			}
			if err != nil || p == "" {
				return t, &LoadError{Kind: KindBadTarget, Target: s, Err: err}
			}
			t.path = filePath(p)
			return t, nil
		}
		return t, &LoadError{Kind: KindUnsupported, Target: s,
			Detail: "a " + u.Scheme + ": address, which opens in another application"}
	}
	if looksLikeHost(s) {
		u, err := url.Parse(defaultScheme(s) + s)
		if err == nil && u.Host != "" {
			t.url = u
			return t, nil
		}
	}
	t.path = expandHome(s)
	return t, nil
}

// filePath turns the path of a file: URL into a local path; on Windows
// "/C:/notes.md" loses its leading slash.
func filePath(p string) string {
	if runtime.GOOS == "windows" && len(p) >= 3 && p[0] == '/' && p[2] == ':' {
		p = p[1:]
	}
	return filepath.FromSlash(p)
}

// schemeURL parses s when it starts with a URL scheme; a Windows drive
// letter ("C:\notes.md") is not a scheme.
func schemeURL(s string) (*url.URL, bool) {
	i := strings.Index(s, ":")
	if i < 2 {
		return nil, false
	}
	u, err := url.Parse(s)
	if err != nil || u.Scheme == "" {
		return nil, false
	}
	if strings.Contains(u.Scheme, ".") { // "example.com:8080/x"
		return nil, false
	}
	if u.Opaque != "" && portOnly.MatchString(u.Opaque) { // "localhost:8080"
		return nil, false
	}
	return u, true
}

// looksLikeHost reports whether s is a bare web address such as
// "example.com/post" or "localhost:8080" rather than a relative path. An
// existing file always wins.
func looksLikeHost(s string) bool {
	if strings.ContainsAny(s, ` \`) || strings.HasPrefix(s, ".") || strings.HasPrefix(s, "/") || strings.HasPrefix(s, "~") {
		return false
	}
	if _, err := os.Stat(s); err == nil {
		return false
	}
	host, _, _ := strings.Cut(s, "/")
	if h, _, ok := strings.Cut(host, ":"); ok && h == "localhost" {
		return true
	}
	if ipv4Like.MatchString(host) {
		return true
	}
	if !hostLike.MatchString(host) {
		return false
	}
	if !strings.Contains(s, "/") && docExtensions[strings.ToLower(filepath.Ext(hostWithoutPort(host)))] {
		return false
	}
	return true
}

func hostWithoutPort(h string) string {
	if i := strings.LastIndex(h, ":"); i >= 0 {
		return h[:i]
	}
	return h
}

// defaultScheme is https, except for localhost, which rarely has TLS.
func defaultScheme(s string) string {
	if strings.HasPrefix(s, "localhost") || ipv4Like.MatchString(strings.SplitN(s, "/", 2)[0]) {
		return "http://"
	}
	return "https://"
}

// expandHome replaces a leading "~/" with the user's home folder.
func expandHome(p string) string {
	if !strings.HasPrefix(p, "~/") && p != "~" {
		return p
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return p
	}
	return filepath.Join(home, strings.TrimPrefix(p, "~"))
}
