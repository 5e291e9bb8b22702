package gym

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"

	"folio/gym/score"
)

var update = flag.Bool("update", false, "rewrite gym/testdata/baseline.jsonl from the current extractor")

const (
	projectCorpus   = "testdata/corpus"
	projectBaseline = "testdata/baseline.jsonl"
)

// TestGate is the gate CI runs: the project corpus must not fall by more
// than DefaultMaxDrop on any page against the committed baseline. After an
// intended change, regenerate the baseline with
//
//	go test -tags ci ./gym -run TestGate -update
//
// and commit it with the change, so the diff shows what moved.
func TestGate(t *testing.T) {
	rs, err := Run([]string{projectCorpus}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		for i := range rs {
			rs[i].Millis = 0 // timings would make every regeneration a diff
		}
		if err := WriteResultsFile(projectBaseline, rs); err != nil {
			t.Fatal(err)
		}
		return
	}
	base, err := ReadResultsFile(projectBaseline)
	if err != nil {
		t.Fatal(err)
	}
	inBase := map[string]bool{}
	for _, b := range base {
		inBase[b.Key] = true
	}
	for _, r := range rs {
		if !inBase[r.Key] {
			t.Errorf("%s is not in %s: regenerate it with -update", r.Key, projectBaseline)
		}
	}
	for _, d := range Gate(base, rs, DefaultMaxDrop) {
		t.Errorf("regression: %s", d)
	}
	for _, d := range Compare(base, rs) {
		if d.Change() > 0 {
			t.Logf("improved: %s (regenerate the baseline with -update to keep it)", d)
		}
	}
}

func TestGateDetectsDrop(t *testing.T) {
	base := []Result{{Key: "c/a", Score: 0.9, Word: &score.PRF{F1: 0.8}}, {Key: "c/b", Score: 1}, {Key: "c/gone", Score: 1}}
	cur := []Result{{Key: "c/a", Score: 0.89, Word: &score.PRF{F1: 0.7}}, {Key: "c/b", Score: 0.97}, {Key: "c/new", Score: 0}}
	got := Gate(base, cur, 0.02)
	if len(got) != 2 || got[0].Key != "c/a" || got[0].Metric != "word_f1" || got[1].Key != "c/b" {
		t.Fatalf("Gate = %v", got)
	}
	if len(Gate(base, cur, 0.2)) != 0 {
		t.Fatal("a drop within the allowance must pass")
	}
}

// TestRunCommandGate runs the gate through the command line, as CI would:
// a baseline with one page raised above what the extractor reaches makes
// the run exit 1 and name the page.
func TestRunCommandGate(t *testing.T) {
	base, err := ReadResultsFile(projectBaseline)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var out, errb bytes.Buffer
	if code := Command([]string{"run", projectCorpus, "--baseline", projectBaseline, "--out", dir + "/r.jsonl"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d against the committed baseline:\n%s%s", code, out.String(), errb.String())
	}
	if !strings.Contains(out.String(), "gate: pass") || !strings.Contains(out.String(), "gym: pages=") {
		t.Fatalf("output:\n%s", out.String())
	}
	base[0].Score += 0.5
	if err := WriteResultsFile(dir+"/high.jsonl", base); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if code := Command([]string{"run", projectCorpus, "--baseline", dir + "/high.jsonl"}, &out, &errb); code != 1 {
		t.Fatalf("exit %d, want 1:\n%s", code, out.String())
	}
	if !strings.Contains(out.String(), "gate: FAIL") || !strings.Contains(out.String(), base[0].Key+" score") {
		t.Fatalf("output:\n%s", out.String())
	}
	if _, err := os.Stat(dir + "/r.jsonl"); err != nil {
		t.Fatal(err)
	}
}
