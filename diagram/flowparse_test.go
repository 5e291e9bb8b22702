package diagram

import (
	"fmt"
	"strings"
	"testing"
)

func describe(fc *flowchart) string {
	var b strings.Builder
	fmt.Fprintf(&b, "dir=%s\n", fc.dir)
	for _, n := range fc.nodes {
		fmt.Fprintf(&b, "node %s %s %q\n", n.id, n.shape, n.label)
	}
	for _, e := range fc.edges {
		fmt.Fprintf(&b, "edge %s->%s %s %s/%s len%d %q\n", e.from, e.to, e.line, e.tail, e.head, e.length, e.label)
	}
	return b.String()
}

func TestParseFlowchart(t *testing.T) {
	src := `flowchart LR
    %% a comment
    A[Hard edge] -->|Link text| B(Round edge)
    B --> C{Decision}
    C -->|One| D[Result one]
    C -- Two --> E[("Result two")]; E -.-> F((circle))
    F ==> G{{hex}} & H[/para/]
    H --- I[\alt\] <--> J[/trap\]
    J --o K[\inv/]:::someclass --x L>flag]
    L ---> M([stadium]) -. dotted text .-> N[[sub]]
    N === O(((double)))
    style A fill:#f9f
    classDef foo fill:#f00
    P["A #quot;quoted#quot; <br>label"]
`
	fc, err := parseFlowchart(src)
	if err != nil {
		t.Fatal(err)
	}
	want := `dir=LR
node A box "Hard edge"
node B round "Round edge"
node C diamond "Decision"
node D box "Result one"
node E cylinder "Result two"
node F circle "circle"
node G hexagon "hex"
node H parallelogram "para"
node I parallelogram-alt "alt"
node J trapezium "trap"
node K invtrapezium "inv"
node L flag "flag"
node M stadium "stadium"
node N subroutine "sub"
node O doublecircle "double"
node P box "A \"quoted\" \nlabel"
edge A->B solid none/arrow len0 "Link text"
edge B->C solid none/arrow len0 ""
edge C->D solid none/arrow len0 "One"
edge C->E solid none/arrow len0 "Two"
edge E->F dotted none/arrow len0 ""
edge F->G thick none/arrow len0 ""
edge F->H thick none/arrow len0 ""
edge H->I solid none/none len0 ""
edge I->J solid arrow/arrow len0 ""
edge J->K solid none/circle len0 ""
edge K->L solid none/cross len0 ""
edge L->M solid none/arrow len1 ""
edge M->N dotted none/arrow len0 "dotted text"
edge N->O thick none/none len0 ""
`
	if got := describe(fc); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestParseSubgraphs(t *testing.T) {
	fc, err := parseFlowchart("graph TD\nsubgraph one [First group]\n direction LR\n a1-->a2\nend\nsubgraph two\n b1-->b2\n subgraph inner\n c1\n end\nend\na2-->b1\n")
	if err != nil {
		t.Fatal(err)
	}
	r := fc.root
	if len(r.children) != 2 || r.children[0].title != "First group" || r.children[1].title != "two" ||
		len(r.children[1].children) != 1 || len(r.children[1].children[0].nodes) != 1 || fc.dir != "TB" {
		t.Errorf("groups wrong: %+v", r.children)
	}
}

func TestParseErrors(t *testing.T) {
	for _, src := range []string{"", "flowchart TD\nA --> ", "flowchart TD\n--> B", "graph\nA -->|open B"} {
		if _, err := parseFlowchart(src); err == nil {
			t.Errorf("%q parsed", src)
		}
	}
}

func TestNamedShapes(t *testing.T) {
	fc, err := parseFlowchart("flowchart LR\nA@{ shape: doc, label: \"Report, final\" } --> B@{shape: lean-l}\nC@{ shape: fork }")
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string][2]string{
		"A": {"document", "Report, final"},
		"B": {"parallelogram-alt", "B"},
		"C": {"bar", "C"},
	} {
		if n := fc.byID[id]; n == nil || n.shape != want[0] || n.label != want[1] {
			t.Errorf("%s = %+v, want shape %s label %q", id, n, want[0], want[1])
		}
	}
	if len(fc.edges) != 1 || fc.edges[0].from != "A" || fc.edges[0].to != "B" {
		t.Errorf("edges %+v", fc.edges)
	}
	if dot := fc.graph(Light).dot(Light); !strings.Contains(dot, "shape=note") || !strings.Contains(dot, `"C" [label=" "`) {
		t.Errorf("dot:\n%s", dot)
	}
	for _, src := range []string{"flowchart LR\nA@{ shape: blob }", "flowchart LR\nA@{ shape: doc"} {
		if _, err := parseFlowchart(src); err == nil {
			t.Errorf("%q parsed", src)
		}
	}
}

func TestEdgeIDs(t *testing.T) {
	fc, err := parseFlowchart("flowchart LR\nA e1@--> B\ne1@{ animate: true }\nB e2@==> C")
	if err != nil {
		t.Fatal(err)
	}
	if len(fc.nodes) != 3 || len(fc.edges) != 2 || fc.edges[1].line != "thick" {
		t.Errorf("nodes %d, edges %+v", len(fc.nodes), fc.edges)
	}
}
