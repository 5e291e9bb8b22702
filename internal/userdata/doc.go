// Package userdata opens the user's extraction data, the same way for the
// reader, folio-extract and its server: the rules folder (overriding the
// embedded rules by id), the operator templates and the learned templates
// (the folders of internal/userdirs, or those named on the command line),
// optionally watched for changes, and flushed on Close.
//
//	d, err := userdata.Open(userdata.Options{
//		Rules: dirs.Rules, Operator: dirs.Operator, Learned: dirs.Learned,
//		Watch: true, Warn: log.Printf,
//	})
//	if err != nil { ... } // only a Strict rules folder that does not load
//	defer d.Close()       // stops watching, saves what was learned
//	res, err := extractor.Extract(page, append(d.ExtractorOptions(), extractor.WithURL(u))...)
//
// None of the data is needed to extract a page, so a folder that cannot be
// read or a broken file is a warning (Options.Warn) and that part is left
// out; the embedded rules always stand in for the user's.
package userdata
