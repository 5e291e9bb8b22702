package metadata

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestParseJSONValues(t *testing.T) {
	cases := []struct {
		name, in string
		want     any
	}{
		{"escapes", `"a\"b\\c\/d\n\u00e9\ud83c\udf89"`, "a\"b\\c/d\né🎉"},
		{"lone-surrogate", `"\ud83c!"`, "\ufffd!"},
		{"invalid-escape", `"it\'s"`, "it's"},
		{"raw-newline", "\"a\nb\"", "a b"},
		{"trailing-commas", `{"a":[1,2,],}`, map[string]any{"a": []any{1.0, 2.0}}},
		{"literals", `[true,false,null,-1.5e3]`, []any{true, false, nil, -1500.0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			vs, err := parseJSONValues(c.in)
			if err != nil || len(vs) != 1 || !reflect.DeepEqual(vs[0], c.want) {
				t.Fatalf("got %#v, %v; want %#v", vs, err, c.want)
			}
		})
	}
}

func TestParseJSONDepthLimit(t *testing.T) {
	deep := strings.Repeat("[", maxJSONDepth+10) + strings.Repeat("]", maxJSONDepth+10)
	if _, err := parseJSONValues(deep); err == nil {
		t.Fatal("nesting past maxJSONDepth should fail")
	}
	ok := strings.Repeat("[", 20) + strings.Repeat("]", 20)
	if _, err := parseJSONValues(ok); err != nil {
		t.Fatal(err)
	}
}

// FuzzJSONLD checks the lenient reader against encoding/json: on input the
// standard decoder accepts, both must build the same value; on any input the
// reader must not panic.
func FuzzJSONLD(f *testing.F) {
	for _, s := range []string{`{"@type":"Article","headline":"x","author":[{"name":"A"}]}`, `[1,"\u00e9",null,true]`, `{"a":{"b":{"c":[]}}}`, `"\ud83c\udf89"`, `{"a":1,}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		vs, err := parseJSONValues(s)
		var std any
		if !utf8.ValidString(s) || json.Unmarshal([]byte(s), &std) != nil {
			return // encoding/json rewrites invalid UTF-8; we keep it
		}
		if err != nil || len(vs) != 1 {
			// The standard decoder accepted it; so must we, unless the
			// nesting is past our limit.
			if strings.Count(s, "[")+strings.Count(s, "{") <= maxJSONDepth {
				t.Fatalf("%q: got %v values, err %v", s, len(vs), err)
			}
			return
		}
		if !reflect.DeepEqual(vs[0], std) {
			t.Fatalf("%q: got %#v want %#v", s, vs[0], std)
		}
	})
}
