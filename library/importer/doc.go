// Package importer brings other read-later apps' exports into a library:
// Pocket's CSV export (or the zip it came as), Omnivore's export (its zip,
// or the folder it unpacks to: metadata_*_to_*.json with
// content/<slug>.html), a plain list of URLs, and a folder of Markdown
// files.
//
// Reading an export (Read) turns it into Items without touching the
// network. Run then saves every item: pages the export kept (Omnivore's
// content, a Markdown file) are converted from what it kept, the others
// fetched through a fetch.Fetcher (give it a Guard, so that an export
// cannot point the import at the user's own network), a bounded number at
// once, at most PerHost at once on one host and HostDelay apart. Every
// outcome is appended to a journal in the library's hidden folder, so
// that running the same import again (after a crash, a kill, or a lost
// connection) skips what was done; pages the library already has are
// skipped too. The Report names each item that failed and why.
//
//	src, err := importer.Read(importer.Pocket, "pocket.csv")
//	rep, err := importer.Run(ctx, lib, src, importer.Options{
//		Fetcher: fetch.NewHTTP(fetch.WithGuard(guard)),
//		Convert: convertHTML,
//	})
//	for _, f := range rep.Failed { fmt.Println(f.Item, f.Reason) }
package importer
