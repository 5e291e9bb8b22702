package jsonread

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"
)

// kinds writes the stream of s as one line, strings and keys quoted.
func kinds(s string) string {
	var b strings.Builder
	sc := NewScanner(s)
	for {
		t, err := sc.Next()
		if err != nil {
			b.WriteString("error")
			return b.String()
		}
		switch t.Kind {
		case End:
			b.WriteString("end")
			return b.String()
		case ObjectStart:
			b.WriteString("{ ")
		case ObjectEnd:
			b.WriteString("} ")
		case ArrayStart:
			b.WriteString("[ ")
		case ArrayEnd:
			b.WriteString("] ")
		case Key:
			fmt.Fprintf(&b, "%q: ", t.Text)
		case String:
			fmt.Fprintf(&b, "%q ", t.Text)
		case Number:
			fmt.Fprintf(&b, "%v ", t.Num)
		case True, False, Null:
			fmt.Fprintf(&b, "lit%d ", t.Kind)
		}
	}
}

func TestScanner(t *testing.T) {
	cases := []struct{ in, want string }{
		{`{"a":["x",{"b":"y"}],"c":2}`, `{ "a": [ "x" { "b": "y" } ] "c": 2 } end`},
		{`{"a":1,,}`, `{ "a": 1 } end`},
		{`[1 2,]`, `[ 1 2 ] end`},
		{`{"a":1} {"b":2}`, `{ "a": 1 } { "b": 2 } end`},
		{`{"a":"x\'y"}`, `{ "a": "x'y" } end`},
		{`{"a":[1,2`, `{ "a": [ 1 2 error`},
		{`{"a" "b"}`, `{ error`},
		{``, `end`},
	}
	for _, c := range cases {
		if got := kinds(c.in); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.in, got, c.want)
		}
	}
}

// TestScannerAgreesWithDecoder: on valid JSON the Scanner yields the
// tokens encoding/json's Decoder.Token yields, strings and keys alike.
func TestScannerAgreesWithDecoder(t *testing.T) {
	in := `{"props":{"pageProps":{"post":{"title":"A \u00e9 title","body":"<p>Text</p>","tags":["a","b"],"n":3.5,"ok":true,"x":null}}},"page":"/p"} [1,{"k":"v"}]`
	var want []string
	dec := json.NewDecoder(strings.NewReader(in))
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, fmt.Sprint(tok))
	}
	var got []string
	sc := NewScanner(in)
	for {
		tok, err := sc.Next()
		if err != nil {
			t.Fatal(err)
		}
		var s string
		switch tok.Kind {
		case End:
			if strings.Join(got, " ") != strings.Join(want, " ") {
				t.Fatalf("got  %v\nwant %v", got, want)
			}
			return
		case ObjectStart:
			s = "{"
		case ObjectEnd:
			s = "}"
		case ArrayStart:
			s = "["
		case ArrayEnd:
			s = "]"
		case Key, String:
			s = tok.Text
		case Number:
			s = fmt.Sprint(tok.Num)
		case True:
			s = "true"
		case False:
			s = "false"
		case Null:
			s = "<nil>"
		}
		got = append(got, s)
	}
}

// TestScannerAllocations: strings without escapes are slices of the
// input, so a stream of them allocates nothing per token.
func TestScannerAllocations(t *testing.T) {
	in := `{"a":["one","two",{"b":"three","c":[1,2,3]}],"d":"four"}`
	allocs := testing.AllocsPerRun(50, func() {
		sc := NewScanner(in)
		for {
			tok, err := sc.Next()
			if err != nil || tok.Kind == End {
				return
			}
		}
	})
	if allocs > 3 { // the Scanner and its stack of open containers
		t.Fatalf("%v allocations per stream", allocs)
	}
}
