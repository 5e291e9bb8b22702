package main

import "testing"

// Hosts a.de, c.de, e.de, g.de fall in half 1 and b.de, d.de, f.de, h.de
// in half 0 (FNV-1a of the name).
func TestPickNeedsBothHalves(t *testing.T) {
	recs := []page{
		{host: "a.de", outside: []string{"weitere artikel", "nur hier"}},
		{host: "c.de", outside: []string{"weitere artikel", "nur hier"}},
		{host: "e.de", outside: []string{"nur hier"}},
		{host: "g.de", outside: []string{"nur hier"}},
		{host: "b.de", outside: []string{"weitere artikel"}},
		{host: "d.de", outside: []string{"weitere artikel"}},
	}
	seen, content, withs := gather(recs, func(string) bool { return true })
	got := map[string]bool{}
	for _, p := range pick(seen, content, withs, 4, true) {
		got[p.text] = true
	}
	if !got["weitere artikel"] || got["nur hier"] {
		t.Errorf("picked %v, want the line seen in both halves only", got)
	}
}

func TestHeldout(t *testing.T) {
	recs := []page{
		// half 1: two hosts leak both lines
		{host: "a.de", outside: []string{"weitere artikel", "impressum"}},
		{host: "c.de", outside: []string{"weitere artikel", "impressum"}},
		// half 0: one host leaks "weitere artikel", another has
		// "impressum" as a line of its content
		{host: "b.de", outside: []string{"weitere artikel"}},
		{host: "d.de", truth: []string{"impressum"}},
	}
	r := heldout(recs, 1)
	if r.mined != 2 || r.confirmed != 1 || len(r.content) != 1 || r.content[0] != "impressum" {
		t.Errorf("heldout = %+v, want 2 mined, 1 confirmed, impressum content", r)
	}
}
