package frontmatter

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"folio/extractor/metadata"
)

// Fields are the values of a frontmatter block. Empty strings and a zero
// Fetched are left out.
type Fields struct {
	Source      string    // the page's URL
	Title       string    // the page's title
	Author      string    // names joined with ", "
	Date        string    // published, ISO 8601
	Site        string    // the site's name
	Language    string    // BCP 47
	Description string    // a summary
	Fetched     time.Time // when the page was read
}

// FromMetadata builds Fields from extracted metadata, the page's source URL
// and the time it was fetched.
func FromMetadata(m metadata.Metadata, source string, fetched time.Time) Fields {
	return Fields{
		Source:      source,
		Title:       m.Title,
		Author:      m.Author,
		Date:        m.Published,
		Site:        m.SiteName,
		Language:    m.Language,
		Description: m.Description,
		Fetched:     fetched,
	}
}

// field is one key of the block, in output order.
type field struct {
	key, value string
}

// ordered returns the non-empty fields in the documented key order.
func (f Fields) ordered() []field {
	all := []field{
		{"source", f.Source},
		{"title", f.Title},
		{"author", f.Author},
		{"date", f.Date},
		{"site", f.Site},
		{"language", f.Language},
		{"description", f.Description},
	}
	if !f.Fetched.IsZero() {
		all = append(all, field{"fetched", f.Fetched.Format(time.RFC3339)})
	}
	out := all[:0]
	for _, x := range all {
		if x.value != "" {
			out = append(out, x)
		}
	}
	return out
}

// Render returns the frontmatter block for f: "---\n", one "key: value"
// line per non-empty field (source, title, author, date, site, language,
// description, fetched), and "---\n". It returns "" when every field is
// empty.
func Render(f Fields) string {
	fields := f.ordered()
	if len(fields) == 0 {
		return ""
	}
	doc := &yaml.Node{Kind: yaml.MappingNode}
	for _, x := range fields {
		doc.Content = append(doc.Content,
			&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: x.key},
			scalar(x.key, x.value))
	}
	var b strings.Builder
	b.WriteString("---\n")
	enc := yaml.NewEncoder(&b)
	if err := enc.Encode(doc); err != nil {
		// Encode fails only on invalid UTF-8 in a !!str, which scalar
		// removes; reaching here is a bug in this package.
		panic("frontmatter: " + err.Error())
	}
	enc.Close()
	b.WriteString("---\n")
	return b.String()
}

// scalar returns the YAML node for one value. Timestamps stay plain; other
// values are strings, quoted by the encoder whenever a plain scalar would
// read back as something else, and double-quoted when they hold line breaks
// or control characters.
func scalar(key, v string) *yaml.Node {
	v = strings.ToValidUTF8(v, string(utf8.RuneError))
	n := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: v}
	if (key == "date" || key == "fetched") && isTimestamp(v) {
		n.Tag = "!!timestamp"
		return n
	}
	if needsDoubleQuotes(v) || yaml11Special(v) {
		n.Style = yaml.DoubleQuotedStyle
	}
	return n
}

// yaml11Bools are the words YAML 1.1 reads as booleans. yaml.v3 follows
// YAML 1.2 and leaves "yes" or "off" plain, but many frontmatter readers
// (PyYAML, gopkg.in/yaml.v2, js-yaml in 1.1 mode) would turn an author
// called "Yes" into true, so they are quoted.
var yaml11Bools = map[string]bool{
	"y": true, "Y": true, "yes": true, "Yes": true, "YES": true, "n": true, "N": true, "no": true, "No": true, "NO": true,
	"on": true, "On": true, "ON": true, "off": true, "Off": true, "OFF": true,
}

// yaml11Special reports whether a YAML 1.1 reader could take v for
// something other than a string: a 1.1 boolean, or a number-like value
// (1_000, 0777, 1:30 sexagesimal, 2023-04-05 10:00) made only of digits and
// number punctuation.
func yaml11Special(v string) bool {
	if yaml11Bools[v] {
		return true
	}
	digit := false
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c >= '0' && c <= '9':
			digit = true
		case strings.IndexByte("+-_.:, eEtTzZxXoObB", c) >= 0:
		default:
			return false
		}
	}
	return digit
}

// isTimestamp reports whether v is a day or an RFC 3339 time, forms YAML
// reads back as a timestamp.
func isTimestamp(v string) bool {
	if len(v) == len("2006-01-02") {
		_, err := time.Parse("2006-01-02", v)
		return err == nil
	}
	_, err := time.Parse(time.RFC3339, v)
	return err == nil && strings.IndexAny(v, "Tt") == 10
}

// needsDoubleQuotes reports whether v holds a character that YAML would
// fold, normalise or reject outside double quotes: line breaks (including
// NEL, LS, PS), other control characters, a BOM.
func needsDoubleQuotes(v string) bool {
	for _, r := range v {
		switch {
		case r == '\n', r == '\r', r == '\u0085', r == '\u2028', r == '\u2029', r == '\ufeff':
			return true
		case r == '\t':
			return true
		case unicode.IsControl(r):
			return true
		}
	}
	return false
}
