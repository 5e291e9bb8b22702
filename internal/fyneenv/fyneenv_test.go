package fyneenv

import "testing"

func TestSetDefaults(t *testing.T) {
	for _, tc := range []struct {
		name string
		env  map[string]string
		want string
	}{
		{"unset", map[string]string{}, CacheLife.String()},
		{"the user's value stays", map[string]string{"FYNE_CACHE": "2m"}, "2m"},
		{"set empty stays empty", map[string]string{"FYNE_CACHE": ""}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env := tc.env
			setDefaults(func(k string) (string, bool) { v, ok := env[k]; return v, ok },
				func(k, v string) error { env[k] = v; return nil })
			if got := env["FYNE_CACHE"]; got != tc.want {
				t.Errorf("FYNE_CACHE = %q, want %q", got, tc.want)
			}
		})
	}
}
