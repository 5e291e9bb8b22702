package app

import (
	"fmt"
	"reflect"
	"testing"
)

func TestRecent(t *testing.T) {
	store := NewMemoryStore()
	r := NewRecent(store)
	for i := 0; i < 12; i++ {
		r.Add(fmt.Sprintf("/doc%d.md", i))
	}
	r.Add("/doc5.md") // moves to the front, no duplicate
	r.Add("  ")       // ignored
	items := r.Items()
	if len(items) != MaxRecent || items[0] != "/doc5.md" || items[1] != "/doc11.md" {
		t.Fatalf("items = %v", items)
	}
	seen := map[string]bool{}
	for _, it := range items {
		if seen[it] {
			t.Errorf("duplicate %q", it)
		}
		seen[it] = true
	}
	if again := NewRecent(store).Items(); !reflect.DeepEqual(again, items) {
		t.Errorf("reloaded = %v, want %v", again, items)
	}
	r.Remove("/doc5.md")
	if NewRecent(store).Items()[0] != "/doc11.md" {
		t.Error("Remove not persisted")
	}
	r.Clear()
	if len(NewRecent(store).Items()) != 0 || store.String(RecentKey) != "[]" {
		t.Errorf("Clear not persisted: %q", store.String(RecentKey))
	}
}

func TestRecentCorruptStore(t *testing.T) {
	store := NewMemoryStore()
	store.SetString(RecentKey, "{not json")
	if items := NewRecent(store).Items(); len(items) != 0 {
		t.Errorf("items = %v", items)
	}
	store.SetString(RecentKey, `["a","b","a","c"]`)
	if items := NewRecent(store).Items(); !reflect.DeepEqual(items, []string{"a", "b", "c"}) {
		t.Errorf("items = %v", items)
	}
	NewRecent(nil).Add("x") // no store: must not panic
}

func TestHistory(t *testing.T) {
	h := NewHistory()
	if h.CanBack() || h.CanForward() {
		t.Fatal("empty history can move")
	}
	if _, ok := h.Back(); ok {
		t.Fatal("Back on empty history")
	}
	h.Visit("a")
	h.Visit("b")
	h.Visit("b") // reload: no new entry
	h.Visit("c")
	step := func(f func() (string, bool), want string) {
		t.Helper()
		if got, ok := f(); !ok || got != want {
			t.Fatalf("got %q %v, want %q", got, ok, want)
		}
	}
	step(h.Back, "b")
	step(h.Back, "a")
	if h.CanBack() || !h.CanForward() {
		t.Fatal("at start: CanBack or !CanForward")
	}
	step(h.Forward, "b")
	h.Visit("d") // drops "c"
	if h.CanForward() {
		t.Fatal("forward entries kept after Visit")
	}
	step(h.Back, "b")
	step(h.Forward, "d")
	if cur, _ := h.Current(); cur != "d" {
		t.Errorf("current = %q", cur)
	}
	var zero History // the zero value works too
	zero.Visit("x")
	if cur, ok := zero.Current(); !ok || cur != "x" {
		t.Errorf("zero History: %q %v", cur, ok)
	}
}

func TestHistoryBounded(t *testing.T) {
	h := NewHistory()
	for i := 0; i < MaxHistory+50; i++ {
		h.Visit(fmt.Sprint(i))
	}
	n := 0
	for h.CanBack() {
		h.Back()
		n++
	}
	if n != MaxHistory-1 {
		t.Errorf("back steps = %d, want %d", n, MaxHistory-1)
	}
}

func TestSettings(t *testing.T) {
	store := NewMemoryStore()
	if got := LoadSettings(store); got != DefaultSettings {
		t.Errorf("empty store: %+v", got)
	}
	want := Settings{Theme: ThemeDark, Zoom: 1.25, WindowW: 1200, WindowH: 800}
	want.Save(store)
	if got := LoadSettings(store); got != want {
		t.Errorf("round trip: %+v, want %+v", got, want)
	}
	store.SetString(KeyTheme, "Purple!")
	store.SetString(KeyZoom, "12")
	store.SetString(KeyWindowW, "abc")
	store.SetString(KeyWindowH, "10")
	got := LoadSettings(store)
	if got.Theme != ThemeSystem || got.Zoom != MaxZoom || got.WindowW != DefaultSettings.WindowW || got.WindowH != MinWindowH {
		t.Errorf("invalid values not normalized: %+v", got)
	}
	store.SetString(KeyTheme, "solarized-light") // a user theme's id is kept
	if got := LoadSettings(store); got.Theme != "solarized-light" {
		t.Errorf("a user theme's id not kept: %q", got.Theme)
	}
	if LoadSettings(nil) != DefaultSettings {
		t.Error("nil store")
	}
}
