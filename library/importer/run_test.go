package importer

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"folio/fetch"
	"folio/library"
)

// site is a loopback test server with a few pages; it counts requests per
// path and the requests in flight.
type site struct {
	*httptest.Server
	mu       sync.Mutex
	hits     map[string]int
	inFlight atomic.Int32
	maxIn    atomic.Int32
	starts   []time.Time
	hold     time.Duration
}

func newSite(t *testing.T) *site {
	s := &site{hits: map[string]int{}}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.Close)
	return s
}

func (s *site) serve(w http.ResponseWriter, r *http.Request) {
	n := s.inFlight.Add(1)
	defer s.inFlight.Add(-1)
	for m := s.maxIn.Load(); n > m && !s.maxIn.CompareAndSwap(m, n); m = s.maxIn.Load() {
	}
	s.mu.Lock()
	s.hits[r.URL.Path]++
	s.starts = append(s.starts, time.Now())
	s.mu.Unlock()
	time.Sleep(s.hold)
	if r.URL.Path == "/missing" {
		http.NotFound(w, r)
		return
	}
	name := strings.TrimPrefix(r.URL.Path, "/")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, "<html><head><title>Page %s</title></head><body><p>The text of %s, about solar panels.</p></body></html>", name, name)
}

func (s *site) hitsOf(path string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hits[path]
}

// testConvert stands in for the extractor: the <title> and the
// paragraphs.
func testConvert(_ context.Context, body []byte, ctype, pageURL string) (library.Page, error) {
	title := regexp.MustCompile(`(?s)<title>(.*?)</title>`).FindSubmatch(body)
	var md strings.Builder
	for _, p := range regexp.MustCompile(`(?s)<p>(.*?)</p>`).FindAllSubmatch(body, -1) {
		md.WriteString(html.UnescapeString(string(p[1])) + "\n\n")
	}
	for _, img := range regexp.MustCompile(`<img src="([^"]+)"`).FindAllSubmatch(body, -1) {
		md.WriteString("![](" + string(img[1]) + ")\n\n")
	}
	page := library.Page{Source: pageURL, Markdown: md.String()}
	if title != nil {
		page.Title = string(title[1])
	}
	return page, nil
}

// loopbackFetcher is the HTTP fetcher with a guard that lets the tests'
// loopback servers through, as --allow 127.0.0.1 does.
func loopbackFetcher(t *testing.T) fetch.Fetcher {
	g, err := fetch.NewGuard(fetch.Allow("127.0.0.0/8"))
	if err != nil {
		t.Fatal(err)
	}
	return fetch.NewHTTP(fetch.WithGuard(g), fetch.WithTimeout(5*time.Second))
}

// exportFile writes a fixture with HOST replaced by the server's address.
func exportFile(t *testing.T, fixture, host string) string {
	data := strings.ReplaceAll(string(mustRead(t, fixture)), "HOST", host)
	p := filepath.Join(t.TempDir(), filepath.Base(fixture))
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func openLib(t *testing.T) *library.Library {
	lib, err := library.Open(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { lib.Close() })
	return lib
}

func fastOptions(t *testing.T) Options {
	return Options{Fetcher: loopbackFetcher(t), Convert: testConvert, HostDelay: -1}
}

func TestRunPocket(t *testing.T) {
	s := newSite(t)
	src, err := Read(Pocket, exportFile(t, "testdata/pocket.csv", s.Listener.Addr().String()))
	if err != nil {
		t.Fatal(err)
	}
	lib := openLib(t)
	var last Progress
	o := fastOptions(t)
	o.Tags = []string{"from-pocket"}
	o.Progress = func(p Progress) { last = p }
	rep, err := Run(context.Background(), lib, src, o)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Saved != 2 || len(rep.Failed) != 3 || last.Done != 5 || last.Total != 5 {
		t.Fatalf("report %+v, last progress %+v", rep, last)
	}
	reasons := map[string]string{}
	for _, f := range rep.Failed {
		reasons[f.Key] = f.Reason
	}
	if r := reasons["http://"+s.Listener.Addr().String()+"/missing"]; r != "the server answered HTTP 404 Not Found" {
		t.Errorf("404 reason %q", r)
	}
	if reasons["row 6"] != "no URL" || !strings.Contains(reasons["mailto:someone@example.com"], "not a web address") {
		t.Errorf("reasons %q", reasons)
	}
	es, _ := lib.List(context.Background(), library.ListOptions{Sort: library.ByTitle})
	if len(es) != 2 {
		t.Fatalf("library has %d entries", len(es))
	}
	solar := es[0]
	if solar.Title != "Page solar" || !solar.Saved.Equal(time.Unix(1700000000, 0)) || solar.Read ||
		strings.Join(solar.Tags, ",") != "energy,explainers,from-pocket" || solar.Snapshot == "" {
		t.Errorf("solar entry = %+v", solar)
	}
	if !es[1].Read {
		t.Errorf("the archived page is not marked read: %+v", es[1])
	}
}

func TestRunResumes(t *testing.T) {
	s := newSite(t)
	src, err := Read(URLList, exportFile(t, "testdata/urls.txt", s.Listener.Addr().String()))
	if err != nil {
		t.Fatal(err)
	}
	lib := openLib(t)
	ctx, cancel := context.WithCancel(context.Background())
	o := fastOptions(t)
	o.Parallel = 1
	o.Progress = func(p Progress) {
		if p.Saved == 1 {
			cancel() // the first page is in; stop as a kill or a lost connection would
		}
	}
	rep, err := Run(ctx, lib, src, o)
	if err != context.Canceled || rep.Saved != 1 {
		t.Fatalf("first run: %+v, %v", rep, err)
	}
	o.Progress = nil
	rep, err = Run(context.Background(), lib, src, o)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Resumed != 1 || rep.Saved != 1 || len(rep.Failed) != 1 {
		t.Fatalf("second run: %+v", rep)
	}
	if s.hitsOf("/solar") != 1 || s.hitsOf("/untitled") != 1 {
		t.Fatalf("hits %v: a page done in the first run was fetched again", s.hits)
	}
	rep, _ = Run(context.Background(), lib, src, o)
	if rep.Resumed != 2 || rep.Saved != 0 {
		t.Fatalf("third run: %+v", rep)
	}
}

func TestRunSkipsPagesTheLibraryHas(t *testing.T) {
	s := newSite(t)
	host := s.Listener.Addr().String()
	lib := openLib(t)
	if _, err := lib.Save(context.Background(), library.Page{Source: "http://" + host + "/solar", Markdown: "kept by hand"}); err != nil {
		t.Fatal(err)
	}
	src, _ := Read(URLList, exportFile(t, "testdata/urls.txt", host))
	rep, err := Run(context.Background(), lib, src, fastOptions(t))
	if err != nil || rep.Existing != 1 || rep.Saved != 1 || s.hitsOf("/solar") != 0 {
		t.Fatalf("report %+v, %v, hits %v", rep, err, s.hits)
	}
}

func TestRunGuardRefusesLocalAddresses(t *testing.T) {
	s := newSite(t)
	src, _ := Read(URLList, exportFile(t, "testdata/urls.txt", s.Listener.Addr().String()))
	g, _ := fetch.NewGuard()
	o := fastOptions(t)
	o.Fetcher = fetch.NewHTTP(fetch.WithGuard(g))
	rep, err := Run(context.Background(), openLib(t), src, o)
	if err != nil || rep.Saved != 0 || len(rep.Failed) != 3 {
		t.Fatalf("report %+v, %v", rep, err)
	}
	if r := rep.Failed[1].Reason; !strings.Contains(r, "private or local network") || s.hitsOf("/solar") != 0 {
		t.Fatalf("reason %q, hits %v", r, s.hits)
	}
}

func TestRunPolitePerHost(t *testing.T) {
	a, b := newSite(t), newSite(t)
	a.hold, b.hold = 30*time.Millisecond, 30*time.Millisecond
	var list strings.Builder
	for i := 0; i < 6; i++ {
		fmt.Fprintf(&list, "%s/a%d\n%s/b%d\n", a.URL, i, b.URL, i)
	}
	p := filepath.Join(t.TempDir(), "urls.txt")
	os.WriteFile(p, []byte(list.String()), 0o644)
	src, _ := Read(URLList, p)
	o := fastOptions(t)
	o.Parallel, o.PerHost, o.HostDelay = 4, 1, 40*time.Millisecond
	rep, err := Run(context.Background(), openLib(t), src, o)
	if err != nil || rep.Saved != 12 {
		t.Fatalf("report %+v, %v", rep, err)
	}
	for _, s := range []*site{a, b} {
		if m := s.maxIn.Load(); m != 1 {
			t.Errorf("%d requests at once on one host, want 1", m)
		}
		for i := 1; i < len(s.starts); i++ {
			if gap := s.starts[i].Sub(s.starts[i-1]); gap < 60*time.Millisecond {
				t.Errorf("requests %v apart on one host, want the 30 ms answer plus the 40 ms delay", gap)
			}
		}
	}
}

func TestRunOmnivoreUsesKeptContent(t *testing.T) {
	s := newSite(t)
	dir := filepath.Join(t.TempDir(), "omnivore")
	copyTree(t, "testdata/omnivore", dir, s.Listener.Addr().String())
	src, err := Read(Omnivore, dir)
	if err != nil {
		t.Fatal(err)
	}
	lib := openLib(t)
	rep, err := Run(context.Background(), lib, src, fastOptions(t))
	if err != nil || rep.Saved != 2 {
		t.Fatalf("report %+v, %v", rep, err)
	}
	e, ok, _ := lib.Lookup(context.Background(), "https://gone.example/kites")
	if !ok || e.Title != "Kites over the harbour" || !e.Read || e.Author != "Ada Lane" ||
		strings.Join(e.Tags, ",") != "outdoors,weekend" {
		t.Fatalf("kites entry %+v (found %v): the kept content was not used", e, ok)
	}
	_, body, _ := lib.Get(context.Background(), e.Path)
	if !strings.Contains(body, "falcon circled") {
		t.Fatalf("kites body %q", body)
	}
	if s.hitsOf("/solar") != 1 {
		t.Fatalf("the page without kept content was not fetched: %v", s.hits)
	}
}

func TestRunMarkdownFolder(t *testing.T) {
	src, err := Read(Markdown, "testdata/markdown")
	if err != nil {
		t.Fatal(err)
	}
	lib := openLib(t)
	rep, err := Run(context.Background(), lib, src, Options{})
	if err != nil || rep.Saved != 3 {
		t.Fatalf("report %+v, %v", rep, err)
	}
	e, ok, _ := lib.Lookup(context.Background(), mustAbs(t, "testdata/markdown/notes/glacier.md"))
	if !ok || e.Title != "Glacier walk" || strings.Join(e.Tags, ",") != "hiking,ice" {
		t.Fatalf("glacier %+v, %v", e, ok)
	}
	_, body, _ := lib.Get(context.Background(), e.Path)
	img := regexp.MustCompile(`!\[The ice\]\(([^)]+)\)`).FindStringSubmatch(body)
	if img == nil || !strings.Contains(img[1], "_files/") {
		t.Fatalf("the image was not copied beside the entry: %q", body)
	}
	if _, err := os.Stat(filepath.Join(lib.Dir(), filepath.Dir(e.Path), img[1])); err != nil {
		t.Fatalf("image: %v", err)
	}
}

func TestJournalSurvivesATornLine(t *testing.T) {
	dir := t.TempDir()
	j, err := openJournal(dir, URLList, "x")
	if err != nil {
		t.Fatal(err)
	}
	j.add(record{Key: "a", Status: statusSaved})
	j.close()
	f, _ := os.OpenFile(j.path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"key":"b","status":"sa`) // a kill mid-line
	f.Close()
	j, err = openJournal(dir, URLList, "x")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := j.done("a"); !ok {
		t.Error("a is not done")
	}
	if _, ok := j.done("b"); ok {
		t.Error("a torn line counts as done")
	}
	j.add(record{Key: "c", Status: statusSaved})
	j.close()
	j, _ = openJournal(dir, URLList, "x")
	defer j.close()
	if _, ok := j.done("c"); !ok {
		t.Error("the line after a torn one was lost")
	}
}

// copyTree copies a fixture folder, HOST replaced by host.
func copyTree(t *testing.T, from, to, host string) {
	err := filepath.Walk(from, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		dst := filepath.Join(to, rel)
		if info.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		return os.WriteFile(dst, []byte(strings.ReplaceAll(string(mustRead(t, p)), "HOST", host)), 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestRunImagesGoThroughTheGuard(t *testing.T) {
	s := newSite(t)
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "content"), 0o755)
	os.WriteFile(filepath.Join(dir, "metadata_0_to_1.json"), []byte(`[{"slug":"p","url":"https://gone.example/p","title":"P"}]`), 0o644)
	os.WriteFile(filepath.Join(dir, "content", "p.html"), []byte(`<p>Text.</p><img src="`+s.URL+`/secret.png">`), 0o644)
	src, err := Read(Omnivore, dir)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := fetch.NewGuard()
	o := fastOptions(t)
	o.Fetcher = fetch.NewHTTP(fetch.WithGuard(g))
	// The library's own getter is unguarded, as the reader's is: the
	// import must not fall back to it.
	open := func(ctx context.Context, url string, limit int64) ([]byte, string, error) {
		return fetch.Resource(ctx, fetch.NewHTTP(), url, fetch.AcceptImage, limit)
	}
	lib, err := library.Open(context.Background(), t.TempDir(), library.WithGetter(open))
	if err != nil {
		t.Fatal(err)
	}
	defer lib.Close()
	rep, err := Run(context.Background(), lib, src, o)
	if err != nil || rep.Saved != 1 {
		t.Fatalf("report %+v, %v", rep, err)
	}
	if n := s.hitsOf("/secret.png"); n != 0 {
		t.Fatalf("an image on a local address was fetched %d times", n)
	}
}
