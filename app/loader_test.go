package app

import (
	"context"
	"errors"
	"net"
	"strings"
	"testing"
	"time"

	"folio/extractor"
	"folio/fetch"
)

func TestLoadWeb(t *testing.T) {
	srv := newServer(t)
	cases := []struct {
		path     string
		mode     Mode
		title    string
		contains string
		excludes string
	}{
		{"/doc.md", ModeServerMarkdown, "From Frontmatter", "# Heading", "title: From"},
		{"/plain.md", ModeServerMarkdown, "Served as text", "*Markdown*", ""},
		{"/octet.md", ModeServerMarkdown, "Octet Markdown", "# Octet Markdown", ""},
		{"/article", ModeConverted, "Rivers of Europe", "Danube", "<p>"},
		{"/html-as-text", ModeConverted, "Rivers of Europe", "Danube", "<p>"},
		{"/notype", ModeConverted, "Rivers of Europe", "Danube", "<p>"},
		{"/notes.txt", ModePlainText, "notes.txt", "````\nline one", ""},
		{"/data.json", ModePlainText, "data.json", "```json", ""},
		{"/shell", ModeNeedsJS, "Shop", "Next.js", ""},
		{"/redirect", ModeServerMarkdown, "From Frontmatter", "# Heading", ""},
		{"/gzip", ModeServerMarkdown, "Compressed", "It arrived gzipped.", ""},
	}
	l := NewLoader()
	for _, c := range cases {
		t.Run(strings.Trim(c.path, "/"), func(t *testing.T) {
			doc, err := l.Load(context.Background(), srv.URL+c.path)
			if err != nil {
				t.Fatal(err)
			}
			if doc.Mode != c.mode {
				t.Errorf("mode = %s, want %s", doc.Mode, c.mode)
			}
			if doc.Title != c.title {
				t.Errorf("title = %q, want %q", doc.Title, c.title)
			}
			if !strings.Contains(doc.Markdown, c.contains) {
				t.Errorf("markdown lacks %q:\n%s", c.contains, doc.Markdown)
			}
			if c.excludes != "" && strings.Contains(doc.Markdown, c.excludes) {
				t.Errorf("markdown has %q:\n%s", c.excludes, doc.Markdown)
			}
			if doc.URL == nil || doc.Source != srv.URL+c.path || len(doc.Raw) == 0 || doc.Fetched.IsZero() {
				t.Errorf("doc fields: URL %v Source %q raw %d fetched %v", doc.URL, doc.Source, len(doc.Raw), doc.Fetched)
			}
		})
	}
}

func TestLoadFollowsRedirectToFinalURL(t *testing.T) {
	srv := newServer(t)
	doc, err := NewLoader().Load(context.Background(), srv.URL+"/redirect")
	if err != nil {
		t.Fatal(err)
	}
	if doc.URL.Path != "/doc.md" {
		t.Errorf("URL = %s, want the redirect's target", doc.URL)
	}
}

func TestLoadSendsHeaders(t *testing.T) {
	srv := newServer(t)
	doc, err := NewLoader().Load(context.Background(), srv.URL+"/headers")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(doc.Markdown, fetch.AcceptMarkdown) {
		t.Errorf("Accept not sent: %s", doc.Markdown)
	}
	if !strings.Contains(doc.Markdown, "Folio/") {
		t.Errorf("User-Agent does not name Folio: %s", doc.Markdown)
	}
}

func TestLoadErrors(t *testing.T) {
	srv := newServer(t)
	closed := closedPort(t)
	cases := []struct {
		name      string
		target    string
		opts      []LoaderOption
		kind      ErrorKind
		status    int
		retryable bool
	}{
		{"404", srv.URL + "/missing", nil, KindHTTPStatus, 404, false},
		{"500", srv.URL + "/broken", nil, KindHTTPStatus, 500, true},
		{"loop", srv.URL + "/loop", nil, KindRedirects, 0, false},
		{"chain", srv.URL + "/chain/0", []LoaderOption{WithMaxRedirects(3)}, KindRedirects, 0, false},
		{"timeout", srv.URL + "/slow", []LoaderOption{WithTimeout(200 * time.Millisecond)}, KindTimeout, 0, true},
		{"stall", srv.URL + "/stall", []LoaderOption{WithTimeout(200 * time.Millisecond)}, KindTimeout, 0, true},
		{"declared-huge", srv.URL + "/declared-huge", nil, KindTooLarge, 0, false},
		{"huge", srv.URL + "/huge", []LoaderOption{WithMaxBody(1 << 20)}, KindTooLarge, 0, false},
		{"gzip-bomb", srv.URL + "/gzip-bomb", []LoaderOption{WithMaxBody(1 << 20)}, KindTooLarge, 0, false},
		{"image", srv.URL + "/image.png", nil, KindUnsupported, 0, false},
		{"dns", "http://nonexistent.invalid/", nil, KindDNS, 0, true},
		{"refused", "http://" + closed + "/", nil, KindRefused, 0, true},
		{"scheme", "ftp://example.com/file", nil, KindUnsupported, 0, false},
		{"empty", "  ", nil, KindBadTarget, 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			doc, err := NewLoader(c.opts...).Load(context.Background(), c.target)
			var le *LoadError
			if !errors.As(err, &le) {
				t.Fatalf("err = %v (doc %v), want a *LoadError", err, doc)
			}
			if le.Kind != c.kind || le.Status != c.status {
				t.Errorf("kind %s status %d, want %s %d (%v)", le.Kind, le.Status, c.kind, c.status, err)
			}
			if le.Retryable() != c.retryable {
				t.Errorf("Retryable = %v, want %v", le.Retryable(), c.retryable)
			}
			if msg := le.Error(); !strings.HasSuffix(msg, ".") || len(msg) < 20 {
				t.Errorf("message is not a sentence: %q", msg)
			}
			if time.Since(start) > 5*time.Second {
				t.Errorf("took %v", time.Since(start))
			}
		})
	}
}

func TestLoadCancel(t *testing.T) {
	srv := newServer(t)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	start := time.Now()
	_, err := NewLoader().Load(ctx, srv.URL+"/slow")
	if KindOf(err) != KindCanceled {
		t.Fatalf("err = %v, want KindCanceled", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("cancel took %v", d)
	}
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err does not match context.Canceled: %v", err)
	}
}

func TestLoadConcurrent(t *testing.T) {
	srv := newServer(t)
	l := NewLoader()
	errs := make(chan error, 20)
	for i := 0; i < 20; i++ {
		path := []string{"/doc.md", "/article", "/shell", "/notes.txt"}[i%4]
		go func() {
			_, err := l.Load(context.Background(), srv.URL+path)
			errs <- err
		}()
	}
	for i := 0; i < 20; i++ {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

// closedPort returns a local address where nothing listens.
func closedPort(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

func TestWithExtractorOptions(t *testing.T) {
	srv := newServer(t)
	// ProfileNav keeps navigation only: the article text must go.
	l := NewLoader(WithExtractorOptions(extractor.WithProfile(extractor.ProfileNav)))
	doc, err := l.Load(context.Background(), srv.URL+"/article")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(doc.Markdown, "Danube flows") {
		t.Errorf("extractor option ignored:\n%s", doc.Markdown)
	}
	if doc.Extraction <= 0 {
		t.Error("Extraction time not recorded")
	}
}

func TestHeadlines(t *testing.T) {
	for k := KindUnknown; k <= KindUnsupported; k++ {
		e := &LoadError{Kind: k, Target: "x", Status: 404}
		if e.Headline() == "" || k.String() == "" || strings.HasPrefix(k.String(), "kind(") {
			t.Errorf("kind %d: headline %q name %q", k, e.Headline(), k.String())
		}
	}
	if h := (&LoadError{Kind: KindHTTPStatus, Status: 503}).Headline(); h != "Server error (503)" {
		t.Errorf("503 headline %q", h)
	}
}
