package score

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// Languages groups a report's pages by language (PageResult.Lang, see
// pageLang), as the issue asks that each language's boilerplate be checked
// on pages of that language. Each group is summarised with the corpus's
// own metric (summary).
func (r *Report) Languages() map[string]Summary {
	groups := map[string][]PageResult{}
	for _, p := range r.Pages {
		groups[p.Lang] = append(groups[p.Lang], p)
	}
	out := make(map[string]Summary, len(groups))
	for l, g := range groups {
		out[l] = summary(r.Corpus, g)
	}
	return out
}

// pageLang is a page's language group. The corpora carry no language
// field, so it is the page's own declaration as Folio's metadata reads it
// (<html lang>, Content-Language, og:locale, JSON-LD inLanguage) cut to its
// primary subtag (LangGroup); a page that declares none gets the language
// its extracted text's stop words suggest, marked "?" ("de?"), or
// "unknown".
func pageLang(declared, text string) string {
	if l := LangGroup(declared); l != "" {
		return l
	}
	if l := GuessLang(text); l != "" {
		return l + "?"
	}
	return "unknown"
}

// langNames are language names some pages write where a tag belongs
// (<html lang="English">), for the languages stopWords knows.
var langNames = map[string]string{
	"english": "en", "german": "de", "deutsch": "de", "french": "fr", "français": "fr",
	"spanish": "es", "español": "es", "italian": "it", "italiano": "it",
	"portuguese": "pt", "português": "pt", "dutch": "nl", "nederlands": "nl",
	"polish": "pl", "polski": "pl",
}

// LangGroup is a language tag's primary subtag in lower case ("pt-BR" and
// "pt_PT" are "pt"; a language's name, "English", its code), or "" for an
// empty tag.
func LangGroup(tag string) string {
	tag = strings.TrimSpace(tag)
	if i := strings.IndexAny(tag, "-_"); i >= 0 {
		tag = tag[:i]
	}
	tag = strings.ToLower(tag)
	if c, ok := langNames[tag]; ok {
		return c
	}
	return tag
}

// WriteLanguages prints the per-language table (Languages): most pages
// first, ties by name, with the same columns as the per-type table.
func (r *Report) WriteLanguages(w io.Writer) {
	by := r.Languages()
	langs := make([]string, 0, len(by))
	for l := range by {
		langs = append(langs, l)
	}
	sort.Slice(langs, func(i, j int) bool {
		a, b := by[langs[i]], by[langs[j]]
		if a.Pages != b.Pages {
			return a.Pages > b.Pages
		}
		return langs[i] < langs[j]
	})
	fmt.Fprintf(w, "\nby language (declared; \"?\" guessed from stop words):\n")
	fmt.Fprintf(w, "%-14s %6s %9s %7s %7s %6s %7s\n", "language", "pages", "precision", "recall", "F1", "with", "without")
	for _, l := range langs {
		s := by[l]
		fmt.Fprintf(w, "%-14s %6d %9.3f %7.3f %7.3f %s %s\n", l, s.Pages,
			s.Precision, s.Recall, s.F1, pct(s.WithRate(), s.With, 6), pct(s.LeakRate(), s.Without, 7))
	}
}
