package diagram

import "testing"

// Forms from Mermaid's documentation that style or decorate what they
// name: the names must come through clean.
func TestDocumentationForms(t *testing.T) {
	if got := cleanLabel("I #9829; Go #quot;really#quot;"); got != `I ♥ Go "really"` {
		t.Errorf("entities: %q", got)
	}
	er, err := parseER("erDiagram\n\"Customer Account\" ||--o{ ORDER : places")
	if err != nil || er.entities["Customer Account"] == nil || er.relations[0].from != "Customer Account" {
		t.Errorf("quoted entity: %v %+v", err, er)
	}
	cc, err := parseClass("classDiagram\nclass Animal:::someclass\nclass Duck:::other {\n+swim()\n}")
	if err != nil || cc.classes["Animal"] == nil || cc.classes["Duck"] == nil || len(cc.classes["Duck"].methods) != 1 {
		t.Errorf("styled classes: %v %+v", err, cc)
	}
	sc, err := parseState("stateDiagram-v2\n[*] --> Still\nStill:::notMoving")
	if err != nil || len(sc.states["Still"].desc) != 0 {
		t.Errorf("styled state: %v %+v", err, sc.states["Still"])
	}
	seq, err := parseSequence("sequenceDiagram\nparticipant Alice@{ \"type\" : \"boundary\" }\nAlice->>Bob: hi")
	if err != nil || seq.participants[0].id != "Alice" || len(seq.participants) != 2 {
		t.Errorf("typed participant: %v %+v", err, seq.participants)
	}
}
