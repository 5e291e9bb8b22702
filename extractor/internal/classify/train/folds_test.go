package main

import (
	"testing"

	"folio/gym/score"
)

func TestAssignFoldsKeepsHostsTogether(t *testing.T) {
	var pages []page
	add := func(c score.Corpus, id, url string, n int) {
		for range n {
			p := page{Page: score.Page{ID: id, URL: url}, corpus: c}
			p.host = hostOf(p)
			pages = append(pages, p)
		}
	}
	add(score.WCXB, "0001", "https://www.example.com/a", 5)
	add(score.Traf, "0002", "https://example.com/b", 2) // same host as www.example.com
	add(score.WCXB, "0003", "https://other.org/", 3)
	add(score.ScrapingHub, "0004", "https://third.net/x", 3)
	add(score.Traf, "0005", "", 1) // hard:: pages have no address
	add(score.Traf, "0006", "", 1)
	hard := page{Page: score.Page{ID: "0007", Host: "other.org"}, corpus: score.Traf}
	hard.host = hostOf(hard) // a hard:: page that declares its host joins it
	pages = append(pages, hard)
	fold := assignFolds(pages, 3)
	foldOf := map[string]int{}
	size := make([]int, 3)
	for i, p := range pages {
		if f, ok := foldOf[p.host]; ok && f != fold[i] {
			t.Fatalf("host %s in folds %d and %d", p.host, f, fold[i])
		}
		foldOf[p.host] = fold[i]
		size[fold[i]]++
	}
	if len(foldOf) != 5 {
		t.Fatalf("hosts %v, want example.com, other.org, third.net and one per page without address", foldOf)
	}
	if size[foldOf["other.org"]] < 4 {
		t.Fatalf("other.org's fold holds %d pages, want its 3 and the hard page", size[foldOf["other.org"]])
	}
	// example.com's 7 pages fill one fold; the other 9 share the other two.
	if size[foldOf["example.com"]] != 7 || size[0]+size[1]+size[2] != 16 || min(size[0], size[1], size[2]) < 3 {
		t.Fatalf("fold sizes %v", size)
	}
}

func TestSnippetLabels(t *testing.T) {
	unit := score.Normalize("Der Gemeinderat hat am Montag den Haushalt beschlossen, mit knapper Mehrheit.")
	with := normalized([]string{"den Haushalt beschlossen"})
	if !holdsSnippet(unit, with) {
		t.Error("a unit holding a with snippet is not content")
	}
	if snippetLabel(unit, with) {
		t.Error("a snippet of a third of the unit labels it by snippetLabel")
	}
	without := normalized([]string{"Foto: dpa"})
	if !snippetLabel(score.Normalize("Foto: dpa"), without) || snippetLabel(unit, without) {
		t.Error("without snippet labels wrong")
	}
}
