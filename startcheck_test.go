package main

import (
	"strings"
	"testing"
)

func TestCheckStart(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	withX := env(map[string]string{"DISPLAY": ":0"})
	cases := []struct {
		name string
		args []string
		env  func(string) string
		goos string
		want string // a phrase of the error; "" for none
	}{
		{"a file", []string{"notes.md"}, withX, "linux", ""},
		{"nothing", nil, withX, "linux", ""},
		{"unknown flag", []string{"--export-pfd", "x.pdf"}, withX, "linux", "unknown flag --export-pfd"},
		{"single dash flag", []string{"-v"}, withX, "linux", "unknown flag -v"},
		{"two targets", []string{"a.md", "b.md"}, withX, "linux", "one PATH or URL"},
		{"wayland", []string{"a.md"}, env(map[string]string{"WAYLAND_DISPLAY": "wayland-0"}), "linux", ""},
		{"macOS needs no DISPLAY", nil, env(nil), "darwin", ""},
		{"help", []string{"--help"}, env(nil), "linux", "help"},
	}
	if needsDisplay {
		cases = append(cases, struct {
			name string
			args []string
			env  func(string) string
			goos string
			want string
		}{"no display", []string{"a.md"}, env(nil), "linux", "no display"})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := checkStart(c.args, c.env, c.goos)
			switch {
			case c.want == "" && err != nil:
				t.Errorf("err = %v, want none", err)
			case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
				t.Errorf("err = %v, want one saying %q", err, c.want)
			case err != nil && strings.Contains(err.Error(), "\n"):
				t.Errorf("error spans lines: %q", err)
			}
		})
	}
}
