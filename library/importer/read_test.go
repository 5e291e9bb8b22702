package importer

import (
	"archive/zip"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestParsePocket(t *testing.T) {
	data, err := os.ReadFile("testdata/pocket.csv")
	if err != nil {
		t.Fatal(err)
	}
	items, err := ParsePocket(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 5 {
		t.Fatalf("got %d items, want 5", len(items))
	}
	first := items[0]
	if first.URL != "http://HOST/solar" || first.Title != "Solar panels, explained" ||
		!reflect.DeepEqual(first.Tags, []string{"energy", "explainers"}) || first.Read ||
		!first.Saved.Equal(time.Unix(1700000000, 0)) || first.Invalid != "" {
		t.Errorf("first row = %+v", first)
	}
	if items[1].Title != "" || !items[1].Read {
		t.Errorf("untitled archived row = %+v, want no title (Pocket wrote the URL) and read", items[1])
	}
	if items[3].Invalid == "" || items[4].Invalid != "no URL" || items[4].Key != "row 6" {
		t.Errorf("bad rows = %+v / %+v, want both invalid, the second keyed by its row", items[3], items[4])
	}
}

func TestReadPocketZip(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "part_000000.csv"), mustRead(t, "testdata/pocket.csv"), 0o644)
	os.WriteFile(filepath.Join(dir, "part_000001.csv"), []byte("title,url,time_added,tags,status\nMore,https://more.example/,1700000500,,unread\n"), 0o644)
	zipPath := zipFolder(t, dir)
	if k, err := Detect(zipPath); k != Pocket || err != nil {
		t.Fatalf("Detect = %q, %v", k, err)
	}
	src, err := Read(Pocket, zipPath)
	if err != nil {
		t.Fatal(err)
	}
	if len(src.Items) != 6 || src.Items[5].URL != "https://more.example/" || src.ID == "" {
		t.Fatalf("%d items, last %+v", len(src.Items), src.Items[len(src.Items)-1])
	}
}

func TestParsePocketRefusesOtherCSV(t *testing.T) {
	if _, err := ParsePocket([]byte("name,link\na,b\n")); err == nil || !strings.Contains(err.Error(), "no url column") {
		t.Fatalf("err = %v, want a clear refusal", err)
	}
	if _, err := ParsePocket(nil); err == nil {
		t.Fatal("an empty file parsed")
	}
}

func TestParseURLList(t *testing.T) {
	data, _ := os.ReadFile("testdata/urls.txt")
	items, err := ParseURLList(data)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, it := range items {
		got = append(got, it.URL+"|"+it.Invalid)
	}
	want := []string{"http://HOST/solar|", "http://HOST/untitled|", "ftp://example.com/file.txt|not a web address (http or https)"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %q\nwant %q", got, want)
	}
}

func checkOmnivore(t *testing.T, src *Source) {
	t.Helper()
	if len(src.Items) != 2 {
		t.Fatalf("got %d items, want 2 (the deleted one left out)", len(src.Items))
	}
	kites := src.Items[0]
	if kites.Title != "Kites over the harbour" || kites.Author != "Ada Lane" || !kites.Read ||
		!reflect.DeepEqual(kites.Tags, []string{"outdoors", "weekend"}) ||
		!kites.Saved.Equal(time.Date(2024, 3, 5, 8, 30, 0, 0, time.UTC)) || kites.Content == nil {
		t.Fatalf("kites = %+v", kites)
	}
	html, err := kites.Content()
	if err != nil || !strings.Contains(string(html), "falcon circled") {
		t.Fatalf("content = %q, %v", html, err)
	}
	if solar := src.Items[1]; solar.Content != nil || solar.Read || solar.URL != "http://HOST/solar" {
		t.Fatalf("solar = %+v, want a page to fetch", solar)
	}
}

func TestReadOmnivoreFolder(t *testing.T) {
	src, err := Read(Omnivore, "testdata/omnivore")
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	checkOmnivore(t, src)
}

func TestReadOmnivoreZip(t *testing.T) {
	zipPath := zipFolder(t, "testdata/omnivore")
	src, err := Read(Omnivore, zipPath)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	checkOmnivore(t, src)
	again, err := Read(Omnivore, zipPath)
	if err != nil {
		t.Fatal(err)
	}
	again.Close()
	if again.ID != src.ID || src.ID == "" {
		t.Fatalf("IDs %q and %q: the same export must resume the same journal", src.ID, again.ID)
	}
}

func TestReadRefusesWrongFormat(t *testing.T) {
	if _, err := Read(Omnivore, "testdata/markdown"); err == nil || !strings.Contains(err.Error(), "not an Omnivore export") {
		t.Errorf("a Markdown folder read as Omnivore: %v", err)
	}
	if _, err := Read(Omnivore, "testdata/pocket.csv"); err == nil {
		t.Error("a CSV read as an Omnivore zip")
	}
	if _, err := Read(Pocket, "testdata/omnivore"); err == nil {
		t.Error("a folder read as a Pocket CSV")
	}
	if _, err := Read(Pocket, "testdata/nothing.csv"); err == nil {
		t.Error("a missing file read")
	}
	if _, err := ParseKind("instapaper"); err == nil {
		t.Error("an unknown format accepted")
	}
}

func TestReadMarkdownFolder(t *testing.T) {
	src, err := Read(Markdown, "testdata/markdown")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, it := range src.Items {
		rel, _ := filepath.Rel(mustAbs(t, "testdata/markdown"), it.Path)
		got = append(got, filepath.ToSlash(rel))
	}
	want := []string{"notes/glacier.md", "orchard.md", "quarry.markdown"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %q, want %q (hidden folders skipped)", got, want)
	}
	p := markdownPage(mustRead(t, "testdata/markdown/notes/glacier.md"), "/x/glacier.md")
	if p.Title != "Glacier walk" || p.Author != "Sam Reed" || p.Date != "2023-07-14" ||
		!reflect.DeepEqual(p.Tags, []string{"hiking", "ice"}) || strings.Contains(p.Markdown, "aliases") {
		t.Errorf("glacier = %+v", p)
	}
	q := markdownPage(mustRead(t, "testdata/markdown/quarry.markdown"), "/x/q.md")
	if !reflect.DeepEqual(q.Tags, []string{"stone", "work"}) || strings.TrimSpace(q.Markdown) != "The quarry closed in 1962." {
		t.Errorf("quarry = %+v", q)
	}
	bad := markdownPage([]byte("---\ntitle: [unclosed\n---\nbody\n"), "/x/b.md")
	if !strings.Contains(bad.Markdown, "[unclosed") {
		t.Errorf("a frontmatter that does not parse was dropped: %q", bad.Markdown)
	}
}

// zipFolder zips dir as Omnivore does (slash paths from the root) and
// returns the zip's path.
func zipFolder(t *testing.T, dir string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "omnivore-export.zip")
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	err = filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		w, err := zw.Create(filepath.ToSlash(rel))
		if err != nil {
			return err
		}
		_, err = w.Write(mustRead(t, p))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	return out
}

func mustRead(t *testing.T, p string) []byte {
	t.Helper()
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func mustAbs(t *testing.T, p string) string {
	t.Helper()
	abs, err := filepath.Abs(p)
	if err != nil {
		t.Fatal(err)
	}
	return abs
}

func TestDetect(t *testing.T) {
	zipPath := zipFolder(t, "testdata/omnivore")
	notes := filepath.Join(t.TempDir(), "notes.txt")
	os.WriteFile(notes, []byte("shopping: bread, milk\n"), 0o644)
	for path, want := range map[string]Kind{
		"testdata/pocket.csv": Pocket, "testdata/urls.txt": URLList, "testdata/omnivore": Omnivore,
		zipPath: Omnivore, "testdata/markdown": Markdown, notes: "",
	} {
		got, err := Detect(path)
		if got != want || (want == "") != (err != nil) {
			t.Errorf("Detect(%s) = %q, %v; want %q", path, got, err, want)
		}
	}
}
