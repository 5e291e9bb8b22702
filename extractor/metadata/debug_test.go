package metadata

import (
	"net/url"
	"os"
	"path/filepath"
	"testing"
)

// TestDebugPage prints the signals and the result for one corpus page:
// METADATA_PAGE=wcxb-dev/0001 go test -run TestDebugPage -v
func TestDebugPage(t *testing.T) {
	id := os.Getenv("METADATA_PAGE")
	if id == "" {
		t.Skip("set METADATA_PAGE=<corpus>/<id>")
	}
	root := corpusDir(t)
	doc := loadPage(t, filepath.Join(root, id+".html.gz"))
	var j struct{ URL string }
	readJSON(t, filepath.Join(root, id+".json"), &j)
	u, _ := url.Parse(j.URL)
	s := collect(doc)
	t.Logf("title=%q h1=%q", s.title, s.h1)
	for k, v := range s.meta {
		t.Logf("meta %s = %q", k, v)
	}
	t.Logf("itemAuth=%q relAuthor=%q bylines=%q textBylines=%q", s.itemAuth, s.relAuthor, s.bylines, s.textBylines)
	t.Logf("times=%+v", s.times)
	ld := parseJSONLD(s.jsonld)
	for _, e := range ld.entities {
		t.Logf("ld %v rank %d keys %d", ldTypes(e), typeRank(ldTypes(e)), len(e))
	}
	t.Logf("result %+v", Extract(doc, u))
}
