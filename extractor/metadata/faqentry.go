package metadata

// An FAQ block's questions are written as schema.org Questions listed in
// an FAQPage's mainEntity, often as separate @graph entities that the
// list references by @id (Yoast, Rank Math). A Question ranks as the
// page's own content, because a QAPage's Question is a forum thread; but
// one of an FAQPage's questions is an entry of the page's FAQ, not what
// the page is about, and its name ("Can I manage large-scale content …
// with Webflow's CMS?") is no title for it. Pages that write each
// question as a script of its own, with no FAQPage, have several
// Questions, where a forum thread has one.
//
// Measured on wcxb-dev: title 1240 -> 1241 of 1497 (82.8% -> 82.9%:
// Webflow's CMS page, five Question scripts and no FAQPage, gains; none
// lose); author, date and readability-testpages unchanged; every page's
// extracted text unchanged on all four corpora.

// faqEntries returns the entities that an FAQPage lists in its
// mainEntity, resolved through @id references, and the page's Questions
// when it has several (an FAQ written as one script per question, with
// no FAQPage around them; a forum thread has one Question).
func (ld *linkedData) faqEntries() []map[string]any {
	var out, questions []map[string]any
	for _, e := range ld.entities {
		if hasType(e, "Question") {
			questions = append(questions, e)
		}
		if !hasType(e, "FAQPage") {
			continue
		}
		items, ok := e["mainEntity"].([]any)
		if !ok {
			items = []any{e["mainEntity"]}
		}
		for _, it := range items {
			if q, ok := ld.resolve(it).(map[string]any); ok {
				out = append(out, q)
			}
		}
	}
	if len(questions) > 1 {
		out = append(out, questions...)
	}
	return out
}

// isFAQEntry reports whether e is one of the FAQPages' questions.
func (ld *linkedData) isFAQEntry(e map[string]any) bool {
	for _, q := range ld.faq {
		if sameMap(q, e) {
			return true
		}
	}
	return false
}
