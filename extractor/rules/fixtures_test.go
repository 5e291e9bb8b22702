package rules

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
	"folio/extractor/internal/htmltest"
)

// fixture is the expectation file next to each testdata/fixtures/*.html.
type fixture struct {
	Host    string            `yaml:"host"`
	Fires   []string          `yaml:"fires"`
	Present []string          `yaml:"present"` // text that stays in the body
	Absent  []string          `yaml:"absent"`  // text the rules remove
	Root    []string          `yaml:"root"`    // text the re-rooted content holds
	Once    []string          `yaml:"once"`    // text that must appear exactly once
	Meta    map[string]string `yaml:"meta"`
}

func render(t testing.TB, n *html.Node) string {
	var b bytes.Buffer
	if err := html.Render(&b, n); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func loadFixtures(t *testing.T) map[string]fixture {
	files, err := filepath.Glob("testdata/fixtures/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatal("no fixtures", err)
	}
	out := map[string]fixture{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var fx fixture
		if err := yaml.Unmarshal(data, &fx); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[strings.TrimSuffix(filepath.Base(f), ".yaml")] = fx
	}
	return out
}

func TestFixtures(t *testing.T) {
	set := Default()
	for name, fx := range loadFixtures(t) {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata/fixtures", name+".html"))
			if err != nil {
				t.Fatal(err)
			}
			doc := htmltest.Parse(t, data)
			a := set.Apply(doc, fx.Host, Before)
			a.Merge(set.Apply(doc, fx.Host, After))
			for _, id := range fx.Fires {
				if !slices.Contains(a.Fired, id) {
					t.Errorf("rule %s did not fire (fired: %v)", id, a.Fired)
				}
			}
			checkText(t, doc, a, fx)
			for k, v := range fx.Meta {
				if a.Meta[k] != v {
					t.Errorf("meta %s = %q, want %q", k, a.Meta[k], v)
				}
			}
			before := render(t, doc)
			again := set.Apply(doc, fx.Host, Before)
			again.Merge(set.Apply(doc, fx.Host, After))
			if after := render(t, doc); after != before {
				t.Errorf("not idempotent: the second application changed the page")
			}
		})
	}
}

func checkText(t *testing.T, doc *html.Node, a Applied, fx fixture) {
	t.Helper()
	text := dom.Text(doc, nil)
	if len(fx.Root) > 0 {
		if len(a.Root) == 0 {
			t.Fatalf("no root chosen")
		}
		var b strings.Builder
		for _, r := range a.Root {
			b.WriteString(dom.Text(r, nil) + " ")
		}
		text = b.String()
		for _, s := range fx.Root {
			if !strings.Contains(text, s) {
				t.Errorf("root lacks %q", s)
			}
		}
	}
	for _, s := range fx.Present {
		if !strings.Contains(text, s) {
			t.Errorf("content lost %q", s)
		}
	}
	for _, s := range fx.Absent {
		if strings.Contains(text, s) {
			t.Errorf("content still has %q", s)
		}
	}
	for _, s := range fx.Once {
		if n := strings.Count(text, s); n != 1 {
			t.Errorf("%q appears %d times, want once", s, n)
		}
	}
}

// TestEveryRuleHasAFixture keeps the promise of issue 6: each platform rule
// ships with a fixture page on which it fires.
func TestEveryRuleHasAFixture(t *testing.T) {
	covered := map[string]bool{}
	for _, fx := range loadFixtures(t) {
		for _, id := range fx.Fires {
			covered[id] = true
		}
	}
	rs := Default().Rules()
	if len(rs) < 15 {
		t.Errorf("default set has %d rules, want at least 15", len(rs))
	}
	for _, r := range rs {
		if !covered[r.ID] {
			t.Errorf("rule %s has no fixture", r.ID)
		}
		if r.Description == "" {
			t.Errorf("rule %s has no description", r.ID)
		}
	}
}

// TestRulesDoNotFireElsewhere checks that a rule fires only on its own
// platform's fixtures: triggers are specific.
func TestRulesDoNotFireElsewhere(t *testing.T) {
	set := Default()
	for name, fx := range loadFixtures(t) {
		data, _ := os.ReadFile(filepath.Join("testdata/fixtures", name+".html"))
		a := set.Apply(htmltest.Parse(t, data), fx.Host, Before)
		a.Merge(set.Apply(htmltest.Parse(t, data), fx.Host, After))
		for _, id := range a.Fired {
			if !slices.Contains(fx.Fires, id) {
				t.Errorf("%s: rule %s fired unexpectedly", name, id)
			}
		}
	}
}
