package diagram

import (
	"strings"
	"testing"
)

func TestParseState(t *testing.T) {
	sc, err := parseState(`stateDiagram-v2
    direction LR
    [*] --> Idle
    state "Waiting for input" as Idle
    Idle --> Busy : start
    state Busy {
        [*] --> Working
        Working --> [*]
    }
    state pick <<choice>>
    Busy --> pick
    pick --> [*]
    note right of Idle : calm
    Idle : description`)
	if err != nil {
		t.Fatal(err)
	}
	if sc.dir != "LR" {
		t.Errorf("direction %q", sc.dir)
	}
	if s := sc.states["Idle"]; s.label != "Waiting for input" || len(s.desc) != 1 || s.desc[0] != "description" {
		t.Errorf("Idle = %+v", s)
	}
	if s := sc.states["Busy"]; s.inner == nil || len(s.inner.states) != 3 {
		t.Errorf("Busy should be composite with start, Working and end: %+v", s)
	}
	if sc.states["pick"].kind != "choice" {
		t.Errorf("pick is %q", sc.states["pick"].kind)
	}
	// Each scope has its own start and end.
	if sc.states["root/[*]start"] == nil || sc.states["Busy/[*]start"] == nil || sc.states["Busy/[*]end"] == nil {
		t.Error("missing scoped pseudo-states")
	}
	var labels []string
	for _, tr := range sc.transitions {
		labels = append(labels, tr.from+">"+tr.to+":"+tr.label)
	}
	if got := strings.Join(labels, " "); !strings.Contains(got, "Idle>Busy:start") || !strings.Contains(got, "pick>root/[*]end:") {
		t.Errorf("transitions %s", got)
	}
	if len(sc.notes) != 1 || sc.notes[0].text != "calm" || sc.notes[0].side != "right" {
		t.Errorf("notes %+v", sc.notes)
	}
	dot := sc.graph(Light).dot(Light)
	for _, want := range []string{"subgraph cluster_", `"Idle" -> "note 0"`, "rank=same", "shape=diamond"} {
		if !strings.Contains(dot, want) {
			t.Errorf("dot lacks %q:\n%s", want, dot)
		}
	}
}

func TestParseStateRegions(t *testing.T) {
	sc, err := parseState("stateDiagram\nstate A {\n[*] --> x\n--\n[*] --> y\n}")
	if err != nil {
		t.Fatal(err)
	}
	a := sc.states["A"].inner
	if len(a.regions) != 2 || len(a.regions[0].states) != 2 || len(a.regions[1].states) != 2 {
		t.Fatalf("regions of A: %+v", a.regions)
	}
}

func TestBadStates(t *testing.T) {
	for _, src := range []string{
		"stateDiagram-v2\n}",
		"stateDiagram-v2\nstate x <<bogus>>",
		"stateDiagram-v2\n --> B",
		"stateDiagram-v2\nnote over x",
		"stateDiagram-v2\nnot a state",
	} {
		if _, err := parseState(src); err == nil {
			t.Errorf("%q parsed", src)
		}
	}
}
