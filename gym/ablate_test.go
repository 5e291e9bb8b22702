package gym

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"folio/extractor"
	"folio/gym/score"
)

// ablateStory is a short article; helpful, after it, is a line
// boilerplate-line cuts.
const (
	ablateStory = `<p>The survey of the river began in early spring, when the water was still high and cold, and the team counted fish at twelve stations along the lower reach of the valley.</p>
<p>Each station was visited twice a week, and the counts were written down by hand before they were entered into the shared tables that the whole team could read in the evening.</p>
<p>By the end of the summer the counts showed that the number of young trout had doubled since the last survey, which the team put down to the new weirs and the cleaner water.</p>`
	ablateHelpful = `Was this article helpful?`
)

// writeAblatePage writes a WCXB-style page of an article, with or without
// the helpful line, whose truth is the article's text and, with
// truthHelpful, the line.
func writeAblatePage(t *testing.T, dir, id, host string, helpful, truthHelpful bool) {
	t.Helper()
	body := ablateStory
	if helpful {
		body += "<p>" + ablateHelpful + "</p>"
	}
	page := `<!doctype html><html lang="en"><head><title>The river survey</title></head><body><header><nav><a href="/">Home</a> <a href="/news">News</a></nav></header><main><article><h1>The river survey</h1>` +
		body + `</article></main><footer><p>Contact us</p></footer></body></html>`
	truth := strings.NewReplacer("<p>", "", "</p>", "").Replace(ablateStory)
	if truthHelpful {
		truth += "\n" + ablateHelpful
	}
	js, err := json.Marshal(map[string]any{
		"url":          "https://" + host + "/river",
		"ground_truth": map[string]any{"main_content": truth},
		"_internal":    map[string]any{"page_type": map[string]any{"primary": "article"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(dir, id+".json"), string(js))
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(page))
	zw.Close()
	if err := os.WriteFile(filepath.Join(dir, id+".html.gz"), gz.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestAblateAttributes prices the prune rules on three pages of three
// hosts: boilerplate-line cuts the helpful line on two, whose truths
// leave it out on one (the rule gains) and keep it on the other (it
// costs), and nothing on the third. Every rule's figures must equal those
// of scoring the whole corpus again with that rule off: a rule's acts
// recorded against another rule, or a page it changed but did not report,
// shows as a difference.
func TestAblateAttributes(t *testing.T) {
	dir := t.TempDir()
	writeAblatePage(t, dir, "0001", "a.example", true, false)
	writeAblatePage(t, dir, "0002", "b.example", true, true)
	writeAblatePage(t, dir, "0003", "c.example", false, false)
	pages, err := score.LoadPages(score.WCXB, dir)
	if err != nil {
		t.Fatal(err)
	}
	a := Ablate(score.WCXB, pages, nil, 2)
	if len(a.Rules) != len(extractor.PruneRules()) {
		t.Fatalf("%d rules priced, want %d", len(a.Rules), len(extractor.PruneRules()))
	}
	for _, w := range a.Rules {
		full := score.Pages(score.WCXB, pages, score.Options{Jobs: 1, Extract: ExtractWith(extractor.ProfileMain, extractor.WithPruneAblation([]string{w.Rule}, nil))})
		fired := map[string]PageDelta{}
		for _, p := range w.Pages {
			fired[p.ID] = p
		}
		for i, p := range full.Pages {
			want := a.Base.Pages[i].F1
			if d, ok := fired[p.ID]; ok {
				want = d.Without
			}
			if !near(p.F1, want) {
				t.Errorf("%s off: page %s F1 %.6f, the ablation says %.6f (acted: %v)", w.Rule, p.ID, p.F1, want, ok(fired, p.ID))
			}
		}
		if got := full.Overall.F1 - a.Base.Overall.F1; !near(got, w.Corpus) || !near(got, w.Mean) {
			t.Errorf("%s: corpus change %.6f, the ablation says %.6f (mean %.6f)", w.Rule, got, w.Corpus, w.Mean)
		}
	}
	var line RuleWorth
	for _, w := range a.Rules {
		if w.Rule == "boilerplate-line" {
			line = w
		}
	}
	if len(line.Pages) != 2 || line.Pages[0].ID != "0001" || line.Pages[1].ID != "0002" || line.Hosts != 2 {
		t.Fatalf("boilerplate-line acted on %+v, want pages 0001 and 0002", line.Pages)
	}
	if line.Pages[0].Delta() >= 0 || line.Pages[1].Delta() <= 0 || line.Up != 1 || line.Down != 1 || line.HostsUp != 1 || line.HostsDown != 1 {
		t.Errorf("boilerplate-line: %+v, want 0001 to fall and 0002 to rise without it", line)
	}
	if !near(line.TopHost, 1) {
		t.Errorf("boilerplate-line: top host holds %.3f of the gain, want all of it (one host falls)", line.TopHost)
	}
	if rise, fall := line.Extremes(3); len(rise) != 1 || rise[0].ID != "0002" || len(fall) != 1 || fall[0].ID != "0001" {
		t.Errorf("extremes: rise %+v, fall %+v", rise, fall)
	}
}

func ok(m map[string]PageDelta, id string) bool { _, in := m[id]; return in }
