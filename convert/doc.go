// Package convert turns a body of any type a reader shows into Markdown:
// it sniffs what the body is (the declared Content-Type, checked against
// the bytes and the path) and converts each kind its own way. Markdown is
// kept as it is, its YAML frontmatter read as metadata; HTML goes through
// the extractor; RSS and Atom feeds become a list of linked entries; plain
// text, JSON, XML and YAML show preformatted in a code fence. The reader
// (app), the folio-extract command and the server all use it, so a URL
// shows the same whichever opens it.
//
//	res, err := convert.Convert(body, convert.Input{ContentType: ct, Name: u.Path},
//		extractor.WithURL(u.String()))
//	if errors.Is(err, convert.ErrUnsupported) { ... } // an image, a PDF
//	fmt.Println(res.Kind, res.Title)
//	fmt.Print(res.Markdown)
package convert
