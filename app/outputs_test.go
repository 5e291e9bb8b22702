package app

import (
	"context"
	"errors"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"folio/export"
	"folio/library"
)

func TestOutputsSaveToLibrary(t *testing.T) {
	dir := t.TempDir()
	o := NewOutputs(NewLoader(), dir)
	defer o.Close()
	ctx := context.Background()
	u, _ := url.Parse("https://news.example/2026/kites")
	doc := &Document{Source: u.String(), URL: u, Mode: ModeConverted, Title: "Kites",
		Markdown: "# Kites\n\nThey fly.\n", Raw: []byte("<html>kites</html>"), ContentType: "text/html"}
	doc.Metadata.Author = "Li"
	e, err := o.SaveToLibrary(ctx, doc)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(filepath.Join(dir, e.Path))
	for _, want := range []string{"source: https://news.example/2026/kites", "author: Li", "snapshot: kites_files/source.html.gz", "They fly."} {
		if !strings.Contains(string(data), want) {
			t.Errorf("saved file lacks %q:\n%s", want, data)
		}
	}
	lib, err := o.Library(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if hits, _ := lib.Search(ctx, "fly", libSearch()); len(hits) != 1 {
		t.Errorf("%d hits for a saved word", len(hits))
	}
	for _, d := range []*Document{nil, {Mode: ModeBuiltin, Markdown: "# Help"}, {Mode: ModeNeedsJS, Markdown: "stub"}} {
		if _, err := o.SaveToLibrary(ctx, d); !errors.Is(err, ErrNothingToKeep) {
			t.Errorf("%+v: err %v", d, err)
		}
	}
}

func TestOutputsPrint(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "lp.log")
	script := filepath.Join(dir, "lp")
	os.WriteFile(script, []byte("#!/bin/sh\nfor a in \"$@\"; do echo \"$a\" >> "+log+"; done\nhead -c 5 \"$3\" >> "+log+"\n"), 0o755)
	saved := printCommand
	defer func() { printCommand = saved }()
	printCommand = func() (string, error) { return script, nil }
	o := NewOutputs(NewLoader(), filepath.Join(dir, "lib"))
	doc := &Document{Source: "notes.md", Mode: ModeLocalFile, Title: "Notes", Markdown: "# Notes\n\nText.\n"}
	if err := o.Print(context.Background(), doc, export.A4); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(log)
	if !strings.HasPrefix(string(got), "-t\nNotes\n") || !strings.HasSuffix(string(got), "%PDF-") {
		t.Errorf("lp got %q", got)
	}
	printCommand = func() (string, error) { return "", ErrNoPrinter }
	if err := o.Print(context.Background(), doc, export.A4); !errors.Is(err, ErrNoPrinter) {
		t.Errorf("err %v, want ErrNoPrinter", err)
	}
}

func libSearch() library.SearchOptions { return library.SearchOptions{} }
