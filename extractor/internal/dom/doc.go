// Package dom holds the small helpers on golang.org/x/net/html trees that
// several stages of the extractor need.
//
//	if body := dom.FindBody(doc); body != nil {
//		...
//	}
package dom
