package templates

import (
	"errors"
	"strings"
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestValidHost(t *testing.T) {
	for h, ok := range map[string]bool{
		"example.com": true, "a.b-c.example": true, "localhost": true, "xn--bcher-kva.example": true,
		"": false, "../etc": false, "a/b": false, `a\b`: false, "a..b": false, ".example.com": false,
		"-a.com": false, "a-.com": false, "exa mple.com": false, "ex:ample": false, "a\x00b": false,
		"UPPER.com": false, strings.Repeat("a", 64) + ".com": false, strings.Repeat("a.", 127) + "com": false,
	} {
		err := ValidHost(h)
		if (err == nil) != ok {
			t.Errorf("ValidHost(%q) = %v, want ok=%v", h, err, ok)
		}
		if err != nil && !errors.Is(err, ErrBadHost) {
			t.Errorf("ValidHost(%q): %v does not match ErrBadHost", h, err)
		}
	}
	if got := NormHost(" WWW.Example.COM:8443 "); got != "example.com" {
		t.Errorf("NormHost = %q", got)
	}
}

const goodTemplate = `host: example.com
description: Example's articles.
rules:
  - role: main
    selectors: [article .post-body]
    confidence: 0.9
  - role: advertisement
    selectors: .post-body .promo
`

func TestParseOperator(t *testing.T) {
	tpl, err := ParseOperator([]byte(goodTemplate), "dir/example.com.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if tpl.Host != "example.com" || len(tpl.Rules) != 2 || tpl.Rules[0].Confidence != 0.9 || tpl.Rules[1].Confidence != 1 {
		t.Errorf("parsed %+v", tpl)
	}
	if tpl.Source != Operator || tpl.Info().Source != Operator {
		t.Error("source")
	}
	doc := htmltest.Parse(t, `<article><div class="post-body"><p>Text of the post, long enough.</p><div class="promo">Buy</div></div></article>`)
	sel, err := tpl.Apply(doc)
	if err != nil || len(sel.Nodes) != 1 || len(sel.Drop) != 1 {
		t.Fatalf("apply: %v, %d nodes, %d dropped", err, len(sel.Nodes), len(sel.Drop))
	}
	if _, err := tpl.Apply(htmltest.Parse(t, `<p>nothing</p>`)); !errors.Is(err, ErrDrift) {
		t.Errorf("no match: %v", err)
	}
	data, err := tpl.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ParseOperator(data, "example.com.yaml"); err != nil {
		t.Errorf("round trip: %v\n%s", err, data)
	}
}

func TestParseOperatorErrors(t *testing.T) {
	cases := []struct {
		name, file, src, want string
		line                  int
	}{
		{"syntax", "x.yaml", "host: [\n", "did not find", 0},
		{"not a mapping", "x.yaml", "- a\n", "want a mapping", 1},
		{"unknown key", "example.com.yaml", "host: example.com\nrulez: []\nrules:\n  - role: main\n    selectors: [p]\n", `unknown key "rulez"`, 2},
		{"bad host", "x.yaml", "host: ../etc/passwd\nrules:\n  - role: main\n    selectors: [p]\n", "bad host name", 1},
		{"host vs file", "other.com.yaml", "host: example.com\nrules:\n  - role: main\n    selectors: [p]\n", "does not match the file name", 1},
		{"bad role", "example.com.yaml", "host: example.com\nrules:\n  - role: mian\n    selectors: [p]\n", `unknown role "mian"`, 3},
		{"bad selector", "example.com.yaml", "host: example.com\nrules:\n  - role: main\n    selectors:\n      - article\n      - 'p[['\n", "bad selector", 6},
		{"confidence", "example.com.yaml", "host: example.com\nrules:\n  - role: main\n    selectors: [p]\n    confidence: 2\n", "confidence", 5},
		{"no main", "example.com.yaml", "host: example.com\nrules:\n  - role: footer\n    selectors: [p]\n", "no rule has role main", 3},
		{"empty rules", "example.com.yaml", "host: example.com\nrules: []\n", "non-empty list", 2},
		{"missing host", "x.yaml", "rules:\n  - role: main\n    selectors: [p]\n", `missing "host"`, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseOperator([]byte(c.src), c.file)
			if err == nil {
				t.Fatal("no error")
			}
			if !errors.Is(err, ErrInvalid) {
				t.Errorf("%v does not match ErrInvalid", err)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("%q lacks %q", err, c.want)
			}
			var ve *ValidationError
			if errors.As(err, &ve) && c.line > 0 && ve.Problems[0].Line != c.line {
				t.Errorf("line %d, want %d (%v)", ve.Problems[0].Line, c.line, err)
			}
			if c.line > 0 && !strings.Contains(err.Error(), c.file+":") {
				t.Errorf("%q does not name the file", err)
			}
		})
	}
	if _, err := ParseOperator(make([]byte, MaxFileBytes+1), "big.yaml"); !errors.Is(err, ErrInvalid) {
		t.Errorf("oversized: %v", err)
	}
}
