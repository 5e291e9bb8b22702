package main

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"folio/fetch"
)

// TestRenderSinglePageApp: the fixture app builds its article in the DOM
// from a script; plain fetching sees only the shell, --render the article.
func TestRenderSinglePageApp(t *testing.T) {
	if testing.Short() {
		t.Skip("renders pages in Chromium")
	}
	if _, err := fetch.FindChromium(); errors.Is(err, fetch.ErrNoBrowser) {
		t.Skip("no Chromium on this system")
	}
	srv := httptest.NewServer(http.FileServer(http.Dir("../../fetch/testdata/spa")))
	defer srv.Close()
	code, out, stderr := runCmd(t, "", "--render", "--format", "text", srv.URL+"/index.html")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"The Danube Rises Again", "reinforcing the new wall with sandbags", "back within its banks"} {
		if !strings.Contains(out, want) {
			t.Errorf("rendered output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "Loading") || strings.Contains(out, "About") {
		t.Errorf("rendered output keeps the shell or the navigation:\n%s", out)
	}
	if _, out, _ := runCmd(t, "", "--format", "text", srv.URL+"/index.html"); strings.Contains(out, "sandbags") {
		t.Error("the fixture's article is there without rendering: the test proves nothing")
	}
	code, _, stderr = runCmd(t, "", "--render", "--timeout", "2s", srv.URL+"/never.html")
	if code != exitError || !strings.Contains(stderr, "did not settle within 2s") {
		t.Errorf("a page that never settles: exit %d, %q", code, stderr)
	}
	if code, _, _ := runCmd(t, "", "--render", "page.html"); code != exitUsage {
		t.Errorf("--render with a file: exit %d, want %d", code, exitUsage)
	}
}
