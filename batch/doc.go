// Package batch runs the extractor over crawls: WARC files, JSON Lines of
// pages and folders of HTML in; one JSON line or Parquet row per page out,
// on every core, in bounded memory.
//
//	st, err := batch.Run(ctx, []string{"CC-MAIN-...warc.gz"}, os.Stdin, os.Stdout,
//		batch.Output{Path: "pages.parquet"},
//		batch.Options{Timeout: 30 * time.Second, Languages: []string{"en"}, Dedup: 0.8})
//
// # Inputs
//
// A WARC file (.warc, or .warc.gz with one gzip member per record, or
// several) is read as a stream by batch's own WARC/1.0 and WARC/1.1
// reader (no digests checked; gzip CRCs are); only response records whose
// HTTP status is 2xx and whose Content-Type is HTML (or, without one, whose
// bytes sniff as HTML) are pages, and the charset of that Content-Type
// decides the decoding. Chunked transfer coding and gzip, deflate and
// brotli content coding are undone. A JSON Lines file holds documents
// {"url", "html"} or {"url", "html_base64"}, optionally with "id" and
// "content_type". A folder holds .html, .htm and .html.gz pages. "-" is
// stdin, told apart by its first bytes (WARC, gzipped or not, JSON Lines,
// or one HTML page).
//
// # Pipeline
//
// One goroutine reads the inputs in order; Options.Workers goroutines
// extract; the caller's goroutine filters and writes. At most
// 4 × Workers records are between reading and writing, each at most
// Options.MaxBytes of HTML, so memory stays bounded whatever the input's
// size. Rows are written as they finish, or in input order with
// Options.Ordered (a slow page then holds back the rows after it, not the
// workers).
//
// # Bad records
//
// Nothing a page contains stops the job. A page larger than MaxBytes, a
// truncated record, an undecodable line or body, a page past the parser's
// node limit (one nested too deep is read flattened), a timeout or a panic
// in the extractor becomes a row with Error set; a page with no content
// gets Empty set.
// Records that are not pages (requests, metadata, DNS lookups, images,
// redirects) are counted in Stats.Skipped.
//
// # Resuming
//
// Rows carry their record's key: the WARC-Record-ID (or the JSON "id"),
// else the file and byte offset. With Output.Resume, the records already
// in the output are skipped; a JSON Lines output cut mid-line by a killed
// run loses only its last half line. Parquet is written to a ".partial"
// file renamed when complete, and resumed by copying its rows into a new
// file. Cancelling the context stops reading and closes the output
// properly.
//
// # Filters
//
// Options.Languages keeps pages by declared language, Options.MinLength by
// the length of their text, and Options.Dedup drops near-duplicates by
// MinHash over 5-word shingles of the text (extractor/neardup, on the
// same sketch and LSH index that match page layouts for templates). With
// unordered output, which of two near-duplicates is kept depends on which
// finishes first; with Ordered it is the first in the input.
package batch
