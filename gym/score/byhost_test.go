package score

import (
	"bytes"
	"strings"
	"testing"
)

// TestHostSpreads: pages are grouped by host (www. and case aside, and
// the host the corpus gives a page without address), the interval holds the mean, the share
// below the floor follows the floor, and a second run prints the same.
func TestHostSpreads(t *testing.T) {
	page := func(id, u, typ string, f1 float64) PageResult {
		return PageResult{ID: id, URL: u, Type: typ, PRF: PRF{Precision: f1, Recall: f1, F1: f1}}
	}
	r := &Report{Corpus: WCXB, Pages: []PageResult{
		page("1", "https://www.a.com/x", "product", 1),
		page("2", "https://A.com/y", "product", 1),
		page("3", "https://b.com/x", "product", 0.2),
		page("4", "https://c.com/x", "product", 0.8),
		{ID: "5", Type: "article", Host: "d.de", PRF: PRF{Precision: 0.9, Recall: 0.9, F1: 0.9}},
		page("6", "", "article", 0.5),
	}}
	by := r.HostSpreads(0.7)
	p := by["product"]
	if p.Pages != 4 || p.Hosts != 3 || p.F1 != 0.75 {
		t.Fatalf("product %+v, want 4 pages on 3 hosts, F1 0.75", p)
	}
	if !(p.Low < p.F1 && p.F1 < p.High) || p.Below <= 0 || p.Below >= 1 {
		t.Errorf("product spread %+v: the interval should hold the mean and some resamples fall below 0.7", p)
	}
	if by["overall"].Hosts != 5 {
		t.Errorf("overall hosts %d, want 5 (a.com, b.com, c.com, d.de, page 6)", by["overall"].Hosts)
	}
	if lower := r.HostSpreads(0.1)["product"]; lower.Below != 0 {
		t.Errorf("%.3f of resamples below 0.1; the lowest possible mean is 0.2", lower.Below)
	}
	var a, b bytes.Buffer
	r.WriteHostSpreads(&a, 0.7)
	r.WriteHostSpreads(&b, 0.7)
	if a.String() != b.String() || !strings.Contains(a.String(), "\nproduct ") {
		t.Errorf("two runs differ or miss the product row:\n%s\n%s", a.String(), b.String())
	}
}

// TestPageHost: the host the corpus gives a page without address comes
// first, then the address's host; a page with neither is its own host.
func TestPageHost(t *testing.T) {
	for _, c := range []struct {
		p    PageResult
		want string
	}{
		{PageResult{ID: "7", URL: "https://www.Example.com/a"}, "example.com"},
		{PageResult{ID: "7", Host: "iwrpressedienst.de"}, "iwrpressedienst.de"},
		{PageResult{ID: "7", URL: "hard::noext"}, "page 7"},
		{PageResult{ID: "7"}, "page 7"},
	} {
		if got := pageHost(c.p); got != c.want {
			t.Errorf("pageHost(%+v) = %q, want %q", c.p, got, c.want)
		}
	}
}

// TestDeclaredHost: a saved page's own address is read from its head:
// the canonical link first, then og:url, then <base href>; relative
// addresses and anything after the head are no declaration.
func TestDeclaredHost(t *testing.T) {
	for _, c := range []struct{ page, want string }{
		{`<html><head><meta property="og:url" content="https://og.example/a"><link rel="canonical" href="https://www.Canon.example/a"></head>`, "canon.example"},
		{`<head><base href="https://base.example/"><meta property="og:url" content="http://og.example/a">`, "og.example"},
		{`<head><link rel="canonical" href="/relative"><base href="https://www.base.example/x"></head>`, "base.example"},
		{`<head><link rel="alternate canonical" href="//proto.example/x">`, "proto.example"},
		{`<head><title>t</title></head><body><link rel="canonical" href="https://late.example/">`, ""},
		{`<p>no head at all`, ""},
		{``, ""},
	} {
		if got := declaredHost([]byte(c.page)); got != c.want {
			t.Errorf("declaredHost(%q) = %q, want %q", c.page, got, c.want)
		}
	}
}
