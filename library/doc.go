// Package library keeps the pages a reader saves: a folder of Markdown files
// with YAML frontmatter that the user owns, and a search index beside it.
//
// The folder is the truth. Each saved page is
//
//	LIBRARY/<site>/<slug>.md                 Markdown with frontmatter
//	LIBRARY/<site>/<slug>_files/img-001.png  its images, linked relatively
//	LIBRARY/<site>/<slug>_files/source.html.gz  the page as fetched
//
// so that any editor or Obsidian vault reads it, it reads offline, and the
// whole library can be converted again when the extractor improves
// (ReExtract). The index (SQLite with FTS5, pure Go through
// modernc.org/sqlite, in LIBRARY/.folio/index.db) only caches what the
// files say: it is rebuilt when missing, stale or corrupt, and Sync or
// Watch follow files added, edited or removed outside Folio.
//
//	lib, err := library.Open(dir)
//	if err != nil { ... }
//	defer lib.Close()
//	e, err := lib.Save(ctx, library.Page{URL: u, Markdown: md, Title: t, Snapshot: html})
//	hits, err := lib.Search(ctx, "solar panels", library.SearchOptions{})
//
// Writes are atomic (a temporary file renamed into place, or linked so that
// an existing file is never overwritten by a new save), and the index lives
// in SQLite's WAL mode with a busy timeout, so two Folio windows, or a
// window and folio-extract, can share one library. A write killed before
// its rename leaves its temporary file (".<name>.<digits>.tmp") beside the
// file it was for, in a site folder or a _files folder; Sync deletes those
// over an hour old (a younger one may be a write still running in another
// process) and lists them in SyncReport.Temps. The _files folders, one per
// page, are swept at most once an hour, and not by Open.
//
// Search ranks hits by BM25 with title matches weighing most. When a query
// matches more pages than a search can rank quickly (words common to most
// of the library), it ranks bounded sets: pages with a query word in the
// title, tags or site first, then the others among the matches most
// recently indexed (a rebuild indexes files oldest written first).
//
// The package knows nothing of HTML extraction or HTTP: Save takes the
// converted page, images come through a Getter, and ReExtract through an
// Extractor, so that the reader and the command pass their own.
package library
