package prune

import (
	"strings"
	"unicode"

	"folio/extractor/internal/classify"
)

// Agency sign-offs: news agencies' and many papers' stories end with the
// editor's initials and the agency's name, "aja/PAP", "mw, kk/PAP",
// "ap/AFP": a line of its own after the text, the agency's acronym in
// capitals after a slash, the initials in small letters before it. The
// shape is the agencies' style sheet, not any language's words; a unit
// and a media type ("mi/kWh", "text/html", "NASA/GSFC") differ in case.
// The line goes when it is the content's last unit that is not cut yet,
// on prose without code. Measured against the rule without it:
// trafilatura-dev P 0.9296 -> 0.9302 (a Polish weekly's "aja/PAP", the
// one such line the dev half leaked); wcxb-dev, ScrapingHub and
// readability-testpages identical page for page.
const signOffMaxLetters = 24

func signOffs(t *tree, cut func(int32, classify.Role)) {
	if !t.prose() || t.hasCode() {
		return
	}
	for k := len(t.units) - 1; k >= 0; k-- {
		u := t.units[k]
		if t.cut[u] || t.text[u] == 0 {
			continue
		}
		if t.canCut(u) && t.link[u] == 0 && t.text[u] <= signOffMaxLetters && signOff(t.unitText[u]) {
			cut(u, classify.RoleBoilerplate)
		}
		return
	}
}

// signOff reports whether s is initials and an agency: one or more groups
// of one to four small letters (parted by commas or spaces), a slash, and
// two to six capitals, in brackets or not.
func signOff(s string) bool {
	s = strings.TrimSpace(s)
	s = strings.TrimSuffix(strings.TrimPrefix(s, "("), ")")
	initials, agency, ok := strings.Cut(s, "/")
	if !ok {
		return false
	}
	agency = strings.TrimSpace(agency)
	if n := len([]rune(agency)); n < 2 || n > 6 || strings.IndexFunc(agency, func(r rune) bool { return !unicode.IsUpper(r) }) >= 0 {
		return false
	}
	groups := strings.FieldsFunc(initials, func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
	if len(groups) == 0 || len(groups) > 4 {
		return false
	}
	for _, g := range groups {
		if n := len([]rune(g)); n > 4 || strings.IndexFunc(g, func(r rune) bool { return !unicode.IsLower(r) }) >= 0 {
			return false
		}
	}
	return true
}
