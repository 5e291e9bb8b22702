package metadata

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"folio/extractor/internal/dom"
)

// TestTitleMissKinds sorts the wcxb-dev pages whose reported title (the
// one settled after classification) misses its label by what would have
// to change to get it right, so that a title rule is sought only where a
// kind is large and its labels agree:
//
//	METADATA_TITLE_KINDS=1 CGO_ENABLED=0 go test -tags ci -run TestTitleMissKinds -v ./extractor/metadata/
//
// METADATA_TITLE_KINDS=v also lists each miss under its kind. The
// candidates are TestTitleOracle's (every heading, <title>, the title
// metas, JSON-LD headline and name, microdata, breadcrumbs, inline
// scripts) and the address's slug. The kinds, tried in this order:
//
//   - choice: the label is the other side of the TitleChoice (the h1
//     against the structured title) that the model settled;
//   - affix kept: the label is a structured title as written (<title>,
//     og:title, twitter:title, JSON-LD), and ours is a part of it: the
//     label keeps the site or tagline part that stripSite cuts;
//   - structured other: the label is a structured title as written that
//     is not ours and does not hold ours;
//   - other source: the label is another candidate as written (an h1
//     or h2 the choice did not weigh, a meta, the slug, a breadcrumb);
//   - part, ours longer / ours shorter / another: the label is a part
//     of a candidate cut at a separator (titleSeparators, ": ", " (",
//     " [", a sentence end), and ours holds it, is held by it, or is
//     another text;
//   - normalised: the label equals a candidate or a part of one only
//     when punctuation, symbols and emoji are dropped (dom.FoldWords):
//     the annotator typed "--" for "—", "..." for "…", no "®";
//   - substring: the label is inside a candidate, not at a separator;
//   - none: no candidate holds it; "near" when it shares half its words
//     with one (a paraphrase), else "far".
//
// Measured on 76c3619 (settled title 84.5%, 1265 of 1497; 232 misses;
// 90% needs 1348, 83 more):
//
//	96 choice             the model's side of the h1/structured choice
//	27 part, another      another part of a cut (often the site's name)
//	25 part, ours longer  the label drops a tail or subtitle we keep
//	21 structured other   another structured title as written
//	20 other source       an h2, a meta, the slug, an h1 not weighed
//	18 affix kept         the whole <title> or og:title, site kept
//	12 part, ours shorter the label keeps a part stripSite cuts
//	 6 none, near         a paraphrase of a candidate
//	 4 normalised         "--" for "—", "..." for "…", no "®"
//	 3 substring          inside a candidate, not at a separator
//
// The kinds that are about cleaning pull against labels that agree with
// the cleaning (pages gained against lost, counted over this test's
// candidates or measured with TestMetadataAccuracy):
//   - of the pages whose title is not their whole <title>, the label is
//     ours on 1022, the whole <title> on 55 (the test prints this);
//   - front pages whose <title> leads with the site's name: the label is
//     the whole <title> on 14 of 34, the tagline on 7, the name on 7, an
//     h1 on 5; sitelead.go keeps the whole <title> there unless an h1
//     repeats the tagline (+7 -4; an earlier variant measured +7 -5);
//   - cutting the reported title again at " | ": +2 -1; at a dash,
//     labels hold its head on 5, its tail on 5 and the whole on 16;
//   - tails cut from the <title> or og:title that name no site: the
//     label drops 197 and keeps 13 ("part, ours shorter" and "part, ours
//     longer" are the two directions of that one cut). Keeping the h1's
//     tail when a head title writes the h1 whole (but for the site): +5
//     -11 (readability-testpages +1); when any structured title as
//     written equals the h1, JSON-LD headlines cut only of the site:
//     +1 -7; cutting a dash tail longer than its head: +2 -2; <title>s
//     of three parts with the site last and the h1 as the first part:
//     the label is the first part on 41, the first two on 4;
//   - words an h1 puts before the structured title ("News ...", "Dec 18
//     2025 ..."): without sharedHeadline's label cut, +1 -12 and
//     readability-testpages -1; of those, a leading "The" is kept by 1
//     label and dropped by 2;
//   - when two h1s agree with the structured titles, the first rather
//     than the closest: +2 -1 (the loss: a first h1 ending with a colon,
//     a kicker over the headline);
//   - a visually-hidden label opening the h1 ("Collection: " in shop
//     themes) read out of the h1's text: no title changes;
//   - forum titles "Category - Thread": the label drops the category on
//     3 pages and keeps it on 2;
//   - on three documentation hosts (MDN, Rust's docs, ArchWiki) the
//     pages of one host are labelled both ways (4 misses).
//   - the h1/structured choice itself: of the 19 hosts with two or more
//     pages whose label takes one side of it, 5 are labelled both ways
//     (5 pages on the smaller side; measured on 44cb05d, the test
//     prints it): pages of one template, chosen differently.
//
// The comparison is foldText's (case, white space and typographic quotes
// folded), the metric since the first measurement; with quotes kept the
// figure would be 1236 (82.6%), with case kept too 1224 (81.8%).
func TestTitleMissKinds(t *testing.T) {
	mode := os.Getenv("METADATA_TITLE_KINDS")
	if mode == "" {
		t.Skip("set METADATA_TITLE_KINDS=1 to sort the missed titles by kind")
	}
	count := map[string]int{}
	lines := map[string][]string{}
	misses := 0
	cut := map[string]int{} // pages whose title is not their whole <title>, by what the label is
	strict := map[string]int{}
	sides := map[string]map[string]int{} // host -> side of the h1/structured choice the label takes -> pages
	eachTitlePage(t, func(p titlePage) {
		truth, got := p.label, p.settled
		if side := choiceSide(truth, p.read.TitleChoice); side != "" {
			if sides[p.u.Host] == nil {
				sides[p.u.Host] = map[string]int{}
			}
			sides[p.u.Host][side]++
		}
		s := collect(p.doc)
		if whole := foldText(s.title); whole != "" && whole != foldText(got) {
			switch {
			case truth == foldText(got):
				cut["ours"]++
			case truth == whole:
				cut["the whole <title>"]++
			default:
				cut["another"]++
			}
		}
		for name, fold := range map[string]func(string) string{"quotes kept": foldQuotesKept, "case and quotes kept": foldCaseKept} {
			if fold(p.truth["title"]) == fold(got) {
				strict[name]++
			}
		}
		if foldText(got) == truth {
			return
		}
		misses++
		cands := titleCandidates(p.doc, s, parseJSONLD(s.jsonld))
		if slug := urlSlug(p.u); slug != "" {
			cands = append(cands, titleCand{"slug", slug})
		}
		k := titleMissKind(truth, foldText(got), p.read.TitleChoice, cands)
		count[k]++
		lines[k] = append(lines[k], fmt.Sprintf("%s want %q got %q", p.id, p.truth["title"], got))
	})
	t.Logf("%d misses; right under a stricter comparison: %v", misses, strict)
	t.Logf("pages whose title is not their whole <title>, by the label: %v", cut)
	hosts, split, minority := choiceSplit(sides)
	t.Logf("h1/structured choice on hosts with 2+ such pages: %d hosts, labelled both ways on %d (%d pages on the side the host's labels take less)", hosts, split, minority)
	ks := keys(count)
	sort.SliceStable(ks, func(i, j int) bool { return count[ks[i]] > count[ks[j]] })
	for _, k := range ks {
		t.Logf("%4d %s", count[k], k)
	}
	if mode == "v" {
		for _, k := range ks {
			for _, l := range lines[k] {
				t.Logf("%s: %s", k, l)
			}
		}
	}
}

// choiceSide returns which side of a page's h1/structured choice its
// folded label takes, "h1" or "structured", and "" when the two agree or
// the label is neither.
func choiceSide(label string, c *TitleChoice) string {
	if c == nil {
		return ""
	}
	h1, st := foldText(c.h1Title), foldText(c.structured)
	switch {
	case h1 == st:
		return ""
	case label == h1:
		return "h1"
	case label == st:
		return "structured"
	}
	return ""
}

// choiceSplit counts, over hosts with two or more pages whose label takes
// a side of the h1/structured choice, the hosts labelled both ways and
// the pages on each such host's smaller side: pages built from one
// template whose annotators chose differently, which no rule reading
// the template gets all right.
func choiceSplit(sides map[string]map[string]int) (hosts, split, minority int) {
	for _, s := range sides {
		h, st := s["h1"], s["structured"]
		if h+st < 2 {
			continue
		}
		hosts++
		if h > 0 && st > 0 {
			split++
			minority += min(h, st)
		}
	}
	return hosts, split, minority
}

// structuredSource reports whether a candidate source is one of the
// structured titles stripSite cleans.
func structuredSource(src string) bool {
	switch src {
	case "title", "og:title", "twitter:title", "ld headline", "ld name":
		return true
	}
	return false
}

// titleMissKind returns the kind of a miss: truth and got are folded
// (foldText), c is the page's TitleChoice or nil.
func titleMissKind(truth, got string, c *TitleChoice, cands []titleCand) string {
	if c != nil && (truth == foldText(c.h1Title) || truth == foldText(c.structured)) {
		return "choice: h1 against structured title"
	}
	structured, other := false, false
	for _, x := range cands {
		if foldText(x.text) == truth {
			structured = structured || structuredSource(x.source)
			other = true
		}
	}
	switch {
	case structured && got != "" && strings.Contains(truth, got):
		return "affix kept: label is a structured title as written, ours a part of it"
	case structured:
		return "structured other: label is another structured title as written"
	case other:
		return "other source as written (h1/h2/meta/slug/breadcrumb)"
	}
	part, loose := false, false
	ft := dom.FoldWords(truth)
	for _, x := range cands {
		for _, p := range kindParts(x.text) {
			part = part || foldText(p) == truth
			loose = loose || ft != "" && dom.FoldWords(p) == ft
		}
		loose = loose || ft != "" && dom.FoldWords(x.text) == ft
	}
	switch {
	case part && got != "" && strings.Contains(got, truth):
		return "part, ours longer: label is a part, ours holds it"
	case part && got != "" && strings.Contains(truth, got):
		return "part, ours shorter: label is a part holding ours"
	case part:
		return "part, another: label is another part of a candidate"
	case loose:
		return "normalised: label equals a candidate without punctuation"
	}
	best := 0.0
	for _, x := range cands {
		if strings.Contains(foldText(x.text), truth) {
			return "substring: label inside a candidate, not at a separator"
		}
		best = max(best, similarity(truth, x.text))
	}
	if best >= 0.5 {
		return "none, near: a candidate shares half the label's words"
	}
	return "none, far"
}

// kindSeparators are the cuts kindParts makes: the title separators and
// the ones a subtitle or a bracketed note starts with.
var kindSeparators = append(titleSeparators[:len(titleSeparators):len(titleSeparators)], "_", ": ", " -- ", " (", " [", "? ", "! ", ". ")

// kindParts returns every run of consecutive parts of s cut at one of
// kindSeparators, s itself excepted; a sentence end stays with its head.
func kindParts(s string) []string {
	var out []string
	for _, sep := range kindSeparators {
		ps := strings.Split(s, sep)
		if len(ps) < 2 || len(ps) > 12 {
			continue
		}
		end := ""
		if sep == "? " || sep == "! " || sep == ". " {
			end = sep[:1]
		}
		for i := range ps {
			for j := i + 1; j <= len(ps); j++ {
				if i == 0 && j == len(ps) {
					continue
				}
				p := strings.Join(ps[i:j], sep)
				out = append(out, p)
				if end != "" && j < len(ps) {
					out = append(out, p+end)
				}
			}
		}
	}
	return out
}

// foldQuotesKept is foldText without its typographic-quote folding, and
// foldCaseKept without its case folding too: how much of the figure the
// comparison's folds give (the corpus README defines no title comparison;
// foldText's has been the metric since the first measurement).
func foldQuotesKept(s string) string {
	return strings.TrimSpace(spaceRun.ReplaceAllString(strings.ToLower(strings.ReplaceAll(s, "\u00a0", " ")), " "))
}

func foldCaseKept(s string) string {
	return strings.TrimSpace(spaceRun.ReplaceAllString(strings.ReplaceAll(s, "\u00a0", " "), " "))
}
