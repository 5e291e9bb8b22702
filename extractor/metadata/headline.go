package metadata

import "strings"

// The visible h1 often wraps the headline the structured titles give in
// words of its own: a label or date before it ("Thread: …", "Dec 18 2025
// …", "News …", a brand), or a tagline after a separator ("… | Top 19
// Companies", "… – Artlyst"). The headline is the part both agree on.
// Measured on wcxb-dev titles: 79.4% -> 80.5% (the prefix rule alone
// 80.0%; a tail without a separator, "Machine Learning Recruiters and
// Executive Search", is part of the headline more often than not, 79.1%).

// maxH1Extra is how many words an h1 may put before a structured title for
// the structured title to be taken as the headline.
const maxH1Extra = 4

// sharedHeadline returns the structured title that h1 wraps, or "".
func sharedHeadline(h1 string, cands []string) string {
	fh := foldTitle(h1)
	for _, c := range cands {
		fc := foldTitle(c)
		if fc == "" || fc == fh {
			continue
		}
		// A number alone before it is the headline's own ("8 Recent
		// Trends in Photography"), not a label.
		if strings.HasSuffix(fh, " "+fc) && wordCount(fh)-wordCount(fc) <= maxH1Extra && hasLetter(fh[:len(fh)-len(fc)]) {
			return c
		}
		for _, sep := range titleSeparators {
			if sep != "_" && strings.HasPrefix(fh+" ", fc+sep) {
				return c
			}
		}
	}
	return ""
}

// foldTitle folds case, typographic apostrophes and quotes, and runs of
// white space, for comparing titles.
func foldTitle(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(titleQuotes.Replace(s))), " ")
}

var titleQuotes = strings.NewReplacer("\u2019", "'", "\u2018", "'", "\u201c", `"`, "\u201d", `"`)
