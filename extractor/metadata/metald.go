package metadata

// Remix and React Router declare a page's JSON-LD in their meta
// descriptors ({"script:ld+json": {...}}); the framework's <Meta/> writes it
// as a <script type="application/ld+json">, but sites that render the
// descriptors themselves write <meta name="script:ld+json" content="{...}">,
// the same JSON with its quotes escaped as &quot; (which the HTML parser
// undoes). Such a tag is read as a JSON-LD script. Measured on wcxb-dev: +1
// page dated (an Article whose only date is there), title and author
// unchanged; no page of the other corpora has the tag.

// metaJSONLD is the meta name under which the descriptors' JSON-LD lands.
const metaJSONLD = "script:ld+json"

// addJSONLD records the text of one JSON-LD block, within the size limits.
func (s *signals) addJSONLD(text string) {
	if len(text) > maxJSONLDBytes || s.ldBytes+len(text) > maxJSONLDTotal {
		return
	}
	s.ldBytes += len(text)
	s.jsonld = append(s.jsonld, text)
}
