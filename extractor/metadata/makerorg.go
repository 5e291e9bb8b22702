package metadata

// A company named as the author of its documentation or its software
// (a TechArticle or SoftwareApplication whose author is "HashiCorp",
// "Docker Inc", "Microsoft") is the product's maker, not a writer the
// page credits: a manual's pages and an application's page carry no
// byline, and the labels give them no author. An organisation author is
// otherwise kept when no person is found (authorFrom): a company blog's
// post written "by" the company is credited to it.
//
// Measured on wcxb-dev: authors given where the label has none 109 ->
// 104 (five documentation and software pages on four hosts), author
// accuracy unchanged (668 of 739); readability-testpages unchanged.

// madeByOrg reports whether e, a JSON-LD entity, is documentation or
// software, whose organisation author made it rather than wrote it.
func madeByOrg(e map[string]any) bool {
	for _, t := range []string{"TechArticle", "APIReference", "SoftwareApplication", "WebApplication",
		"MobileApplication", "SoftwareSourceCode"} {
		if hasType(e, t) {
			return true
		}
	}
	return false
}
