package app

import (
	"context"
	"errors"
	"net/url"

	"folio/fetch"
	"folio/library"
	"folio/library/importer"
)

// errNeedsJavaScript is an imported page that shows its text only after
// its scripts run.
var errNeedsJavaScript = errors.New("the page shows its text only with JavaScript (open it and choose Render)")

// ImportToLibrary imports an export of another read-later app (Pocket's
// CSV, Omnivore's zip or folder, a list of URLs, a folder of Markdown
// files) into the library. Pages the export did not keep are fetched
// through the loader's settings with the SSRF guard on (an export is a
// file from elsewhere: it must not reach the user's own network), and
// converted as the reader converts them. progress is called after each
// page; cancelling ctx stops the import, and importing the same export
// again resumes it.
func (o *Outputs) ImportToLibrary(ctx context.Context, kind importer.Kind, path string, progress func(importer.Progress)) (importer.Report, error) {
	lib, err := o.Library(ctx)
	if err != nil {
		return importer.Report{}, err
	}
	src, err := importer.Read(kind, path)
	if err != nil {
		return importer.Report{}, err
	}
	defer src.Close()
	guard, err := fetch.NewGuard()
	if err != nil {
		return importer.Report{}, err
	}
	return importer.Run(ctx, lib, src, importer.Options{
		Fetcher:  o.loader.guardedFetcher(guard),
		Convert:  o.loader.convertForLibrary,
		Progress: progress,
	})
}

// guardedFetcher is the loader's HTTP fetcher, with its limits and user
// agent, dialling through guard.
func (l *Loader) guardedFetcher(guard *fetch.Guard) fetch.Fetcher {
	return fetch.NewHTTP(fetch.WithLimits(l.cfg.Limits), fetch.WithGuard(guard))
}

// convertForLibrary converts a page's bytes as Load does and turns the
// Document into what the library keeps.
func (l *Loader) convertForLibrary(ctx context.Context, body []byte, ctype, pageURL string) (library.Page, error) {
	u, err := url.Parse(pageURL)
	if err != nil {
		return library.Page{}, err
	}
	doc, err := l.convert(ctx, &fetch.Response{URL: u, ContentType: ctype, Body: body})
	if err != nil {
		return library.Page{}, err
	}
	if doc.Mode == ModeNeedsJS {
		return library.Page{}, errNeedsJavaScript
	}
	return libraryPage(doc, pageURL), nil
}

// libraryPage is what the library keeps of doc, saved from source.
func libraryPage(doc *Document, source string) library.Page {
	m := doc.Metadata
	return library.Page{Source: source, Markdown: doc.Markdown, Title: doc.Title,
		Author: m.Author, Date: m.Published, Site: m.SiteName, Language: m.Language,
		Description: m.Description, Snapshot: doc.Raw, SnapshotType: doc.ContentType}
}
