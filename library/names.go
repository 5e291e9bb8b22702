package library

import (
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxSlugBytes bounds a file name's stem in bytes, not characters: most
// file systems cap a name at 255 bytes, and a CJK title is 3 bytes a
// character. 100 leaves room for "-99", "_files" and ".html.gz".
const maxSlugBytes = 100

// Slug turns a title into a file name stem: lower case letters and digits
// of any script, other runs turned into one '-', cut at a rune boundary to
// at most 100 bytes. It never returns a name the file system treats
// specially ("", ".", "..", "con" and the other Windows device names get
// a suffix), and returns "page" when nothing is left.
func Slug(title string) string {
	var b strings.Builder
	dash := false
	for _, r := range title {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(unicode.ToLower(r))
			continue
		}
		dash = true
	}
	return safeName(cutBytes(b.String(), maxSlugBytes), "page")
}

// SiteFolder names the folder of a page's site: the URL's host without
// "www." and port, or "local" for a page that has no host.
func SiteFolder(source string) string {
	u, err := url.Parse(source)
	if err != nil || u.Hostname() == "" {
		return "local"
	}
	host := strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
	host = strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.' || r == '-' {
			return r
		}
		return '_'
	}, host)
	return safeName(cutBytes(strings.Trim(host, "."), maxSlugBytes), "local")
}

// cutBytes returns the longest prefix of s within n bytes that ends on a
// rune boundary, with dashes trimmed from its end.
func cutBytes(s string, n int) string {
	if len(s) > n {
		s = s[:n]
		for len(s) > 0 && !utf8.ValidString(s) {
			s = s[:len(s)-1]
		}
	}
	return strings.Trim(s, "-")
}

// windowsDevices are names Windows reserves in every folder, with any
// extension.
var windowsDevices = map[string]bool{
	"con": true, "prn": true, "aux": true, "nul": true,
	"com1": true, "com2": true, "com3": true, "com4": true, "com5": true,
	"com6": true, "com7": true, "com8": true, "com9": true,
	"lpt1": true, "lpt2": true, "lpt3": true, "lpt4": true, "lpt5": true,
	"lpt6": true, "lpt7": true, "lpt8": true, "lpt9": true,
}

// safeName returns name, or fallback when it is empty or only dots, and
// name with "-page" appended when Windows reserves it.
func safeName(name, fallback string) string {
	if strings.Trim(name, ".") == "" {
		return fallback
	}
	if windowsDevices[strings.SplitN(name, ".", 2)[0]] {
		return name + "-page"
	}
	return name
}
