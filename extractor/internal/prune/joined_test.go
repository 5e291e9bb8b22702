package prune

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// A phpBB post: the classifier chose the body and joined the poster's
// name and the post's date, both inside p.author, which discard names
// read as an author box. The name the classifier marked joined stays;
// the date, not marked, is cut as before.
func TestPruneKeepsJoinedRoots(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<html><body><div class="postbody"><p class="author">by <strong><a class="username" id=name href="/memberlist.php?u=1">kestrel</a></strong> » ` +
		`<time id=date datetime="2024-02-24">Sat Feb 24, 2024 5:43 pm</time></p><div class="content" id=body>` + para("body", 80) + `</div></div></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	name, date, body := byID(doc, "name"), byID(doc, "date"), byID(doc, "body")
	roots := []*html.Node{name, date, body}
	if got := cutIDs(Prune(roots, nil, Page{}), "discard-name"); !slices.Equal(got, []string{"name", "date"}) {
		t.Fatalf("without the mark, discard names cut %v, want the name and the date (the case is no test otherwise)", got)
	}
	got := cutIDs(Prune(roots, nil, Page{Joined: map[*html.Node]bool{name: true}}), "discard-name")
	if !slices.Equal(got, []string{"date"}) {
		t.Errorf("discard names cut %v, want the date only: the joined name stays", got)
	}
}

// A joined root whose text all sits in one named child: Discourse's
// crawler view prints the poster as <span itemprop="author"><span
// class="creator">, and other engines wrap the name twice. A rule that
// cuts the child cuts the whole of what the classifier joined, so the
// child is spared with its root; a child that holds only part of the
// root's text (a rank under the name) is not.
func TestPruneSparesJoinedRootsText(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<html><body><div class="post"><div class="poster" id=name><span class="author-name" id=inner>kestrel</span></div>` +
		`<div class="poster" id=ranked><a href="/u/2">merlin</a> <span class="author-rank" id=rank>Senior member</span></div>` +
		`<div class="content" id=body>` + para("body", 80) + `</div></div></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	name, ranked, body := byID(doc, "name"), byID(doc, "ranked"), byID(doc, "body")
	roots := []*html.Node{name, ranked, body}
	if got := cutIDs(Prune(roots, nil, Page{}), "discard-name"); !slices.Equal(got, []string{"inner", "rank"}) {
		t.Fatalf("without the mark, discard names cut %v, want the name's box and the rank (the case is no test otherwise)", got)
	}
	got := cutIDs(Prune(roots, nil, Page{Joined: map[*html.Node]bool{name: true, ranked: true}}), "discard-name")
	if !slices.Equal(got, []string{"rank"}) {
		t.Errorf("discard names cut %v, want the rank only: the box that holds all of a joined name's text is the name", got)
	}
}

// A rule that finds a spared element to be boilerplate is refused, and it
// does not go on to cut the element's parts for the same reading: the
// classifier's verdict on the element stands over the rule's, and the
// parts are read by the rule the same way (a hidden box's hidden line).
// Other rules still read inside: a screen-reader label after a joined
// name goes.
func TestPruneRefusedRuleSkipsSparedSubtree(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<html><body><div class="skip-link" id=skip><a href="#b">kestrel</a> <span class="d-none" id=hidden>wrote</span></div>` +
		`<p id=name><a href="/u/1">kestrel</a> <span class="sr-only" id=label>Original poster:</span></p>` +
		`<div id=body>` + para("body", 80) + `</div></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	skip, name := byID(doc, "skip"), byID(doc, "name")
	roots := []*html.Node{skip, name, byID(doc, "body")}
	if got := cutIDs(Prune(roots, nil, Page{}), "hidden-class"); !slices.Equal(got, []string{"skip"}) {
		t.Fatalf("without the mark, hidden classes cut %v, want the box (the case is no test otherwise)", got)
	}
	cuts := Prune(roots, nil, Page{Joined: map[*html.Node]bool{skip: true, name: true}})
	if got := cutIDs(cuts, "hidden-class"); len(got) > 0 {
		t.Errorf("hidden classes cut %v inside the joined box, want nothing", got)
	}
	if got := cutIDs(cuts, "srlabel"); !slices.Equal(got, []string{"label"}) {
		t.Errorf("screen-reader labels cut %v, want the label inside the joined name", got)
	}
}

// A forum's advertisement posts in a post's place, with "Advertisement"
// where the poster's name goes, and the classifier joins it as a name.
// The phrase lines read the words themselves, which the classifier did
// not: they cut it, joined or not, wrapped or not.
func TestPruneJoinedNameThatReadsAsBoilerplate(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<html><body><h3 class="author" id=ad><strong id=inner>Advertisement</strong></h3>` +
		`<h3 class="author" id=bare>Advertisement</h3>` +
		`<h3 class="author" id=name><strong>kestrel</strong></h3><div id=body>` + para("body", 80) + `</div></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	ad, bare, name := byID(doc, "ad"), byID(doc, "bare"), byID(doc, "name")
	roots := []*html.Node{ad, bare, name, byID(doc, "body")}
	var got []string
	for _, k := range Prune(roots, nil, Page{Joined: map[*html.Node]bool{ad: true, bare: true, name: true}}) {
		got = append(got, k.Rule+" "+dom.Attr(k.Node, "id"))
	}
	if want := []string{"boilerplate-line ad", "boilerplate-line bare"}; !slices.Equal(got, want) {
		t.Errorf("cuts %v, want %v", got, want)
	}
}
