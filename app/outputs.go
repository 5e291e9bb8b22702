package app

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"

	"folio/export"
	"folio/internal/safefile"
	"folio/library"
)

// Outputs is what the reader makes of a document besides showing it:
// library entries, PDF files and printed pages.
type Outputs struct {
	loader *Loader
	dir    string

	once sync.Once
	lib  *library.Library
	err  error
}

// NewOutputs returns the outputs of documents loaded by loader, with the
// library in dir (opened on first use, so that start-up never waits for
// it).
func NewOutputs(loader *Loader, libraryDir string) *Outputs {
	return &Outputs{loader: loader, dir: libraryDir}
}

// Library opens the library on first use and brings its index up to date
// with the folder on every call.
func (o *Outputs) Library(ctx context.Context) (*library.Library, error) {
	lib, err := o.OpenLibrary(ctx)
	if err != nil {
		return nil, err
	}
	if _, err := lib.Sync(ctx); err != nil {
		return nil, err
	}
	return lib, nil
}

// OpenLibrary opens the library on first use (which brings its index up
// to date) and returns it as it is afterwards, for a view that shows the
// index at once and syncs in the background.
func (o *Outputs) OpenLibrary(ctx context.Context) (*library.Library, error) {
	o.once.Do(func() {
		getter := library.Getter(o.loader.GetResource)
		o.lib, o.err = library.Open(ctx, o.dir, library.WithGetter(getter))
	})
	return o.lib, o.err
}

// LibraryDir is the library's folder.
func (o *Outputs) LibraryDir() string { return o.dir }

// ErrNothingToKeep is returned for a document that is not worth keeping:
// an error page, a built-in page, a JavaScript stub.
var ErrNothingToKeep = errors.New("this page has no content to keep")

// SaveToLibrary keeps doc in the library: its Markdown, metadata, images
// and, for a web page, the page as fetched.
func (o *Outputs) SaveToLibrary(ctx context.Context, doc *Document) (library.Entry, error) {
	if doc == nil || doc.Mode == ModeBuiltin || doc.Mode == ModeNeedsJS {
		return library.Entry{}, ErrNothingToKeep
	}
	lib, err := o.Library(ctx)
	if err != nil {
		return library.Entry{}, err
	}
	source := doc.Source
	if doc.URL != nil {
		source = doc.URL.String()
	} else if abs, err := filepath.Abs(doc.Source); err == nil && doc.Source != "" {
		source = abs
	}
	p := libraryPage(doc, source)
	return lib.Save(ctx, p)
}

// ExportPDF writes doc as a PDF to path, atomically.
func (o *Outputs) ExportPDF(ctx context.Context, doc *Document, path string, size export.PageSize) error {
	var buf bytes.Buffer
	if err := o.loader.ExportPDF(ctx, doc, &buf, size); err != nil {
		return err
	}
	return safefile.Write(path, buf.Bytes(), 0o644)
}

// ErrNoPrinter says the system has no print command Folio can hand a PDF
// to (CUPS's lp on Linux and macOS).
var ErrNoPrinter = errors.New("no print system found (CUPS 'lp'); use Export as PDF instead")

// printCommand is the system's print command; a variable for tests.
var printCommand = func() (string, error) {
	if runtime.GOOS == "windows" {
		return "", ErrNoPrinter
	}
	p, err := exec.LookPath("lp")
	if err != nil {
		return "", ErrNoPrinter
	}
	return p, nil
}

// Print hands doc, as a PDF of the given paper size, to the system's
// default printer.
func (o *Outputs) Print(ctx context.Context, doc *Document, size export.PageSize) error {
	lp, err := printCommand()
	if err != nil {
		return err
	}
	f, err := os.CreateTemp("", "folio-print-*.pdf")
	if err != nil {
		return err
	}
	f.Close()
	defer os.Remove(f.Name())
	if err := o.ExportPDF(ctx, doc, f.Name(), size); err != nil {
		return err
	}
	title := doc.Title
	if title == "" {
		title = "Folio"
	}
	out, err := exec.CommandContext(ctx, lp, "-t", title, f.Name()).CombinedOutput()
	if err != nil {
		return fmt.Errorf("print: %v: %s", err, bytes.TrimSpace(out))
	}
	return nil
}

// Close closes the library, if it was opened.
func (o *Outputs) Close() error {
	if o.lib != nil {
		return o.lib.Close()
	}
	return nil
}
