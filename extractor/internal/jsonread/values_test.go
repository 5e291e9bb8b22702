package jsonread

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestValues(t *testing.T) {
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
		{"nested", `{"a":{"b":[{"c":"d"}]},"e":null}`, map[string]any{"a": map[string]any{"b": []any{map[string]any{"c": "d"}}}, "e": nil}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			vs, err := Values(c.in)
			if err != nil || len(vs) != 1 || !reflect.DeepEqual(vs[0], c.want) {
				t.Fatalf("got %#v, %v; want %#v", vs, err, c.want)
			}
		})
	}
}

// TestValuesSeveral reads the values one script concatenates, and keeps
// those before a value cut short.
func TestValuesSeveral(t *testing.T) {
	vs, err := Values(`{"a":1} ; [2], "x" {"b":`)
	want := []any{map[string]any{"a": 1.0}, []any{2.0}, "x"}
	if err == nil || !reflect.DeepEqual(vs, want) {
		t.Fatalf("got %#v, %v; want %#v and an error", vs, err, want)
	}
	for _, bad := range []string{`{"a" 1}`, `{1:2}`, `[1,,`, `tru`, `"open`, `[1e999]`, `,1`} {
		if _, err := Values(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func TestDepthLimit(t *testing.T) {
	deep := strings.Repeat("[", MaxDepth+10) + strings.Repeat("]", MaxDepth+10)
	if _, err := Values(deep); err == nil {
		t.Fatal("nesting past MaxDepth should fail")
	}
	edge := strings.Repeat("[", MaxDepth+1) + strings.Repeat("]", MaxDepth+1)
	if _, err := Values(edge); err != nil {
		t.Fatalf("MaxDepth+1 arrays hold no value past MaxDepth: %v", err)
	}
	if _, err := Values(strings.Repeat("[", MaxDepth+1) + "1" + strings.Repeat("]", MaxDepth+1)); err == nil {
		t.Fatal("a value inside MaxDepth+1 arrays should fail")
	}
}

// FuzzValues checks the lenient reader against encoding/json: on input the
// standard decoder accepts, both must build the same value; on any input the
// reader must not panic, and the Scanner must stop.
func FuzzValues(f *testing.F) {
	for _, s := range []string{`{"@type":"Article","headline":"x","author":[{"name":"A"}]}`, `[1,"\u00e9",null,true]`, `{"a":{"b":{"c":[]}}}`, `"\ud83c\udf89"`, `{"a":1,}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		vs, err := Values(s)
		sc := NewScanner(s)
		for k := 0; ; k++ {
			tok, err := sc.Next()
			if err != nil || tok.Kind == End {
				break
			}
			if k > len(s) {
				t.Fatalf("%q: more tokens than bytes", s)
			}
		}
		var std any
		if !utf8.ValidString(s) || json.Unmarshal([]byte(s), &std) != nil {
			return // encoding/json rewrites invalid UTF-8; we keep it
		}
		if err != nil || len(vs) != 1 {
			// The standard decoder accepted it; so must we, unless the
			// nesting is past our limit.
			if strings.Count(s, "[")+strings.Count(s, "{") <= MaxDepth {
				t.Fatalf("%q: got %v values, err %v", s, len(vs), err)
			}
			return
		}
		if !reflect.DeepEqual(vs[0], std) {
			t.Fatalf("%q: got %#v want %#v", s, vs[0], std)
		}
	})
}
