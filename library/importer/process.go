package importer

import (
	"context"
	"errors"

	"folio/fetch"
	"folio/library"
)

// importOne saves one item and returns its journal record.
func (r *runner) importOne(ctx context.Context, it Item) record {
	rec := record{Key: it.Key}
	fail := func(err error) record {
		rec.Status, rec.Reason = statusFailed, reason(err)
		return rec
	}
	if e, ok, err := r.lib.Lookup(ctx, it.source()); err != nil {
		return fail(err)
	} else if ok {
		rec.Status, rec.Path = statusExisting, e.Path
		return rec
	}
	page, err := r.page(ctx, it)
	if err != nil {
		return fail(err)
	}
	page.Tags = append(append(append([]string(nil), it.Tags...), r.o.Tags...), page.Tags...)
	page.Saved, page.Read = it.Saved, it.Read
	page.Title = firstNonEmpty(page.Title, it.Title)
	page.Author = firstNonEmpty(page.Author, it.Author)
	page.Description = firstNonEmpty(page.Description, it.Description)
	if page.Images == nil && r.o.Fetcher != nil {
		page.Images = func(ctx context.Context, url string, limit int64) ([]byte, string, error) {
			return fetch.Resource(ctx, r.o.Fetcher, url, fetch.AcceptImage, limit)
		}
	}
	e, err := r.lib.Save(ctx, page)
	if err != nil {
		return fail(err)
	}
	rec.Status, rec.Path = statusSaved, e.Path
	return rec
}

// page converts what the export kept of the item, or fetches and
// converts its URL.
func (r *runner) page(ctx context.Context, it Item) (library.Page, error) {
	if it.Content != nil {
		data, err := it.Content()
		if err != nil {
			return library.Page{}, err
		}
		if it.Path != "" {
			return markdownPage(data, it.Path), nil
		}
		return r.convert(ctx, data, it.ContentType, it.URL)
	}
	if r.o.Fetcher == nil {
		return library.Page{}, errors.New("importer: no fetcher for pages the export did not keep")
	}
	resp, err := r.o.Fetcher.Fetch(ctx, &fetch.Request{URL: it.URL})
	if err != nil {
		return library.Page{}, err
	}
	page, err := r.convert(ctx, resp.Body, resp.ContentType, resp.URL.String())
	page.Source = it.URL // the export's address, so that a re-import finds it
	return page, err
}

// convert runs the Converter and keeps body as the page's snapshot.
func (r *runner) convert(ctx context.Context, body []byte, ctype, pageURL string) (library.Page, error) {
	if r.o.Convert == nil {
		return library.Page{}, errors.New("importer: no converter for web pages")
	}
	page, err := r.o.Convert(ctx, body, ctype, pageURL)
	if err != nil {
		return page, err
	}
	page.Source = pageURL
	if page.Snapshot == nil {
		page.Snapshot, page.SnapshotType = body, ctype
	}
	return page, nil
}

// reason words an error for the report: the fetcher's errors name the URL
// that the report already shows, so only their cause is kept.
func reason(err error) string {
	var fe *fetch.Error
	var se *fetch.StatusError
	switch {
	case errors.As(err, &se):
		return "the server answered " + se.Error()
	case errors.Is(err, fetch.ErrBlocked):
		return "refused: the address is on a private or local network"
	case errors.Is(err, fetch.ErrTimeout):
		return "timed out"
	case errors.Is(err, library.ErrEmpty):
		return "no readable content on the page"
	case errors.As(err, &fe):
		return fe.Err.Error()
	}
	return err.Error()
}

func firstNonEmpty(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}
