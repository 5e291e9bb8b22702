package classify

import (
	"reflect"
	"testing"
)

// TestAppendClassWords: Atomizer declarations give no words, so a state
// prefix ("lw-nav-open_") does not read as navigation; names and
// Tailwind's lower-case arbitrary values keep theirs.
func TestAppendClassWords(t *testing.T) {
	got := appendClassWords(nil, "YDC-Overlay-Stack Z(11) lw-nav-open_Pos(r)  Bgc($bg-body) w-[calc(100%-2rem)]")
	want := []string{"ydc", "overlay", "stack", "w", "calc", "100", "2rem"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("appendClassWords = %q, want %q", got, want)
	}
	if r, ok := hintRole(appendClassWords(nil, "Overlay-Stack lw-nav-open_Pos(r) T(0)")); ok {
		t.Fatalf("an Atomizer state prefix suggests %q", r)
	}
	if r, _ := hintRole(appendClassWords(nil, "site-nav Pos(r)")); r != RoleNavigation {
		t.Fatalf("a named nav beside a declaration suggests %q, want navigation", r)
	}
}

func TestAtomicToken(t *testing.T) {
	for tok, want := range map[string]bool{
		"Pos(f)":                        true,
		"lw-nav-open_Pos(r)":            true,
		"Panel-open_Translate3d(0,0,0)": true,
		"Mb(1.0em)--sm":                 true,
		"w-[calc(100%-2rem)]":           false,
		"nav-open":                      false,
		"_(x)":                          false,
	} {
		if got := atomicToken(tok); got != want {
			t.Errorf("atomicToken(%q) = %v, want %v", tok, got, want)
		}
	}
}
