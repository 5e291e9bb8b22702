package metadata

import (
	"reflect"
	"testing"
)

func TestSplitTitle(t *testing.T) {
	cases := []struct {
		title, sep string
		parts      []string // nil: sep does not cut the title
		head, tail string
	}{
		{"Headline | Site", " | ", []string{"Headline", "Site"}, "Headline", "Site"},
		{"A | B | C", " | ", []string{"A", "B", "C"}, "A", "C"},
		{"Wi-Fi Guide", " - ", nil, "", ""},
		{"2019 - 2020 Season", " - ", nil, "", ""},
		{"2019 - 2020 Season - Sports Site", " - ", []string{"2019 - 2020 Season", "Sports Site"}, "2019 - 2020 Season", "Sports Site"},
		{"Opening Hours - 9 - 5", " - ", []string{"Opening Hours", "9 - 5"}, "Opening Hours", "9 - 5"},
		{"Results 24 | 7 | Site", " | ", []string{"Results 24 | 7", "Site"}, "Results 24 | 7", "Site"},
		{" | Magazine", " | ", []string{"", "Magazine"}, "", "Magazine"},
		{"Ends with a bar | ", " | ", []string{"Ends with a bar", ""}, "Ends with a bar", ""},
		{"Topic _Channel _Site", "_", []string{"Topic", "Channel", "Site"}, "Topic", "Site"},
		{"Foo - - Bar", " - ", []string{"Foo", "- Bar"}, "Foo", "- Bar"}, // overlapping separators: one cut
	}
	for _, c := range cases {
		sp, ok := splitTitle(c.title, c.sep)
		if ok != (c.parts != nil) {
			t.Errorf("splitTitle(%q, %q) ok = %v, want %v", c.title, c.sep, ok, c.parts != nil)
			continue
		}
		if !ok {
			continue
		}
		if got := sp.parts(); !reflect.DeepEqual(got, c.parts) {
			t.Errorf("splitTitle(%q, %q).parts() = %q, want %q", c.title, c.sep, got, c.parts)
		}
		if sp.head() != c.head || sp.tail() != c.tail {
			t.Errorf("splitTitle(%q, %q) head, tail = %q, %q, want %q, %q", c.title, c.sep, sp.head(), sp.tail(), c.head, c.tail)
		}
		first, last := c.parts[0], c.parts[len(c.parts)-1]
		if sp.head() != first || sp.tail() != last {
			t.Errorf("splitTitle(%q, %q): head and tail are not the first and last parts", c.title, c.sep)
		}
	}
}

func TestSplitTitleRestInit(t *testing.T) {
	sp, ok := splitTitle("A - B - 2019 - 2020", " - ")
	if !ok {
		t.Fatal("no cut")
	}
	if got := sp.rest(); got != "B - 2019 - 2020" {
		t.Errorf("rest = %q", got)
	}
	if got := sp.init(); got != "A - B" {
		t.Errorf("init = %q, want the text before the last cut (the range is no cut)", got)
	}
	if got := sp.tail(); got != "2019 - 2020" {
		t.Errorf("tail = %q", got)
	}
}

func TestSeparatorAt(t *testing.T) {
	cases := []struct {
		s    string
		i    int
		want string
	}{
		{"quickstart — flask", 10, " — "},
		{"quickstart flask", 10, ""},
		{"season 2019 - 2020", 11, ""},
		{"season 2019 - site", 11, " - "},
		{"a | b", 1, " | "},
		{"tail |", 4, ""},
	}
	for _, c := range cases {
		if got := separatorAt(c.s, c.i); got != c.want {
			t.Errorf("separatorAt(%q, %d) = %q, want %q", c.s, c.i, got, c.want)
		}
	}
}

func TestTrimSeparators(t *testing.T) {
	for _, c := range [][2]string{
		{"| Nuts & Volts Magazine", "Nuts & Volts Magazine"},
		{"Bombas -", "Bombas"},
		{" ｜ Site ｜ ", "Site"},
		{":: Site »", "Site"},
		{"Wi-Fi", "Wi-Fi"},
		{"Site: ", "Site"},
	} {
		if got := trimSeparators(c[0]); got != c[1] {
			t.Errorf("trimSeparators(%q) = %q, want %q", c[0], got, c[1])
		}
	}
}
