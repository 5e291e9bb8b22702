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

// Read finds the bios in the walk that reads the metadata, including a
// Person box inside an itemprop=author element, which that walk does not
// descend into, and a Person box past the part of the body searched for
// bylines.
func TestReadAuthorBios(t *testing.T) {
	var filler strings.Builder
	for i := 0; i < maxBodyForByline+10; i++ {
		filler.WriteString("<span>x</span>")
	}
	page := `<html><head><script type="application/ld+json">{"@type":"Person","name":"Kim",` +
		`"description":"Kim Lee covers science and health for the magazine since 2019."}</script></head><body>` +
		`<div itemprop="author"><div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ana</span>` +
		`<p itemprop="description">Ana Silva writes about rivers, their people and the towns built beside them.</p></div></div>` +
		filler.String() +
		`<div itemscope itemtype="https://schema.org/Person/"><p itemprop="description">Ben Okafor has reported on courts ` +
		`and prisons for twenty years.</p></div></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"Ana Silva writes about rivers, their people and the towns built beside them.",
		"Ben Okafor has reported on courts and prisons for twenty years.",
		"Kim Lee covers science and health for the magazine since 2019.",
	}
	r := Read(doc, nil)
	if !reflect.DeepEqual(r.AuthorBios, want) {
		t.Fatalf("Read(...).AuthorBios = %q, want %q", r.AuthorBios, want)
	}
	if got := AuthorBios(doc); !reflect.DeepEqual(got, want) {
		t.Fatalf("AuthorBios = %q, want %q", got, want)
	}
	if r.Metadata != Extract(doc, nil) {
		t.Fatalf("Read's metadata %+v differs from Extract's", r.Metadata)
	}
	if got := Read(nil, nil); got.AuthorBios != nil || got.Metadata != (Metadata{}) {
		t.Fatalf("Read(nil) = %+v, want zero", got)
	}
}
