package extractor

import (
	"errors"
	"strings"
	"testing"
)

func TestParseProfile(t *testing.T) {
	for _, p := range Profiles {
		if got, err := ParseProfile(" " + strings.ToUpper(string(p)) + " "); err != nil || got != p {
			t.Errorf("ParseProfile(%q) = %q, %v", p, got, err)
		}
		if _, ok := profiles[p]; !ok {
			t.Errorf("profile %q has no row in the table", p)
		}
	}
	if len(profiles) != len(Profiles) {
		t.Errorf("the table has %d rows for %d profiles", len(profiles), len(Profiles))
	}
	_, err := ParseProfile("everything")
	if !errors.Is(err, ErrBadOption) || !strings.Contains(err.Error(), "main, rag, nav, all, debug") {
		t.Errorf("ParseProfile(everything) error = %v", err)
	}
	if _, err := Extract([]byte("<p>x"), WithProfile("MAIN")); !errors.Is(err, ErrBadOption) {
		t.Errorf("WithProfile takes the exact name; got %v", err)
	}
}

// TestProfileAllSkipsClassification: the whole-body profile converts
// <body> as it is, without classifying, pruning or running rules.
func TestProfileAllSkipsClassification(t *testing.T) {
	page := `<html><body><nav><a href="/">Home</a></nav><div class="share">Share this</div>
<article><p>The article text.</p></article><footer>Copyright</footer></body></html>`
	res, err := Extract([]byte(page), WithProfile(ProfileAll), WithURL("https://example.com/"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"[Home](https://example.com/)", "Share this", "The article text.", "Copyright"} {
		if !strings.Contains(res.Markdown, s) {
			t.Errorf("markdown lacks %q:\n%s", s, res.Markdown)
		}
	}
	if res.Timings.Classify != 0 || len(res.Blocks) != 0 || len(res.Rules) != 0 || res.Source != SourceDOM {
		t.Errorf("classify %v, blocks %v, rules %v, source %q", res.Timings.Classify, res.Blocks, res.Rules, res.Source)
	}
}

// TestRolesFollowTheTable: Roles reads the table.
func TestRolesFollowTheTable(t *testing.T) {
	if r := Roles(ProfileMain); len(r) != 1 || r[0] != "main" {
		t.Errorf("Roles(main) = %v", r)
	}
	if Roles(ProfileAll) != nil || Roles(ProfileDebug) != nil {
		t.Errorf("all and debug select no role: %v %v", Roles(ProfileAll), Roles(ProfileDebug))
	}
}

// TestDebugNamesPruneRule: the debug profile and the JSON blocks name the
// prune rule that cut a block from the content, so a cut can be traced.
func TestDebugNamesPruneRule(t *testing.T) {
	page := `<html><body><article><h1>Rivers</h1>` +
		`<p>The river's delta has been sinking faster than the sea has been rising, and the towns along it have moved twice.</p>` +
		`<p>Photo: Getty Images</p>` +
		`<p>Then the survey went on for years, measuring the banks every spring and every autumn, and the crews wrote down what the water had taken.</p>` +
		`</article></body></html>`
	res, err := Extract([]byte(page), WithProfile(ProfileDebug), WithURL("https://example.com/rivers"))
	if err != nil {
		t.Fatal(err)
	}
	ruled := 0
	for _, b := range res.Blocks {
		if b.Rule != "" {
			ruled++
			if !strings.Contains(res.Markdown, "path="+b.Path+" rule="+b.Rule+" -->") {
				t.Errorf("the debug Markdown does not name rule %q of %s:\n%s", b.Rule, b.Path, res.Markdown)
			}
		}
	}
	if ruled == 0 {
		t.Errorf("no block names a prune rule: %+v\n%s", res.Blocks, res.Markdown)
	}
}
