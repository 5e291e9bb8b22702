package extractor

import (
	"fmt"
	"strings"

	"folio/extractor/internal/classify"
)

// Profile chooses which roles of the page reach the output, and which
// stages run for it (see the profiles table).
type Profile string

// The profiles. See Roles for the roles each keeps.
const (
	// ProfileMain keeps the main content only (role main). The default.
	// Chrome found inside the content (share bars, the H1 repeating the
	// title on articles and forums, ads, consent banners) is left out.
	ProfileMain Profile = "main"
	// ProfileRAG keeps the main content plus the context a reader or a
	// retrieval system wants around it: roles main, title, breadcrumb and
	// related.
	ProfileRAG Profile = "rag"
	// ProfileNav keeps navigation only, for crawl-link discovery: roles
	// navigation, navigation-secondary and breadcrumb.
	ProfileNav Profile = "nav"
	// ProfileAll converts the whole body with no content selection: no
	// rules, no classification (Result.Blocks is empty), no fallbacks.
	ProfileAll Profile = "all"
	// ProfileDebug keeps every block, each annotated with role, score and path
	// (and the prune rule that cut it, when one did).
	ProfileDebug Profile = "debug"
)

// Profiles lists the valid profiles in the order the command documents them.
var Profiles = []Profile{ProfileMain, ProfileRAG, ProfileNav, ProfileAll, ProfileDebug}

// profileSpec is what a profile does, as data: one row of the table below
// decides every stage, so that a profile's behaviour is read in one place.
type profileSpec struct {
	roles     []Role // the roles kept (nil: none by role)
	everyRole bool   // keep every block
	annotate  bool   // render each block on its own under a comment naming its role, score and path
	wholeBody bool   // render <body> as it is: no rules, no classification
	rules     bool   // run the platform rules
	prune     bool   // cut boilerplate inside the main blocks
	templates bool   // host templates may serve the page (they select content)
	context   bool   // a served template adds its context blocks (breadcrumbs, related links)
	fallbacks bool   // on a sparse page, look past the markup (embedded data, shell, metadata)
}

// profiles is the table of profiles.
var profiles = map[Profile]profileSpec{
	ProfileMain: {roles: []Role{classify.RoleMain},
		rules: true, prune: true, templates: true, fallbacks: true},
	ProfileRAG: {roles: []Role{classify.RoleMain, classify.RoleTitle, classify.RoleBreadcrumb, classify.RoleRelated},
		rules: true, prune: true, templates: true, context: true, fallbacks: true},
	ProfileNav: {roles: []Role{classify.RoleNavigation, classify.RoleNavigation2, classify.RoleBreadcrumb},
		rules: true},
	ProfileAll:   {wholeBody: true},
	ProfileDebug: {everyRole: true, annotate: true, rules: true, prune: true},
}

// ParseProfile returns the profile named s (case and surrounding space
// ignored), or an error matching ErrBadOption that lists the valid names.
func ParseProfile(s string) (Profile, error) {
	p := Profile(strings.ToLower(strings.TrimSpace(s)))
	if _, ok := profiles[p]; ok {
		return p, nil
	}
	return "", unknownProfile(s)
}

// unknownProfile is the error for a name that is not a profile.
func unknownProfile(s string) error {
	names := make([]string, len(Profiles))
	for i, q := range Profiles {
		names[i] = string(q)
	}
	return fmt.Errorf("%w: unknown profile %q (%s)", ErrBadOption, s, strings.Join(names, ", "))
}

// Roles returns the roles a profile keeps; nil for ProfileAll (the whole
// body) and ProfileDebug (every block).
func Roles(p Profile) []Role { return profiles[p].roles }
