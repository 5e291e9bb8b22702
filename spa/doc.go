// Package spa detects pages rendered on the client: HTML shells whose
// content only appears once a JavaScript framework runs in a browser. Folio
// runs no JavaScript, so for such a page it shows a stub that names the
// framework and links to the page for the browser.
//
// Usage:
//
//	if det, shell := spa.Detect(page); shell {
//		md := spa.Stub(det, pageURL, meta)
//		...
//	}
//
// Detection reads framework markers (bootstrap data such as __NEXT_DATA__ or
// window.__NUXT__, mount points such as <div id="root">, attributes such as
// ng-version) and measures the text a browser without JavaScript would show
// in <body>. Markers alone do not make a shell: most frameworks also render
// on the server, and such pages read fine without JavaScript.
package spa
