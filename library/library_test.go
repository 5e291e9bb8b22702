package library

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// pngBytes is a 1x1 PNG.
var pngBytes = []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\x0f\x00\x00\x01\x01\x00\x05\x18\xd8N\x00\x00\x00\x00IEND\xaeB`\x82")

// imageServer serves /a.png and /b.png as images, /page.html as HTML
// (a broken "image"), and 404 elsewhere; hits counts requests.
func imageServer(t *testing.T, hits *int) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		*hits++
		switch r.URL.Path {
		case "/a.png", "/b.png":
			w.Header().Set("Content-Type", "image/png")
			w.Write(pngBytes)
		case "/page.html":
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte("<html>not an image</html>"))
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

func openTest(t *testing.T, dir string, opts ...Option) *Library {
	t.Helper()
	l, err := Open(context.Background(), dir, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

// imageDests parses body with goldmark and returns its image destinations.
func imageDests(body string) []string {
	src := []byte(body)
	var out []string
	ast.Walk(markdown.Parser().Parse(text.NewReader(src)), func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if img, ok := n.(*ast.Image); ok && entering {
			out = append(out, string(img.Destination))
		}
		return ast.WalkContinue, nil
	})
	return out
}

func TestSaveKeepsPageOffline(t *testing.T) {
	hits := 0
	srv := imageServer(t, &hits)
	dir := t.TempDir()
	l := openTest(t, dir, WithGetter(httpGetter(srv.Client())))
	md := "# Solar panels\n\nSome text about **solar** power.\n\n![a](/a.png)\n\n![b](" + srv.URL + "/b.png \"B\")\n\n![gone](/missing.png)\n\n![html](/page.html)\n\nAgain ![a](/a.png)\n"
	e, err := l.Save(context.Background(), Page{
		Source: srv.URL + "/blog/solar", Markdown: md, Title: "Solar Panels: a Guide",
		Author: "Ann", Language: "en", Snapshot: []byte("<html><body>x</body></html>"),
		SnapshotType: "text/html; charset=utf-8", Tags: []string{"energy", "Energy", " home "},
	})
	if err != nil {
		t.Fatal(err)
	}
	site := SiteFolder(srv.URL)
	if want := site + "/solar-panels-a-guide.md"; e.Path != want {
		t.Fatalf("path %q, want %q", e.Path, want)
	}
	got, body, err := l.Get(context.Background(), e.Path)
	if err != nil {
		t.Fatal(err)
	}
	if got.Author != "Ann" || got.Saved.IsZero() || strings.Join(got.Tags, ",") != "energy,home" {
		t.Errorf("frontmatter = %+v", got.Meta)
	}
	dests := imageDests(body)
	want := []string{"solar-panels-a-guide_files/img-001.png", "solar-panels-a-guide_files/img-002.png", "/missing.png", "/page.html", "solar-panels-a-guide_files/img-001.png"}
	if strings.Join(dests, " ") != strings.Join(want, " ") {
		t.Fatalf("images = %q\nwant     %q", dests, want)
	}
	for _, d := range dests[:2] {
		if data, err := os.ReadFile(filepath.Join(dir, site, d)); err != nil || string(data) != string(pngBytes) {
			t.Errorf("image %s not kept: %v", d, err)
		}
	}
	snap, err := readSnapshot(filepath.Join(dir, site, got.Snapshot))
	if err != nil || string(snap) != "<html><body>x</body></html>" || got.SnapshotType != "text/html; charset=utf-8" {
		t.Errorf("snapshot %q (%v), type %q", snap, err, got.SnapshotType)
	}
	if got.BodyHash != bodyHash(body) {
		t.Error("body hash does not match the body written")
	}
}

func TestSaveSameSourceUpdatesEntry(t *testing.T) {
	l := openTest(t, t.TempDir())
	ctx := context.Background()
	p := Page{Source: "https://ex.com/a", Markdown: "one", Title: "A"}
	first, err := l.Save(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.SetRead(ctx, first.Path, true); err != nil {
		t.Fatal(err)
	}
	if _, err := l.SetTags(ctx, first.Path, []string{"keep"}); err != nil {
		t.Fatal(err)
	}
	p.Markdown, p.Tags = "two", []string{"new"}
	second, err := l.Save(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	if second.Path != first.Path || !second.Read || strings.Join(second.Tags, ",") != "keep,new" {
		t.Errorf("re-save = %+v, want same path, read, tags keep,new", second)
	}
	all, _ := l.List(ctx, ListOptions{})
	if len(all) != 1 {
		t.Errorf("%d entries after a re-save, want 1", len(all))
	}
}

func TestSaveDistinctPagesSameTitle(t *testing.T) {
	l := openTest(t, t.TempDir())
	var paths []string
	for _, src := range []string{"https://ex.com/1", "https://ex.com/2", "https://ex.com/3"} {
		e, err := l.Save(context.Background(), Page{Source: src, Markdown: "x", Title: "Same"})
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, e.Path)
	}
	if strings.Join(paths, " ") != "ex.com/same.md ex.com/same-2.md ex.com/same-3.md" {
		t.Errorf("paths = %q", paths)
	}
}

func TestSaveEmptyPage(t *testing.T) {
	l := openTest(t, t.TempDir())
	if _, err := l.Save(context.Background(), Page{Source: "https://ex.com/", Markdown: " \n"}); err != ErrEmpty {
		t.Errorf("err = %v, want ErrEmpty", err)
	}
}

func TestLocalFileImagesCopied(t *testing.T) {
	src := t.TempDir()
	os.WriteFile(filepath.Join(src, "pic.png"), pngBytes, 0o644)
	l := openTest(t, t.TempDir())
	e, err := l.Save(context.Background(), Page{Source: filepath.Join(src, "notes.md"), Markdown: "![p](pic.png) and ![q](../../etc/passwd)"})
	if err != nil {
		t.Fatal(err)
	}
	_, body, _ := l.Get(context.Background(), e.Path)
	if d := imageDests(body); d[0] != "notes_files/img-001.png" || d[1] != "../../etc/passwd" {
		t.Errorf("images = %q", d)
	}
	if !strings.HasPrefix(e.Path, "local/") {
		t.Errorf("path %q, want under local/", e.Path)
	}
}

func TestSlug(t *testing.T) {
	long := strings.Repeat("日本語のタイトル", 40)
	for in, want := range map[string]string{
		"Hello, World!":   "hello-world",
		"  --  ":          "page",
		"CON":             "con-page",
		"..":              "page",
		"Ünïcödé Straße":  "ünïcödé-straße",
		"a/../../b\\c:d*": "a-b-c-d",
		"evil\x00name":    "evil-name",
		"txt.\u202eexe":   "txt-exe",
		"COM1.txt":        "com1-txt",
	} {
		if got := Slug(in); got != want {
			t.Errorf("Slug(%q) = %q, want %q", in, got, want)
		}
	}
	if got := Slug(long); len(got) > maxSlugBytes || !strings.HasPrefix(long, got) {
		t.Errorf("Slug(long CJK) = %d bytes %q", len(got), got)
	}
	if got := SiteFolder("https://www.Example.com:8080/x"); got != "example.com" {
		t.Errorf("SiteFolder = %q", got)
	}
}

func TestValidRel(t *testing.T) {
	for _, bad := range []string{"", "../x.md", "/etc/x.md", "a/../../x.md", ".folio/index.db", "a/./b.md", "x.txt"} {
		if validRel(bad) == nil {
			t.Errorf("validRel(%q) accepted", bad)
		}
	}
	if err := validRel("ex.com/a.md"); err != nil {
		t.Error(err)
	}
}

func TestClockUsed(t *testing.T) {
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	l := openTest(t, t.TempDir(), withClock(func() time.Time { return at }))
	e, err := l.Save(context.Background(), Page{Source: "https://ex.com/a", Markdown: "x"})
	if err != nil || !e.Saved.Equal(at) {
		t.Errorf("saved %v (%v), want %v", e.Saved, err, at)
	}
}

// httpGetter is a plain Getter over client for the tests (the reader and
// the command pass ones over package fetch).
func httpGetter(client *http.Client) Getter {
	return func(ctx context.Context, url string, limit int64) ([]byte, string, error) {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		resp, err := client.Do(req)
		if err != nil {
			return nil, "", err
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return nil, "", fmt.Errorf("%s: %s", url, resp.Status)
		}
		data, err := io.ReadAll(io.LimitReader(resp.Body, limit))
		return data, resp.Header.Get("Content-Type"), err
	}
}
