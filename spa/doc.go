// Package spa detects pages rendered on the client: HTML shells whose
// content only appears once a JavaScript framework runs in a browser. The
// extractor asks it about pages on which it found little text, and reports
// the verdict and the framework (extractor.Result.Source "shell" and
// Result.Framework); the reader then shows a stub that names the framework
// and links to the page for the browser.
//
// Usage, on the tree the extractor already parsed (no second parse):
//
//	if det, shell := spa.Detect(raw, doc); shell {
//		fmt.Println("needs JavaScript:", det.Framework)
//	}
//
// Detection reads framework markers in the source (bootstrap data such as
// __NEXT_DATA__ or window.__NUXT__, mount points such as <div id="root">,
// attributes such as ng-version) and measures, on the tree, the text a
// browser without JavaScript would show in <body>. Markers alone do not make
// a shell: most frameworks also render on the server, and such pages read
// fine without JavaScript.
package spa
