package metadata

import (
	"regexp"
	"strings"
)

// emailAddress is a whole value that is one e-mail address.
var emailAddress = regexp.MustCompile(`^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$`)

// keepEmail is cleanAuthor for a structured author value (JSON-LD, meta)
// that keeps an e-mail address: WordPress fills the author's display name
// with the login e-mail when the writer never set one, and the page then
// shows it as the byline. cleanAuthor drops e-mail addresses, which in
// body text are contact lines, not credits.
func keepEmail(v string) string { return keepEmailWith(v, cleanAuthor) }

// keepEmailWith is keepEmail with another cleaner for the other values.
func keepEmailWith(v string, tidy func(string) string) string {
	if t := strings.TrimSpace(clean(v)); emailAddress.MatchString(t) {
		return t
	}
	return tidy(v)
}
