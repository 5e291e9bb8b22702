package app

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"folio/library/importer"
)

func TestImportToLibrary(t *testing.T) {
	hits := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits++
		w.Write([]byte("<p>internal</p>"))
	}))
	defer srv.Close()
	export := t.TempDir()
	os.MkdirAll(filepath.Join(export, "content"), 0o755)
	os.WriteFile(filepath.Join(export, "metadata_0_to_2.json"), []byte(`[
		{"slug":"kites","url":"https://gone.example/kites","title":"Kites","labels":["sky"],"state":"archived","savedAt":"2024-03-05T08:30:00Z"},
		{"slug":"intranet","url":"`+srv.URL+`/wiki","title":"Intranet"}]`), 0o644)
	os.WriteFile(filepath.Join(export, "content", "kites.html"), []byte(`<html><head><title>Kites over the harbour</title></head><body><article>
<h1>Kites over the harbour</h1><p>The wind came up at eight, and by nine the harbour wall was lined with kites of every colour and size.</p>
<p>Nobody had planned it. A falcon circled above them all morning while the children ran along the wall with their lines.</p></article></body></html>`), 0o644)
	o := NewOutputs(NewLoader(), t.TempDir())
	defer o.Close()
	var last importer.Progress
	rep, err := o.ImportToLibrary(context.Background(), importer.Omnivore, export, func(p importer.Progress) { last = p })
	if err != nil {
		t.Fatal(err)
	}
	if rep.Saved != 1 || len(rep.Failed) != 1 || last.Done != 2 {
		t.Fatalf("report %+v, progress %+v", rep, last)
	}
	if !strings.Contains(rep.Failed[0].Reason, "private or local network") || hits != 0 {
		t.Fatalf("the loopback page was fetched (%d hits) or wrongly reported: %q", hits, rep.Failed[0].Reason)
	}
	lib, _ := o.Library(context.Background())
	e, ok, _ := lib.Lookup(context.Background(), "https://gone.example/kites")
	if !ok || !e.Read || strings.Join(e.Tags, ",") != "sky" {
		t.Fatalf("kites entry %+v, %v", e, ok)
	}
	_, body, _ := lib.Get(context.Background(), e.Path)
	if !strings.Contains(body, "A falcon circled") || strings.Contains(body, "<p>") {
		t.Fatalf("kites body %q: not converted as the reader converts", body)
	}
}
