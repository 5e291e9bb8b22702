// Command fixtureserver serves the UI tests' fixture site (package
// uitests/fixtures) on a local address, for the real-window smoke check
// and for trying Folio by hand:
//
//	go run ./uitests/cmd/fixtureserver -addr 127.0.0.1:8765
//	folio http://127.0.0.1:8765/article
//
// With -corpus DIR it also serves the labelled pages of a corpus folder
// (such as ../shared/corpus/wcxb-dev) read in place: /corpus/4427 is
// DIR/4427.html.gz, unzipped. uitests/memory.sh reads long articles so.
//
// It prints the base URL once it listens and serves until killed.
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"path/filepath"
	"strings"

	"folio/internal/corpus"
	"folio/uitests/fixtures"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8765", "address to listen on")
	dir := flag.String("corpus", "", "also serve DIR/ID.html.gz as /corpus/ID")
	flag.Parse()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatalf("fixtureserver: %v", err)
	}
	mux := http.NewServeMux()
	mux.Handle("/", fixtures.Handler())
	if *dir != "" {
		mux.Handle("/corpus/", corpusPages(*dir))
	}
	fmt.Printf("http://%s/\n", ln.Addr())
	log.Fatal(http.Serve(ln, mux))
}

// corpusPages serves /corpus/ID as the page DIR/ID.html.gz, unzipped.
func corpusPages(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := strings.TrimPrefix(r.URL.Path, "/corpus/")
		if id == "" || strings.ContainsAny(id, "/\\.") {
			http.NotFound(w, r)
			return
		}
		page, err := corpus.Read(filepath.Join(dir, id+".html.gz"))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(page)
	})
}
