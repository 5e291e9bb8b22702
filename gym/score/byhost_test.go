package score

import (
	"bytes"
	"strings"
	"testing"
)

// TestHostSpreads: pages are grouped by host (www. and case aside, and
// Trafilatura's hard:: names), the interval holds the mean, the share
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
		page("5", "hard::d.de-story.html", "article", 0.9),
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

// TestPageHostHardNames: a hard:: page's host ends at its first top-level
// domain, so it joins the pages of that host taken by address.
func TestPageHostHardNames(t *testing.T) {
	for name, want := range map[string]string{
		"hard::dw.com.colonial.html":                         "dw.com",
		"hard::mercurynews.com.2023.01.16.letters-1119.html": "mercurynews.com",
		"hard::iwr.de.IWR-Pressedienst.html":                 "iwr.de",
		"hard::jamaicaobserver.com-attacks.html":             "jamaicaobserver.com",
		"hard::www.bbc.co.uk.news.html":                      "bbc.co.uk",
		"hard::rhein-zeitung.de_story.html":                  "rhein-zeitung.de",
		"hard::noext":                                        "page 7",
		"https://www.Example.com/a":                          "example.com",
	} {
		if got := pageHost(PageResult{ID: "7", URL: name}); got != want {
			t.Errorf("pageHost(%q) = %q, want %q", name, got, want)
		}
	}
}
