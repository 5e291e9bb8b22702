package metadata

import (
	"reflect"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestAuthorBios(t *testing.T) {
	page := `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@graph":[` +
		`{"@type":"NewsArticle","headline":"H","description":"An article's summary, not a person's at all, long enough.",` +
		`"author":{"@type":"Person","name":"Jane Doe","description":"<p>Jane Doe is a freelance writer based in Lisbon &amp; Porto.</p>"}},` +
		`{"@type":["Person"],"name":"Max","description":"Senior Editor"}]}</script></head>` +
		`<body><p>Text</p><script type="application/ld+json">{"@type":"Person","name":"Kim",` +
		`"description":"Kim Lee covers science and health for the magazine since 2019."}</script></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	got := AuthorBios(doc)
	want := []string{"Jane Doe is a freelance writer based in Lisbon & Porto.", "Kim Lee covers science and health for the magazine since 2019."}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("AuthorBios = %q, want %q", got, want)
	}
	doc, _ = html.Parse(strings.NewReader(`<html><body><script type="application/ld+json">{"@type":"Organization","description":"A company that makes things for people everywhere."}</script></body></html>`))
	if got := AuthorBios(doc); len(got) != 0 {
		t.Fatalf("AuthorBios of an organisation = %q, want none", got)
	}
}

func TestAuthorBiosMicrodata(t *testing.T) {
	page := `<html><body><article><p>Text</p></article>` +
		`<div class="saboxplugin-wrap" itemtype="http://schema.org/Person" itemscope itemprop="author">` +
		`<div class="name"><span itemprop="name">Karina Cohen</span></div>` +
		`<div class="desc"><div itemprop="description"><p>Karina Cohen is the owner of a local cleaning company ` +
		`serving the Greater Denver area.</p></div></div>` +
		`<div itemscope itemtype="https://schema.org/Organization"><span itemprop="description">A company, not the writer, described here at length.</span></div>` +
		`</div></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Karina Cohen is the owner of a local cleaning company serving the Greater Denver area."}
	if got := AuthorBios(doc); !reflect.DeepEqual(got, want) {
		t.Fatalf("AuthorBios = %q, want %q", got, want)
	}
}
