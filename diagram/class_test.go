package diagram

import (
	"strings"
	"testing"
)

func TestParseClass(t *testing.T) {
	cc, err := parseClass(`classDiagram
    class Shape~T~{
        <<interface>>
        +int sides
        +area()$ double
        +draw()*
    }
    Shape <|-- Square : is a
    Owner "1" o-- "*" Shape
    Square ..> Pen
    Square : +side float`)
	if err != nil {
		t.Fatal(err)
	}
	s := cc.classes["Shape"]
	if s == nil || s.label != "Shape<T>" || len(s.annotations) != 1 || s.annotations[0] != "interface" {
		t.Fatalf("Shape = %+v", s)
	}
	if len(s.attributes) != 1 || len(s.methods) != 2 || !s.methods[0].static || s.methods[0].text != "+area() double" || !s.methods[1].abstract {
		t.Errorf("Shape's members: %+v %+v", s.attributes, s.methods)
	}
	if got := cc.classes["Square"].attributes; len(got) != 1 || got[0].text != "+side float" {
		t.Errorf("Square's attributes %+v", got)
	}
	want := []relation{
		{from: "Shape", to: "Square", tailMark: "inheritance", label: "is a"},
		{from: "Owner", to: "Shape", tailMark: "aggregation", tailLabel: "1", headLabel: "*"},
		{from: "Square", to: "Pen", headMark: "arrow", dashed: true},
	}
	if len(cc.relations) != len(want) {
		t.Fatalf("relations %+v", cc.relations)
	}
	for i, r := range want {
		if cc.relations[i] != r {
			t.Errorf("relation %d = %+v, want %+v", i, cc.relations[i], r)
		}
	}
	dot := cc.graph(Light).dot(Light)
	for _, want := range []string{"arrowtail=onormal", "arrowtail=odiamond", "arrowhead=vee", "style=dashed",
		`headlabel="*"`, "&lt;T&gt;", "«interface»", "<U>+area() double</U>"} {
		if !strings.Contains(dot, want) {
			t.Errorf("dot lacks %q", want)
		}
	}
}

func TestBadClasses(t *testing.T) {
	for _, src := range []string{
		"classDiagram\nclass",
		"classDiagram\nA nonsense here",
		"classDiagram\nnote for",
		"classDiagram\n<<interface>>",
	} {
		if _, err := parseClass(src); err == nil {
			t.Errorf("%q parsed", src)
		}
	}
}

func TestClassLollipop(t *testing.T) {
	cc, err := parseClass("classDiagram\nbar ()-- Foo\nFoo --() baz\nclass Foo {\n+run()\n}")
	if err != nil {
		t.Fatal(err)
	}
	if !cc.classes["bar"].lollipop || !cc.classes["baz"].lollipop || cc.classes["Foo"].lollipop {
		t.Errorf("lollipops: bar %v baz %v Foo %v", cc.classes["bar"].lollipop, cc.classes["baz"].lollipop, cc.classes["Foo"].lollipop)
	}
	dot := cc.graph(Light).dot(Light)
	if !strings.Contains(dot, `xlabel=" bar "`) || !strings.Contains(dot, "arrowtail=none") {
		t.Errorf("dot:\n%s", dot)
	}
}
