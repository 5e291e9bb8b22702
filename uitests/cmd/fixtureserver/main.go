// Command fixtureserver serves the UI tests' fixture site (package
// uitests/fixtures) on a local address, for the real-window smoke check
// and for trying Folio by hand:
//
//	go run ./uitests/cmd/fixtureserver -addr 127.0.0.1:8765
//	folio http://127.0.0.1:8765/article
//
// It prints the base URL once it listens and serves until killed.
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"

	"folio/uitests/fixtures"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8765", "address to listen on")
	flag.Parse()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatalf("fixtureserver: %v", err)
	}
	fmt.Printf("http://%s/\n", ln.Addr())
	log.Fatal(http.Serve(ln, fixtures.Handler()))
}
