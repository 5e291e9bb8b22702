package diagram

import (
	"strings"
	"testing"
)

func TestParseER(t *testing.T) {
	er, err := parseER(`erDiagram
    CUSTOMER ||--o{ ORDER : places
    ORDER }|..|{ "LINE-ITEM" : "contains many"
    CUSTOMER {
        string name PK "full name"
        int age
    }
    p[Person] {
        string id FK, UK
    }
    p one or more optionally to zero or one CUSTOMER : is`)
	if err != nil {
		t.Fatal(err)
	}
	want := []erRelation{
		{"CUSTOMER", "ORDER", "exactly one", "zero or more", true, "places"},
		{"ORDER", "LINE-ITEM", "one or more", "one or more", false, "contains many"},
		{"p", "CUSTOMER", "one or more", "zero or one", false, "is"},
	}
	for i, r := range want {
		if i >= len(er.relations) || er.relations[i] != r {
			t.Errorf("relation %d: got %+v, want %+v", i, er.relations, r)
		}
	}
	c := er.entities["CUSTOMER"]
	if len(c.attrs) != 2 || c.attrs[0] != (erAttribute{"string", "name", "PK", "full name"}) {
		t.Errorf("CUSTOMER's attributes %+v", c.attrs)
	}
	if p := er.entities["p"]; p.label != "Person" || p.attrs[0].keys != "FK, UK" {
		t.Errorf("p = %+v", p)
	}
	dot := er.graph(Light).dot(Light)
	for _, want := range []string{"arrowtail=teetee", "arrowhead=crowodot", "arrowhead=crowtee", "arrowhead=teeodot", "style=dashed"} {
		if !strings.Contains(dot, want) {
			t.Errorf("dot lacks %q", want)
		}
	}
}

func TestBadER(t *testing.T) {
	for _, src := range []string{
		"erDiagram\nA ||--o{ B",
		"erDiagram\nA {\nstring\n}",
		"erDiagram\nA B C D",
	} {
		if _, err := parseER(src); err == nil {
			t.Errorf("%q parsed", src)
		}
	}
}
