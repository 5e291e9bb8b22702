package cliargs

import (
	"flag"
	"io"
	"slices"
	"testing"
)

func TestParseTakesFlagsAnywhere(t *testing.T) {
	for _, args := range [][]string{
		{"show", "example.com", "--dir", "d"},
		{"--dir", "d", "show", "example.com"},
		{"show", "--dir", "d", "example.com"},
	} {
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		dir := fs.String("dir", "", "")
		pos, err := Parse(fs, args)
		if err != nil || *dir != "d" || !slices.Equal(pos, []string{"show", "example.com"}) {
			t.Errorf("%q: pos %q dir %q err %v", args, pos, *dir, err)
		}
	}
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	if _, err := Parse(fs, []string{"a", "--nope"}); err == nil {
		t.Error("an unknown flag after a positional argument was accepted")
	}
}
