package markdown_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/JohannesKaufmann/html-to-markdown/v2/converter"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/base"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/commonmark"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/strikethrough"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/table"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	gmhtml "github.com/yuin/goldmark/renderer/html"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/markdown"
	"folio/internal/corpus"
)

// The overall round-trip pass rates the walker must keep, with
// Options.KeepHTML (lossless) and without (reader mode, which drops scripts,
// comments and markup GFM cannot express, and writes emphasis as it shows:
// nested same-style emphasis once, so reader mode compares normalizeShown);
// each sits just under the measured rate so that a regression fails.
const (
	specFloor   = 0.959
	readerFloor = 0.89
)

type specExample struct {
	Example  int    `json:"example"`
	Section  string `json:"section"`
	Markdown string `json:"markdown"`
	HTML     string `json:"html"`
}

// corpusDir finds ../shared/corpus next to the module root, or skips.
func corpusDir(t testing.TB) string {
	t.Helper()
	return corpus.Require(t, ".")
}

func loadSpec(t testing.TB) map[string][]specExample {
	root := corpusDir(t)
	out := map[string][]specExample{}
	for _, name := range []string{"spec.json", "gfm-spec.json"} {
		data, err := os.ReadFile(filepath.Join(root, "commonmark", name))
		if err != nil {
			t.Skipf("spec corpus not available: %v", err)
		}
		var ex []specExample
		if err := json.Unmarshal(data, &ex); err != nil {
			t.Fatal(err)
		}
		out[name] = ex
	}
	return out
}

var gm = goldmark.New(goldmark.WithExtensions(extension.GFM), goldmark.WithRendererOptions(gmhtml.WithUnsafe()))

func gmRender(md string) string {
	var b bytes.Buffer
	if err := gm.Convert([]byte(md), &b); err != nil {
		return "error: " + err.Error()
	}
	return b.String()
}

var peer = converter.NewConverter(converter.WithPlugins(base.NewBasePlugin(), commonmark.NewCommonmarkPlugin(),
	table.NewTablePlugin(), strikethrough.NewStrikethroughPlugin()))

func ours(h string) string { return convert(h, false) }

func oursKeep(h string) string { return convert(h, true) }

func convert(h string, keep bool) string {
	nodes, err := html.ParseFragment(strings.NewReader(h), &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body})
	if err != nil {
		return ""
	}
	md, _ := markdown.Render(nodes, markdown.Options{KeepHTML: keep})
	return md
}

func theirs(h string) string {
	md, err := peer.ConvertString(h)
	if err != nil {
		return ""
	}
	return md
}

type tally struct{ total, ours, keep, peer int }

// TestSpecRoundTrip converts the HTML of every CommonMark and GFM spec
// example to Markdown, renders it back with goldmark and compares the
// normalised HTML. Only the examples goldmark itself renders to the spec's
// HTML count: the others measure goldmark, not the walker.
func TestSpecRoundTrip(t *testing.T) {
	specs := loadSpec(t)
	sections := map[string]*tally{}
	var all tally
	var failures []string
	for _, name := range []string{"spec.json", "gfm-spec.json"} {
		for _, ex := range specs[name] {
			want := normalize(ex.HTML)
			if normalize(gmRender(ex.Markdown)) != want {
				continue
			}
			s := sections[ex.Section]
			if s == nil {
				s = &tally{}
				sections[ex.Section] = s
			}
			s.total++
			all.total++
			if normalizeShown(gmRender(ours(ex.HTML))) == normalizeShown(ex.HTML) {
				s.ours++
				all.ours++
			}
			md := oursKeep(ex.HTML)
			if normalize(gmRender(md)) == want {
				s.keep++
				all.keep++
			} else {
				failures = append(failures, fmt.Sprintf("%s #%d %s\nhtml: %q\nmd:   %q\ngot:  %q", name, ex.Example, ex.Section, ex.HTML, md, gmRender(md)))
			}
			if normalize(gmRender(theirs(ex.HTML))) == want {
				s.peer++
				all.peer++
			}
		}
	}
	logTable(t, sections, all)
	if testing.Verbose() && os.Getenv("SPEC_FAILURES") != "" {
		for _, f := range failures {
			t.Log(f)
		}
	}
	if rate := float64(all.keep) / float64(all.total); rate < specFloor {
		t.Errorf("KeepHTML round-trip pass rate %.1f%% is under the floor %.1f%%", 100*rate, 100*specFloor)
	}
	if rate := float64(all.ours) / float64(all.total); rate < readerFloor {
		t.Errorf("reader-mode round-trip pass rate %.1f%% is under the floor %.1f%%", 100*rate, 100*readerFloor)
	}
}

func logTable(t *testing.T, sections map[string]*tally, all tally) {
	names := make([]string, 0, len(sections))
	for n := range sections {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	fmt.Fprintf(&b, "\n%-40s %6s %6s %6s %6s\n", "section", "count", "reader", "keep", "peer")
	for _, n := range names {
		s := sections[n]
		fmt.Fprintf(&b, "%-40s %6d %6d %6d %6d\n", n, s.total, s.ours, s.keep, s.peer)
	}
	pct := func(n int) float64 { return 100 * float64(n) / float64(all.total) }
	fmt.Fprintf(&b, "%-40s %6d %5.1f%% %5.1f%% %5.1f%%\n", "overall", all.total, pct(all.ours), pct(all.keep), pct(all.peer))
	t.Log(b.String())
}
