package score

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// TestGlued: tokens that join two words the truth has side by side are
// glued; inflections, contractions, tokens the truth holds as often, and
// words the truth never pairs are not.
func TestGlued(t *testing.T) {
	cases := []struct {
		name, pred, truth string
		want              []string
	}{
		{"brand-name", "MerrellMoab 3 Mid", "Merrell Moab 3 Mid", []string{"merrellmoab"}},
		{"gutter-number", "1composer require\n2composer install", "1 composer require 2 composer install", []string{"1composer", "2composer"}},
		{"contraction", "its price and websites", "it's price and the website's", nil},
		{"held-by-truth", "JavaScript and Java Script", "JavaScript and Java Script", nil},
		{"not-paired", "foobar", "foo and bar", nil},
		{"excess-only", "homeassistant homeassistant", "homeassistant and home assistant", []string{"homeassistant"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Glued(c.pred, c.truth); !slices.Equal(got, c.want) {
				t.Errorf("Glued(%q, %q) = %q, want %q", c.pred, c.truth, got, c.want)
			}
		})
	}
}

// TestWriteGlued: the report sums the pages' glued tokens and lists the
// pages with most first.
func TestWriteGlued(t *testing.T) {
	r := &Report{Pages: []PageResult{
		{ID: "0001", Type: "article", Glued: []string{"ab"}},
		{ID: "0002", Type: "product", Glued: []string{"eur34", "eur12"}},
		{ID: "0003", Type: "article"},
	}}
	var b bytes.Buffer
	r.WriteGlued(&b, 1)
	out := b.String()
	if !strings.Contains(out, "glued tokens: 3 on 2 pages") || !strings.Contains(out, "glued 0002 product") || strings.Contains(out, "0001") {
		t.Errorf("report:\n%s", out)
	}
	// No line starts like a report's page line ("  0002 "), which the
	// precise-mean scripts sum.
	for _, ln := range strings.Split(out, "\n") {
		if f := strings.Fields(ln); len(f) > 0 && len(f[0]) == 4 && f[0] >= "0000" && f[0] <= "9999" {
			t.Errorf("line reads as a page line: %q", ln)
		}
	}
}
