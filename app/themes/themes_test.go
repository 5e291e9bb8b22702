package themes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestBuiltinThemes(t *testing.T) {
	ts, errs := builtins()
	if len(errs) > 0 {
		t.Fatalf("builtin.yaml: %v", errs)
	}
	var ids []string
	for _, th := range ts {
		ids = append(ids, th.ID)
		for _, name := range ColorNames {
			if _, ok := th.Colors[name]; !ok {
				t.Errorf("%s has no %s colour after derivation", th.ID, name)
			}
		}
		// Body text and links meet WCAG AA (4.5:1); High Contrast AAA (7:1).
		floor := 4.5
		if th.ID == "high-contrast" {
			floor = 7
		}
		for _, name := range []string{"foreground", "hyperlink"} {
			if c := Contrast(th.Colors[name], th.Colors["background"]); c < floor {
				t.Errorf("%s: %s on background %.2f:1, want at least %.1f:1", th.ID, name, c, floor)
			}
		}
		t.Logf("%-13s text %5.2f:1, links %5.2f:1", th.ID,
			Contrast(th.Colors["foreground"], th.Colors["background"]),
			Contrast(th.Colors["hyperlink"], th.Colors["background"]))
	}
	if got := strings.Join(ids, " "); got != "light dark sepia github high-contrast" {
		t.Errorf("built-in themes %q", got)
	}
}

func TestParseColor(t *testing.T) {
	for in, want := range map[string]string{"#fff": "ffffffff", "#0969da": "0969daff", "#1aebff80": "1aebff80", " #ABC ": "aabbccff"} {
		c, err := ParseColor(in)
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		if got := hex4(c.R, c.G, c.B, c.A); got != want {
			t.Errorf("%q = %s, want %s", in, got, want)
		}
	}
	for _, in := range []string{"", "fff", "#ff", "#fffff", "#ggg", "red", "#12345678a"} {
		if _, err := ParseColor(in); err == nil {
			t.Errorf("%q parsed", in)
		}
	}
}

func hex4(v ...uint8) string {
	const digits = "0123456789abcdef"
	var b []byte
	for _, x := range v {
		b = append(b, digits[x>>4], digits[x&15])
	}
	return string(b)
}

// Each mistake is named with its line and what to write instead; the
// valid themes of the file still load.
func TestParseErrors(t *testing.T) {
	cases := []struct{ name, yaml, want string }{
		{"not yaml", "themes: [", "not valid YAML"},
		{"not a list", "themes: 3\n", "write a list of themes under \"themes:\""},
		{"other key", "colours:\n  - name: x\n", `themes.yaml:1: unknown key "colours"`},
		{"no name", "themes:\n  - variant: light\n    colors: {background: '#fff', foreground: '#000', primary: '#00f'}\n", "themes.yaml:2: no name"},
		{"bad variant", "themes:\n  - name: Night\n    variant: dusk\n    colors: {background: '#000', foreground: '#fff', primary: '#00f'}\n", `theme "Night": variant "dusk": write variant: light or variant: dark`},
		{"unknown colour", "themes:\n  - name: Night\n    variant: dark\n    colors:\n      background: '#000'\n      backgound: '#111'\n", `themes.yaml:6: theme "Night": unknown colour "backgound" (did you mean "background"?)`},
		{"far from any colour", "themes:\n  - name: Night\n    variant: dark\n    colors:\n      wallpaper: '#000'\n", `unknown colour "wallpaper" (the names are Fyne's colour names`},
		{"bad colour", "themes:\n  - name: Night\n    variant: dark\n    colors:\n      background: '#00'\n", `themes.yaml:5: theme "Night": background: "#00" is not a colour`},
		{"missing colour", "themes:\n  - name: Night\n    variant: dark\n    colors:\n      background: '#000'\n      foreground: '#fff'\n", `theme "Night": no primary colour`},
		{"low contrast", "themes:\n  - name: Fog\n    variant: light\n    colors: {background: '#ddd', foreground: '#bbb', primary: '#00f'}\n", `theme "Fog": foreground on background has a contrast of 1.4:1`},
		{"translucent text", "themes:\n  - name: Ghost\n    variant: light\n    colors: {background: '#fff', foreground: '#00000080', primary: '#00f'}\n", "the foreground must be opaque"},
		{"unknown key", "themes:\n  - name: Night\n    varient: dark\n", `themes.yaml:3: theme "Night": unknown key "varient"`},
		{"duplicate", "themes:\n  - name: Night\n    variant: dark\n    colors: {background: '#000', foreground: '#fff', primary: '#00f'}\n  - name: night\n    variant: dark\n    colors: {background: '#000', foreground: '#fff', primary: '#00f'}\n", "themes.yaml:5: theme \"night\": a theme with this name is already on line 2"},
		{"long name", "themes:\n  - name: " + strings.Repeat("x", 41) + "\n    variant: dark\n    colors: {background: '#000', foreground: '#fff', primary: '#00f'}\n", "longer than 40 characters"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, errs := Parse([]byte(c.yaml), "themes.yaml")
			var msgs []string
			for _, e := range errs {
				msgs = append(msgs, e.Error())
			}
			if !strings.Contains(strings.Join(msgs, "\n"), c.want) {
				t.Errorf("errors %q, want one containing %q", msgs, c.want)
			}
		})
	}
}

const userFile = `themes:
  - name: Solarized Light
    variant: light
    colors:
      background: "#fdf6e3"
      foreground: "#586e75"
      primary: "#268bd2"
  - name: Broken
    variant: dark
    colors: {background: "#000"}
`

func TestUserThemes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "themes.yaml")
	os.WriteFile(path, []byte(userFile), 0o644)
	l := Open(path, nil)
	th := l.Theme("solarized-light")
	if th == nil {
		t.Fatalf("solarized-light not loaded; problems %v", l.Problems())
	}
	if th.Source != path || th.Variant != Light || th.Colors["menuBackground"] == (th.Colors["background"]) {
		t.Errorf("solarized-light: source %s, variant %s, menu %v", th.Source, th.Variant, th.Colors["menuBackground"])
	}
	if l.Theme("broken") != nil || len(l.Problems()) != 1 || !strings.Contains(l.Problems()[0].Error(), `theme "Broken"`) {
		t.Errorf("the broken theme: loaded %v, problems %v", l.Theme("broken") != nil, l.Problems())
	}
	if n := len(l.Themes()); n != 6 {
		t.Errorf("%d themes, want the five built-in ones and one user theme", n)
	}
}

func TestUserThemeMayNotTakeABuiltinName(t *testing.T) {
	path := filepath.Join(t.TempDir(), "themes.yaml")
	os.WriteFile(path, []byte("themes:\n  - name: Sepia\n    variant: light\n    colors: {background: '#fff', foreground: '#000', primary: '#00f'}\n"), 0o644)
	l := Open(path, nil)
	if l.Theme("sepia").Source != BuiltinSource || len(l.Problems()) != 1 {
		t.Errorf("a user theme named Sepia: problems %v", l.Problems())
	}
}

// The file is followed: an edit shows, a broken file keeps the last good
// themes and says why, removing it leaves the built-in ones.
func TestUserThemesReload(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config", "folio", "themes.yaml") // the folder does not exist yet
	changed := make(chan struct{}, 10)
	l := Open(path, func() { changed <- struct{}{} })
	defer l.Close()
	if len(l.Problems()) > 0 {
		t.Fatalf("a missing file: %v", l.Problems())
	}
	wait := func(what string) {
		t.Helper()
		select {
		case <-changed:
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: no reload", what)
		}
	}
	os.WriteFile(path, []byte(userFile), 0o644)
	wait("file written")
	if l.Theme("solarized-light") == nil {
		t.Fatal("the new theme is not there")
	}
	os.WriteFile(path, []byte("themes: [\n"), 0o644)
	wait("file broken")
	if l.Theme("solarized-light") == nil || len(l.Problems()) != 1 || !strings.Contains(l.Problems()[0].Error(), "not valid YAML") {
		t.Errorf("a broken file: theme kept %v, problems %v", l.Theme("solarized-light") != nil, l.Problems())
	}
	os.Remove(path)
	wait("file removed")
	if l.Theme("solarized-light") != nil || len(l.Problems()) != 0 {
		t.Errorf("a removed file: theme kept %v, problems %v", l.Theme("solarized-light") != nil, l.Problems())
	}
}

func TestID(t *testing.T) {
	for in, want := range map[string]string{"High Contrast": "high-contrast", " GitHub ": "github", "Solarized (Light)": "solarized-light", "Nuit étoilée": "nuit-étoilée", "!!!": ""} {
		if got := ID(in); got != want {
			t.Errorf("ID(%q) = %q, want %q", in, got, want)
		}
	}
}

// The file Folio writes for the user to edit is a valid themes file.
func TestExampleIsValid(t *testing.T) {
	ts, errs := Parse([]byte(Example), "example")
	if len(errs) > 0 || len(ts) != 1 {
		t.Fatalf("Example: %d themes, errors %v", len(ts), errs)
	}
	if c := Contrast(ts[0].Colors["foreground"], ts[0].Colors["background"]); c < 4.5 {
		t.Errorf("the example's text reads at %.2f:1", c)
	}
}
