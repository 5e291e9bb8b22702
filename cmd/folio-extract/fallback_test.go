package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// shellPage is a Next.js client-side-rendered shell: no text, its data in
// __NEXT_DATA__ holding no prose.
const shellPage = `<!DOCTYPE html><html><head><title>Shop</title>
<meta name="description" content="The best rugs."></head><body><div id="__next"></div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"id":42}},"page":"/p"}</script>
<script src="/_next/static/chunks/main.js"></script></body></html>`

// embeddedPage carries its article only in JSON-LD.
const embeddedPage = `<html><head><title>Budget news</title>
<script type="application/ld+json">{"@type":"NewsArticle","headline":"Committee approves budget",
"articleBody":"The committee met on Tuesday to review the budget for the coming year. Members agreed to fund the new library wing and to delay the road repairs until spring. The mayor said the decision reflected what residents had asked for at the public hearings held in the town hall over the winter."}</script>
</head><body><div id="app"></div><p>Loading</p><script src="/app.js"></script></body></html>`

// TestShellVerdict: on a client-side-rendered shell the command prints
// nothing, says why on stderr, and its JSON names the source and the
// framework, as the reader's status bar does.
func TestShellVerdict(t *testing.T) {
	code, out, stderr := runCmd(t, shellPage, "--url", "https://shop.example/rug", "-")
	if code != exitOK || out != "" || !strings.Contains(stderr, "built in the browser by Next.js") {
		t.Fatalf("markdown: exit %d, out %q, stderr %q", code, out, stderr)
	}
	code, out, stderr = runCmd(t, shellPage, "--format", "json", "--profile", "rag", "-")
	if code != exitOK {
		t.Fatalf("json: exit %d: %s", code, stderr)
	}
	var doc struct {
		Source, Framework, Markdown string
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Source != "shell" || doc.Framework != "Next.js" || doc.Markdown != "" {
		t.Errorf("json: source %q framework %q markdown %q", doc.Source, doc.Framework, doc.Markdown)
	}
}

// TestEmbeddedContent: a page whose article is in its JSON-LD comes out
// with that article, as the reader shows it.
func TestEmbeddedContent(t *testing.T) {
	code, out, stderr := runCmd(t, embeddedPage, "--format", "json", "-")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var doc struct{ Source, Markdown string }
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Source != "embedded" || !strings.Contains(doc.Markdown, "new library wing") {
		t.Errorf("source %q markdown %q", doc.Source, doc.Markdown)
	}
}

// TestGatewaySource: the gateway names the source and framework in
// headers, whatever the format.
func TestGatewaySource(t *testing.T) {
	srv := httptest.NewServer(newGateway(nil, 1<<20, nil))
	defer srv.Close()
	resp, err := http.Post(srv.URL+"/extract?format=markdown", "text/html", strings.NewReader(shellPage))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if s, f := resp.Header.Get("X-Folio-Source"), resp.Header.Get("X-Folio-Framework"); s != "shell" || f != "Next.js" {
		t.Errorf("X-Folio-Source %q, X-Folio-Framework %q", s, f)
	}
}
