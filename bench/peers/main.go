// Command peers times Folio's extractor beside go-trafilatura and readeck's
// go-readability over the same pages, in one run, so that the ratios are
// comparable on a noisy machine. It is a separate module so that the peers
// never become dependencies of Folio itself.
//
//	cd bench/peers && go run . ../../../shared/corpus/wcxb-dev
package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	readability "codeberg.org/readeck/go-readability"
	trafilatura "github.com/markusmobius/go-trafilatura"
	"golang.org/x/net/html"

	"folio/extractor"
)

type system struct {
	name string
	run  func(data []byte)
}

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: peers DIR...")
		os.Exit(2)
	}
	pages, err := load(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "peers:", err)
		os.Exit(1)
	}
	parser := readability.NewParser()
	base, _ := url.Parse("https://example.com/")
	systems := []system{
		{"parse alone (x/net/html)", func(d []byte) { html.Parse(bytes.NewReader(d)) }},
		{"folio", func(d []byte) { extractor.Extract(d) }},
		{"go-trafilatura", func(d []byte) { trafilatura.Extract(bytes.NewReader(d), trafilatura.Options{}) }},
		{"go-readability (readeck)", func(d []byte) { parser.Parse(bytes.NewReader(d), base) }},
	}
	times := make([][]time.Duration, len(systems))
	for i := range times {
		times[i] = make([]time.Duration, len(pages))
	}
	// Interleave systems page by page so that machine noise hits all alike.
	for p, data := range pages {
		for s, sys := range systems {
			start := time.Now()
			sys.run(data)
			times[s][p] = time.Since(start)
		}
	}
	fmt.Printf("%d pages\n%-26s %10s %10s %10s\n", len(pages), "system", "p50", "p90", "p99")
	for s, sys := range systems {
		t := times[s]
		sort.Slice(t, func(i, j int) bool { return t[i] < t[j] })
		fmt.Printf("%-26s %10v %10v %10v\n", sys.name, pct(t, 50), pct(t, 90), pct(t, 99))
	}
}

func pct(sorted []time.Duration, p int) time.Duration {
	i := (len(sorted)*p+99)/100 - 1
	return sorted[max(0, min(len(sorted)-1, i))].Round(10 * time.Microsecond)
}

func load(dirs []string) ([][]byte, error) {
	var pages [][]byte
	for _, dir := range dirs {
		paths, _ := filepath.Glob(filepath.Join(dir, "*.html*"))
		for _, p := range paths {
			if strings.Contains(p, ".expected.") {
				continue
			}
			data, err := read(p)
			if err != nil {
				return nil, err
			}
			pages = append(pages, data)
		}
	}
	return pages, nil
}

func read(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		zr, err := gzip.NewReader(f)
		if err != nil {
			return nil, err
		}
		r = zr
	}
	return io.ReadAll(r)
}
