package app

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"folio/gym/entry"
)

// ErrNotReportable is returned by ReportBadExtraction for a document the
// extractor did not make (a local file, server Markdown, a feed...).
var ErrNotReportable = errors.New("app: only a web page converted from HTML can be reported")

// ReportCategories are the page kinds offered when reporting, the gym's
// categories with "unsorted" (the default) first.
func ReportCategories() []string {
	return append([]string{entry.Unsorted}, entry.Categories...)
}

// ReportDir is where reported pages are saved: the folder `folio-extract
// gym run` reads when given no corpus ($FOLIO_GYM_DIR, else
// <user config dir>/folio/gym).
func ReportDir() string { return entry.DefaultFlagDir() }

// Reportable reports whether d can be reported as a bad extraction: a web
// page whose HTML the extractor converted (including the fallbacks it
// chose for a sparse page), with its snapshot kept. When it cannot, why
// says so in a sentence for the user.
func Reportable(d *Document) (ok bool, why string) {
	switch {
	case d == nil:
		return false, "No page is shown. Open a web page first."
	case d.URL == nil || (d.URL.Scheme != "http" && d.URL.Scheme != "https"):
		if d.Mode == ModeBuiltin {
			return false, "This is one of Folio's own pages; nothing was extracted."
		}
		return false, "This is a local file, shown as it is; nothing was extracted from HTML."
	}
	switch d.Mode {
	case ModeServerMarkdown:
		return false, "The server sent this page as Markdown, so Folio showed it as it is; nothing was extracted from HTML."
	case ModePlainText:
		return false, "The server sent this page as plain text, so Folio showed it as it is; nothing was extracted from HTML."
	case ModeFeed:
		return false, "This page is a news feed, which Folio lists without the HTML extractor."
	case ModeConverted, ModeNeedsJS, ModeMetadataOnly:
	default:
		return false, "Folio did not extract this page from HTML."
	}
	if len(d.Raw) == 0 || len(d.Raw) > entry.MaxPageBytes {
		return false, "Folio kept no snapshot of this page's HTML."
	}
	return true, ""
}

// ReportBadExtraction saves d as a new gym entry under dir ("" means
// ReportDir()): the HTML snapshot, the address, the Markdown shown and the
// user's note, with empty expectations to fill in. It returns the entry's
// folder. category "" means unsorted.
func ReportBadExtraction(d *Document, note, category, dir string) (string, error) {
	if ok, why := Reportable(d); !ok {
		return "", fmt.Errorf("%w: %s", ErrNotReportable, why)
	}
	if dir == "" {
		dir = ReportDir()
	}
	return entry.SaveFlag(dir, entry.FlagInput{
		URL:         d.URL.String(),
		HTML:        d.Raw,
		Output:      d.Markdown,
		ContentType: d.ContentType,
		Note:        strings.TrimSpace(note),
		Category:    category,
		Time:        time.Now(),
	})
}
