package metadata

import (
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestFixMojibake(t *testing.T) {
	cases := []struct{ in, want string }{
		{"A DIY Investor\u00e2\u0080\u0099s Guide", "A DIY Investor\u2019s Guide"},
		{"itertools \u00e2\u0080\u0094 Functions", "itertools \u2014 Functions"},
		{"Crème brûlée", "Crème brûlée"},                     // Latin-1 letters, no C1: real text
		{"Price \u0080 five", "Price \u0080 five"},           // C1 alone is not valid UTF-8 once undone
		{"日本語 \u00e2\u0080\u0099", "日本語 \u00e2\u0080\u0099"}, // beyond Latin-1: leave it
	}
	for _, c := range cases {
		if got := fixMojibake(c.in); got != c.want {
			t.Errorf("fixMojibake(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	// Character references would not do: HTML maps &#128;-&#159; to
	// windows-1252, as browsers do.
	if got := Extract(htmltest.Parse(t, "<title>A DIY Investor\u00e2\u0080\u0099s Guide</title>"), nil).Title; got != "A DIY Investor’s Guide" {
		t.Errorf("title = %q", got)
	}
}
