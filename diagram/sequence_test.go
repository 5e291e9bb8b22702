package diagram

import (
	"context"
	"testing"
)

func TestParseSequence(t *testing.T) {
	sc, err := parseSequence(`sequenceDiagram
    autonumber
    participant A as Alice
    actor B
    A->>+B: Hello<br/>there
    B-->>-A: Hi
    A-xB
    A--)B: later
    Note over A,B: both
    loop Every minute
        A->B: ping
    alt fine
        B-->A: pong
    else not
        B--xA: no
    end
    end`)
	if err != nil {
		t.Fatal(err)
	}
	if len(sc.participants) != 2 || sc.participants[0].label != "Alice" || !sc.participants[1].actor {
		t.Fatalf("participants %+v %+v", sc.participants[0], sc.participants[1])
	}
	var msgs []seqEvent
	kinds := ""
	for _, e := range sc.events {
		kinds += e.kind + " "
		if e.kind == "message" {
			msgs = append(msgs, e)
		}
	}
	if kinds != "message message message message note loop message alt message else message end end " {
		t.Errorf("events: %s", kinds)
	}
	want := []struct{ line, head, act, text string }{
		{"solid", "filled", "+", "Hello\nthere"},
		{"dotted", "filled", "-", "Hi"},
		{"solid", "cross", "", ""},
		{"dotted", "open", "", "later"},
		{"solid", "none", "", "ping"},
		{"dotted", "none", "", "pong"},
		{"dotted", "cross", "", "no"},
	}
	for i, w := range want {
		m := msgs[i]
		if m.line != w.line || m.head != w.head || m.activate != w.act || m.text != w.text || m.number != i+1 {
			t.Errorf("message %d = %+v, want %+v", i, m, w)
		}
	}
}

func TestSequenceLayout(t *testing.T) {
	sc, err := parseSequence("sequenceDiagram\nA->>+B: a long message that needs room\nloop x\nB->>B: self\nend\nB-->>-A: ok")
	if err != nil {
		t.Fatal(err)
	}
	l := layoutSequence(sc, Light)
	w, _ := measure("a long message that needs room", Light.FontSize, 0)
	if l.xs[1]-l.xs[0] < w {
		t.Errorf("columns %v too close for a label %.0f wide", l.xs, w)
	}
	if len(l.bars) != 1 || l.bars[0].y0 != l.messages[0].y || l.bars[0].y1 != l.messages[2].y {
		t.Errorf("activation %+v, messages at %v %v", l.bars, l.messages[0].y, l.messages[2].y)
	}
	// The arrow into an activation stops at its edge.
	if l.messages[0].x1 != l.xs[1]-seqBarHalf {
		t.Errorf("arrow ends at %v, bar edge at %v", l.messages[0].x1, l.xs[1]-seqBarHalf)
	}
	b := l.blocks[0]
	if b.x0 > l.messages[1].x0 || b.x1 < l.messages[1].x0+seqSelfW || b.y0 > l.messages[1].labelY || b.y1 < l.messages[1].y+seqSelfH {
		t.Errorf("loop %+v does not hold its message %+v", b, l.messages[1])
	}
	for _, m := range l.messages {
		if m.y <= l.lifeTop || m.y >= l.bottomY {
			t.Errorf("message at %v outside the lifelines %v..%v", m.y, l.lifeTop, l.bottomY)
		}
	}
}

func TestBadSequences(t *testing.T) {
	for _, src := range []string{
		"sequenceDiagram",
		"sequenceDiagram\nloop x\nA->>B: hi",
		"sequenceDiagram\nA->>B: hi\nend",
		"sequenceDiagram\nelse x",
		"sequenceDiagram\nwhat is this",
		"sequenceDiagram\nNote above A: x",
		"sequenceDiagram\nactivate",
	} {
		if _, err := Render(context.Background(), src, Light); err == nil {
			t.Errorf("%q drew", src)
		}
	}
}

func TestSequenceCreateDestroy(t *testing.T) {
	sc, err := parseSequence("sequenceDiagram\nA->>B: hi\ncreate participant C\nA->>C: new\ndestroy C\nA-xC: bye\nB->>A: ok")
	if err != nil {
		t.Fatal(err)
	}
	l := layoutSequence(sc, Light)
	c := sc.byID["C"].index
	if l.created[c] <= l.messages[0].y || l.created[c]+l.boxH >= l.messages[1].y {
		t.Errorf("C's box at %v, between messages at %v and %v", l.created[c], l.messages[0].y, l.messages[1].y)
	}
	if l.destroyed[c] != l.messages[2].y || l.destroyed[sc.byID["A"].index] != 0 || l.created[sc.byID["A"].index] != 0 {
		t.Errorf("C ends at %v, want %v; created %v destroyed %v", l.destroyed[c], l.messages[2].y, l.created, l.destroyed)
	}
}
