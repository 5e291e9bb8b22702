package frontmatter

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"folio/extractor/metadata"
)

// parseBack checks the block's delimiters and returns its keys and values
// as yaml.v3 reads them, in order.
func parseBack(t testing.TB, out string) (keys, values []string) {
	t.Helper()
	if !strings.HasPrefix(out, "---\n") || !strings.HasSuffix(out, "\n---\n") {
		t.Fatalf("block not delimited by ---: %q", out)
	}
	body := strings.TrimSuffix(strings.TrimPrefix(out, "---\n"), "---\n")
	// Naive frontmatter readers split on a line that is exactly "---".
	for _, line := range strings.Split(strings.TrimSuffix(body, "\n"), "\n") {
		if line == "---" || line == "..." {
			t.Fatalf("a value produced a document marker line: %q", out)
		}
	}
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(body), &doc); err != nil {
		t.Fatalf("output is not valid YAML: %v\n%s", err, out)
	}
	if len(doc.Content) != 1 || doc.Content[0].Kind != yaml.MappingNode {
		t.Fatalf("output is not one mapping: %q", out)
	}
	var asMap map[string]string
	if err := yaml.Unmarshal([]byte(body), &asMap); err != nil {
		t.Fatalf("output does not decode into map[string]string: %v\n%s", err, out)
	}
	m := doc.Content[0].Content
	for i := 0; i+1 < len(m); i += 2 {
		keys = append(keys, m[i].Value)
		values = append(values, m[i+1].Value)
		if asMap[m[i].Value] != m[i+1].Value {
			t.Fatalf("map decode of %s = %q, node value %q", m[i].Value, asMap[m[i].Value], m[i+1].Value)
		}
	}
	return keys, values
}

func TestRenderOrderAndOmission(t *testing.T) {
	fetched := time.Date(2026, 1, 2, 15, 4, 5, 0, time.UTC)
	out := Render(Fields{Source: "https://example.com/a", Title: "T", Date: "2023-04-05", Language: "en", Fetched: fetched})
	want := "---\nsource: https://example.com/a\ntitle: T\ndate: 2023-04-05\nlanguage: en\nfetched: 2026-01-02T15:04:05Z\n---\n"
	if out != want {
		t.Fatalf("got\n%s\nwant\n%s", out, want)
	}
	full := Render(Fields{Source: "s", Title: "t", Author: "a", Date: "d", Site: "si", Language: "l", Description: "de", Fetched: fetched})
	keys, _ := parseBack(t, full)
	if got := strings.Join(keys, ","); got != "source,title,author,date,site,language,description,fetched" {
		t.Fatalf("key order %s", got)
	}
	if Render(Fields{}) != "" {
		t.Fatalf("empty fields should render nothing")
	}
}

// TestRenderNastyValues is a property test: every value, however hostile to
// YAML, reads back unchanged.
func TestRenderNastyValues(t *testing.T) {
	cases := map[string]string{
		"colon":            "Go: the good parts",
		"colon-space-end":  "key: value: more:",
		"double-quotes":    `He said "hi"`,
		"single-quotes":    "It's 'quoted'",
		"leading-dash":     "- not a list",
		"only-dash":        "-",
		"document-marker":  "---",
		"doc-end":          "...",
		"leading-hash":     "# not a comment",
		"inner-hash":       "C# and F# #tags",
		"leading-at":       "@handle",
		"leading-backtick": "`code`",
		"leading-percent":  "%YAML 1.2",
		"leading-bang":     "!important",
		"leading-amp":      "&anchor",
		"leading-star":     "*alias",
		"leading-pipe":     "| literal",
		"leading-gt":       "> folded",
		"braces":           "{a: 1}",
		"brackets":         "[1, 2]",
		"yes":              "yes",
		"no":               "No",
		"on":               "on",
		"off":              "OFF",
		"true":             "true",
		"null":             "null",
		"tilde":            "~",
		"number":           "42",
		"float":            "3.14",
		"octal":            "0o17",
		"hex":              "0x1F",
		"inf":              ".inf",
		"nan":              ".NaN",
		"date-like-title":  "2023-04-05",
		"newline":          "line one\nline two",
		"newline-marker":   "a\n---\nb",
		"crlf":             "a\r\nb",
		"cr":               "a\rb",
		"tab":              "a\tb",
		"leading-space":    "  padded  ",
		"trailing-newline": "end\n",
		"control":          "bell\a nul\x00 esc\x1b",
		"nel-ls-ps":        "a\u0085b\u2028c\u2029d",
		"bom":              "\ufeffbom",
		"unicode":          "日本語 — «ç» 🎉",
		"rtl":              "مرحبا بالعالم",
		"zero-width":       "a\u200bb",
		"backslash":        `C:\path\n`,
		"long":             strings.Repeat("word ", 500),
		"url-with-hash":    "https://example.com/a#b?c=d&e=f",
	}
	for name, v := range cases {
		t.Run(name, func(t *testing.T) {
			for _, key := range []string{"title", "author", "date", "description"} {
				f := Fields{Source: "https://example.com/"}
				switch key {
				case "title":
					f.Title = v
				case "author":
					f.Author = v
				case "date":
					f.Date = v
				case "description":
					f.Description = v
				}
				out := Render(f)
				keys, values := parseBack(t, out)
				if len(keys) != 2 || keys[1] != key || values[1] != v {
					t.Fatalf("%s: %q read back as %q (keys %v)\n%s", key, v, values, keys, out)
				}
			}
		})
	}
}

func TestRenderInvalidUTF8(t *testing.T) {
	out := Render(Fields{Title: "bad \xff\xfe bytes"})
	_, values := parseBack(t, out)
	if want := "bad \ufffd bytes"; values[0] != want {
		t.Fatalf("got %q want %q", values[0], want)
	}
}

func TestRenderTimestamps(t *testing.T) {
	for _, d := range []string{"2023-04-05", "2023-04-05T10:00:00+02:00", "2023-04-05T10:00:00Z"} {
		out := Render(Fields{Date: d})
		if !strings.Contains(out, "date: "+d+"\n") {
			t.Errorf("%s should be a plain timestamp:\n%s", d, out)
		}
	}
	// A zoneless time is not a YAML timestamp: it stays a (quoted if need be) string.
	out := Render(Fields{Date: "2023-04-05T10:00:00"})
	if _, v := parseBack(t, out); v[0] != "2023-04-05T10:00:00" {
		t.Fatalf("got %q", v[0])
	}
}

func TestFromMetadata(t *testing.T) {
	m := metadata.Metadata{Title: "T", Author: "A", Published: "2023-04-05", SiteName: "S", Language: "en", Description: "D"}
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	f := FromMetadata(m, "https://x.test/", at)
	want := Fields{Source: "https://x.test/", Title: "T", Author: "A", Date: "2023-04-05", Site: "S", Language: "en", Description: "D", Fetched: at}
	if f != want {
		t.Fatalf("got %+v", f)
	}
}

// FuzzFrontmatter asserts that whatever the values, the output is one valid
// YAML mapping whose values read back as the (UTF-8-repaired) inputs.
func FuzzFrontmatter(f *testing.F) {
	f.Add("https://example.com/", "Title: sub", "By Jane", "2023-04-05", "- site", "en", "a\nb")
	f.Add("", "yes", "null", "~", "#x", "@y", "---")
	f.Add("\xff", "\t", "\r\n", "\u2028", "\x00", "'\"", "&*!|>%@`")
	f.Fuzz(func(t *testing.T, source, title, author, date, site, lang, desc string) {
		in := Fields{Source: source, Title: title, Author: author, Date: date, Site: site, Language: lang, Description: desc}
		out := Render(in)
		want := in.ordered()
		if len(want) == 0 {
			if out != "" {
				t.Fatalf("empty fields rendered %q", out)
			}
			return
		}
		keys, values := parseBack(t, out)
		if len(keys) != len(want) {
			t.Fatalf("keys %v, want %d\n%s", keys, len(want), out)
		}
		for i, w := range want {
			wv := strings.ToValidUTF8(w.value, string(utf8.RuneError))
			if keys[i] != w.key || values[i] != wv {
				t.Fatalf("%s=%q read back as %s=%q\n%s", w.key, wv, keys[i], values[i], out)
			}
		}
	})
}

// TestRenderQuotesYAML11 checks that values a YAML 1.1 reader would not
// read as strings are quoted, although yaml.v3 (YAML 1.2) would accept them
// plain.
func TestRenderQuotesYAML11(t *testing.T) {
	for _, v := range []string{"yes", "No", "ON", "off", "y", "N", "1_000", "0777", "1:30", "2025-26", "+12", "0x1F", "1e3", "2023-04-05 10:00"} {
		out := Render(Fields{Author: v})
		if !strings.Contains(out, `author: "`+v+`"`) && !strings.Contains(out, "author: '"+v+"'") {
			t.Errorf("%q is not quoted:\n%s", v, out)
		}
		if _, values := parseBack(t, out); values[0] != v {
			t.Errorf("%q read back as %q", v, values[0])
		}
	}
	for _, v := range []string{"Yesterday", "10 Best Laptops", "Jane Doe"} {
		if out := Render(Fields{Author: v}); !strings.Contains(out, "author: "+v+"\n") {
			t.Errorf("%q should stay plain:\n%s", v, out)
		}
	}
}
