package gateway

import (
	"strconv"
	"strings"
)

// MarkdownType is the media type of the Markdown variant (RFC 7763).
const MarkdownType = "text/markdown"

// acceptQ returns the quality the Accept header gives to mediaType
// ("type/subtype", lower case) following RFC 9110, 12.5.1: the most specific
// matching range decides (type/subtype over type/* over */*), a range
// without q has q=1, and a missing header accepts everything. explicit says
// whether the type itself was named rather than reached through a wildcard.
func acceptQ(accept, mediaType string) (q float64, explicit bool) {
	if strings.TrimSpace(accept) == "" {
		return 1, false
	}
	major, _, _ := strings.Cut(mediaType, "/")
	best := -1 // specificity of the range that set q: 0 */*, 1 type/*, 2 exact
	q = 0
	for part := range strings.SplitSeq(accept, ",") {
		rng, params, _ := strings.Cut(part, ";")
		rng = strings.ToLower(strings.TrimSpace(rng))
		spec := specificity(rng, mediaType, major)
		if spec <= best {
			continue
		}
		best, q = spec, qParam(params)
	}
	return q, best == 2
}

// specificity says how a media range matches mediaType: 2 exactly, 1 as
// type/*, 0 as */*, -1 not at all.
func specificity(rng, mediaType, major string) int {
	switch {
	case rng == mediaType:
		return 2
	case rng == "*/*":
		return 0
	case strings.HasSuffix(rng, "/*") && rng[:len(rng)-2] == major:
		return 1
	}
	return -1
}

// qParam reads the q parameter among a media range's parameters; a
// malformed or out-of-range q counts as 0 so that garbage never wins.
func qParam(params string) float64 {
	for p := range strings.SplitSeq(params, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
		if !ok || !strings.EqualFold(strings.TrimSpace(k), "q") {
			continue
		}
		f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || f < 0 || f > 1 {
			return 0
		}
		return f
	}
	return 1
}

// PrefersMarkdown reports whether an Accept header asks for Markdown over
// HTML: text/markdown must be named (a wildcard is not a request for
// Markdown), with a non-zero q at least as high as text/html's. Equal
// qualities go to Markdown because a client that names text/markdown beside
// text/html (as coding agents do) is saying it can read it.
func PrefersMarkdown(accept string) bool {
	if accept == "" {
		return false
	}
	md, named := acceptQ(accept, MarkdownType)
	if !named || md <= 0 {
		return false
	}
	h, _ := acceptQ(accept, "text/html")
	return md >= h
}
