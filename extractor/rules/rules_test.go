package rules

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/htmltest"
	"folio/extractor/metadata"
)

func TestParseErrors(t *testing.T) {
	cases := []struct {
		name, src, want string
		line            int
	}{
		{"unknown field", "rules:\n  - id: a\n    trigger: {exists: p}\n    aply: {remove: [p]}\n", "field aply not found", 0},
		{"bad selector", "rules:\n  - id: a\n    trigger: {exists: p}\n    apply: {remove: [p]}\n  - id: b\n    trigger: {exists: 'p[['}\n    apply: {remove: [p]}\n", "bad selector", 5},
		{"no trigger", "rules:\n  - id: a\n    apply: {remove: [p]}\n", "needs a host or a DOM condition", 2},
		{"no action", "rules:\n  - id: a\n    trigger: {exists: p}\n", "does nothing", 2},
		{"bad id", "rules:\n  - id: 'A B'\n    trigger: {exists: p}\n    apply: {remove: [p]}\n", "id \"A B\"", 2},
		{"duplicate id", "rules:\n  - id: a\n    trigger: {exists: p}\n    apply: {remove: [p]}\n  - id: a\n    trigger: {exists: p}\n    apply: {remove: [p]}\n", "duplicate id", 5},
		{"bad stage", "rules:\n  - id: a\n    stage: during\n    trigger: {exists: p}\n    apply: {remove: [p]}\n", "stage", 2},
		{"bad tag", "rules:\n  - id: a\n    trigger: {exists: p}\n    apply: {retag: [{selector: p, tag: blorp}]}\n", "unknown tag", 2},
		{"bad meta key", "rules:\n  - id: a\n    trigger: {exists: p}\n    apply: {meta: {colour: {value: red}}}\n", "unknown field \"colour\"", 2},
		{"meta both", "rules:\n  - id: a\n    trigger: {exists: p}\n    apply: {meta: {title: {value: x, selector: h1}}}\n", "exactly one", 2},
		{"not yaml", "rules: [\n", "", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse([]byte(c.src), "test.yaml")
			if err == nil {
				t.Fatal("no error")
			}
			if !errors.Is(err, ErrInvalid) {
				t.Errorf("error %v does not match ErrInvalid", err)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q lacks %q", err, c.want)
			}
			var e *Error
			if errors.As(err, &e) && c.line > 0 && e.Line != c.line {
				t.Errorf("line %d, want %d", e.Line, c.line)
			}
		})
	}
	if _, err := Parse(make([]byte, MaxFileBytes+1), "big.yaml"); !errors.Is(err, ErrInvalid) {
		t.Errorf("oversized file: %v", err)
	}
}

func TestHostMatching(t *testing.T) {
	rs, err := Parse([]byte("rules:\n  - id: h\n    trigger: {host: {equals: [example.com], ends_with: [medium.com]}}\n    apply: {remove: [p]}\n"), "h.yaml")
	if err != nil {
		t.Fatal(err)
	}
	r := rs[0]
	doc := htmltest.Parse(t, []byte("<p>x</p>"))
	for host, want := range map[string]bool{
		"example.com": true, "www.example.com": true, "EXAMPLE.com:8080": true, "sub.example.com": false,
		"medium.com": true, "x.medium.com": true, "notmedium.com": false, "": false,
	} {
		if got := r.Matches(doc, host); got != want {
			t.Errorf("host %q: %v, want %v", host, got, want)
		}
	}
}

func TestDOMTriggers(t *testing.T) {
	src := "rules:\n  - id: d\n    trigger: {exists: main, all: [p, em], any: [.a, .b]}\n    apply: {remove: [em]}\n"
	rs, err := Parse([]byte(src), "d.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for page, want := range map[string]bool{
		`<main><p class="b"><em>x</em></p></main>`: true,
		`<main><p class="c"><em>x</em></p></main>`: false, // no any
		`<main><p class="a">x</p></main>`:          false, // not all
		`<div><p class="a"><em>x</em></p></div>`:   false, // no exists
	} {
		if got := rs[0].Matches(htmltest.Parse(t, []byte(page)), ""); got != want {
			t.Errorf("%s: %v, want %v", page, got, want)
		}
	}
}

func TestActionsAndStages(t *testing.T) {
	src := `rules:
  - id: all-actions
    trigger: {exists: article}
    apply:
      retag: [{selector: div.code, tag: pre}]
      unwrap: [span.w]
      drop_attributes: [{selector: img, attributes: [style, WIDTH]}]
      include: [aside.keep]
      meta: {author: {selector: .by}, image: {selector: img, attribute: src}}
  - id: late
    stage: after
    trigger: {exists: article}
    apply: {remove: [.late]}
`
	rs, err := Parse([]byte(src), "a.yaml")
	if err != nil {
		t.Fatal(err)
	}
	set := NewSet(rs)
	doc := htmltest.Parse(t, []byte(`<article><span class="by"> Ann  Lee </span><div class="code">x := 1</div><p><span class="w">a <b>b</b></span></p><img src="i.png" style="x" width="3" alt="a"><p class="late">late</p></article><aside class="keep">kept</aside>`))
	a := set.Apply(doc, "", Before)
	got := render(t, doc)
	for _, want := range []string{`<pre class="code">x := 1</pre>`, `<p>a <b>b</b></p>`, `<img src="i.png" alt="a"/>`, `late`} {
		if !strings.Contains(got, want) {
			t.Errorf("after before-stage: %s lacks %s", got, want)
		}
	}
	if a.Meta["author"] != "Ann Lee" || a.Meta["image"] != "i.png" {
		t.Errorf("meta %v", a.Meta)
	}
	if len(a.Include) != 1 || len(a.Fired) != 1 {
		t.Errorf("include %d, fired %v", len(a.Include), a.Fired)
	}
	b := set.Apply(doc, "", After)
	if len(b.Fired) != 1 || b.Fired[0] != "late" || strings.Contains(render(t, doc), "late") {
		t.Errorf("after stage: fired %v", b.Fired)
	}
	var m metadata.Metadata
	a.ApplyMeta(&m)
	if m.Author != "Ann Lee" || m.Image != "i.png" {
		t.Errorf("ApplyMeta: %+v", m)
	}
}

func find(n *html.Node, tag string) *html.Node {
	if n.Type == html.ElementNode && n.Data == tag {
		return n
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if f := find(c, tag); f != nil {
			return f
		}
	}
	return nil
}

func TestSelect(t *testing.T) {
	doc := htmltest.Parse(t, []byte(`<main><article><p>body</p><aside>ad</aside></article><section>extra</section></main>`))
	art, aside, sec := find(doc, "article"), find(doc, "aside"), find(doc, "section")
	skip := func(n *html.Node) bool { return n == aside }
	// Nothing asked: unchanged.
	var a Applied
	if nodes, _ := a.Select(doc, []*html.Node{art}, skip); len(nodes) != 1 || nodes[0] != art {
		t.Errorf("no-op select changed nodes")
	}
	// Include a skipped node and an outside one.
	a = Applied{Include: []*html.Node{aside, sec}}
	nodes, sk := a.Select(doc, []*html.Node{art}, skip)
	if len(nodes) != 2 || nodes[1] != sec || sk(aside) {
		t.Errorf("include: nodes %d, skip(aside) %v", len(nodes), sk(aside))
	}
	// Root replaces; detached nodes go.
	a = Applied{Root: []*html.Node{sec}}
	if nodes, _ = a.Select(doc, []*html.Node{art}, skip); len(nodes) != 1 || nodes[0] != sec {
		t.Errorf("root: %v", nodes)
	}
	art.Parent.RemoveChild(art)
	a = Applied{}
	if nodes, _ = a.Select(doc, []*html.Node{art, sec}, skip); len(nodes) != 1 || nodes[0] != sec {
		t.Errorf("detached node kept: %d nodes", len(nodes))
	}
}

func TestLoadOverrides(t *testing.T) {
	dir := t.TempDir()
	user := "rules:\n  - id: sphinx\n    description: mine\n    trigger: {exists: a.headerlink}\n    apply: {remove: [a.headerlink]}\n  - id: mine\n    description: new\n    trigger: {exists: p}\n    apply: {remove: [.x]}\n"
	if err := os.WriteFile(filepath.Join(dir, "user.yaml"), []byte(user), 0o644); err != nil {
		t.Fatal(err)
	}
	set, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if set.Len() != Default().Len()+1 {
		t.Errorf("Len %d, want %d", set.Len(), Default().Len()+1)
	}
	for _, r := range set.Rules() {
		if r.ID == "sphinx" && r.Description != "mine" {
			t.Error("user rule did not replace the default")
		}
	}
	if last := set.Rules()[set.Len()-1]; last.ID != "mine" {
		t.Errorf("new rule at the end: got %s", last.ID)
	}
	if s, err := Load(filepath.Join(dir, "absent")); err != nil || s != Default() {
		t.Errorf("missing dir: %v", err)
	}
	os.WriteFile(filepath.Join(dir, "broken.yaml"), []byte("rules: [\n"), 0o644)
	if _, err := Load(dir); !errors.Is(err, ErrInvalid) {
		t.Errorf("broken user file: %v", err)
	}
}

func TestNilSet(t *testing.T) {
	var s *Set
	if a := s.Apply(htmltest.Parse(t, []byte("<p>x")), "h", Before); len(a.Fired) != 0 || s.Len() != 0 {
		t.Error("nil set fired")
	}
}

// TestRemoveSparesMain: a remove selector that also matches a wrapper of
// the whole page (a theme's class on its canvas) leaves the wrapper that
// holds the main landmark, and still removes the chrome box it names.
func TestRemoveSparesMain(t *testing.T) {
	src := `rules:
  - id: bar
    trigger: {exists: .bar}
    apply: {remove: [.bar]}
`
	rs, err := Parse([]byte(src), "a.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ page, gone, kept string }{
		{`<div class="bar">Sale today</div><div class="bar canvas"><main><p>The story</p></main></div>`, "Sale today", "The story"},
		{`<div class="bar">Sale today</div><div class="bar canvas"><div role="main"><p>The story</p></div></div>`, "Sale today", "The story"},
	} {
		doc := htmltest.Parse(t, []byte(c.page))
		NewSet(rs).Apply(doc, "", Before)
		got := render(t, doc)
		if strings.Contains(got, c.gone) || !strings.Contains(got, c.kept) {
			t.Errorf("%s: after the rule %s", c.page, got)
		}
	}
}
