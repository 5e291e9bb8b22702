package templates

import (
	"fmt"
	"os"
	"testing"
	"time"

	"folio/extractor/internal/fingerprint"
	"folio/extractor/internal/htmltest"
)

// TestFakeHostsCannotEvictRealOnes replays the flood of issue 18: a
// client of serve claimed a new host on every request, and 1,000 forged
// hosts evicted every learned template. Here, in a cache of 8 hosts, 4
// hosts serve pages, then 150 forged hosts are taught one page each and
// 12 more a full warm-up each (each file write is synced, so the flood
// is about 20 times the bound rather than 1,000 hosts): the real hosts
// keep their templates and their files, in this process and after a
// restart and another flood. A
// cache frozen for ever would be wrong too: ten weeks later, new hosts do
// take the place of hosts nobody used since.
func TestFakeHostsCannotEvictRealOnes(t *testing.T) {
	dir := t.TempDir()
	clock := time.Date(2026, 11, 1, 8, 0, 0, 0, time.UTC)
	open := func() *Cache {
		c, err := OpenCache(dir, CacheOptions{MaxHosts: 8})
		if err != nil {
			t.Fatal(err)
		}
		c.now = func() time.Time { clock = clock.Add(time.Second); return clock }
		return c
	}
	c := open()
	probe := fingerprint.Sketch(htmltest.Parse(t, blogPage(99, 7, "")))
	real := func(i int) string { return fmt.Sprintf("news%d.example", i) }
	for i := 0; i < 4; i++ {
		for id := 1; id <= Warmup; id++ {
			learnPage(t, c, real(i), id, nil)
		}
		for page := 0; page < 10; page++ { // pages served, as Extract does
			lt, _, ok := c.Lookup(real(i), probe)
			if !ok {
				t.Fatalf("%s: no template after the warm-up", real(i))
			}
			c.Observe(lt, Stats{Text: 900})
		}
	}
	flood := func(wave string, hosts, pages int) {
		for i := 0; i < hosts; i++ {
			for id := 1; id <= pages; id++ {
				learnPage(t, c, fmt.Sprintf("%s%d.example", wave, i), id, nil)
			}
		}
	}
	survivors := func(when string) int {
		n := 0
		for i := 0; i < 4; i++ {
			_, _, ok := c.Lookup(real(i), probe)
			if _, err := os.Stat(c.path(real(i))); ok && err == nil {
				n++
			}
		}
		if c.Hosts() > 8 {
			t.Errorf("%s: %d hosts kept, the bound is 8", when, c.Hosts())
		}
		return n
	}
	flood("forged", 150, 1)
	flood("warmed", 12, Warmup)
	if n := survivors("after the flood"); n != 4 {
		t.Errorf("after 162 forged hosts, %d of 4 real hosts keep their template", n)
	}
	if err := c.Flush(); err != nil {
		t.Fatal(err)
	}
	c = open()
	flood("again", 60, 1)
	if n := survivors("after a restart"); n != 4 {
		t.Errorf("after a restart and 60 forged hosts, %d of 4 real hosts keep their template", n)
	}
	clock = clock.Add(10 * 7 * 24 * time.Hour)
	flood("later", 8, 2)
	if n := survivors("ten weeks later"); n != 0 {
		t.Errorf("ten weeks unused, %d of 4 hosts still block new ones", n)
	}
}

// TestLearnedRulesAreBounded: a page whose content needs more than
// MaxRules selectors teaches nothing, and merging never keeps more than
// MaxRules, dropping the least observed chrome rules first.
func TestLearnedRulesAreBounded(t *testing.T) {
	c, err := OpenCache(t.TempDir(), CacheOptions{})
	if err != nil {
		t.Fatal(err)
	}
	page := "<html><body>"
	for i := 0; i < MaxRules+10; i++ {
		page += fmt.Sprintf(`<div id="c%d" class="c%d"><p>block %d of a page cut into many content blocks</p></div><span>x</span>`, i, i, i)
	}
	doc := htmltest.Parse(t, page+"</body></html>")
	var blocks []Block
	for n := doc.LastChild.LastChild.FirstChild; n != nil; n = n.NextSibling {
		if n.Data == "div" {
			blocks = append(blocks, Block{n, RoleMain})
		}
	}
	if _, err := c.Learn("many.example", fingerprint.Sketch(doc), doc, blocks, nil); err != ErrNoTemplate {
		t.Errorf("a page of %d content blocks: %v, want ErrNoTemplate", len(blocks), err)
	}
	var rules []Rule
	for i := 0; i < MaxRules+5; i++ {
		rules = append(rules, Rule{Role: "boilerplate", Selectors: []string{fmt.Sprintf(".b%d", i)}, Observations: 1 + i%3})
	}
	rules[0] = Rule{Role: RoleMain, Selectors: []string{"main"}, Observations: 1}
	got := capRules(rules)
	if len(got) != MaxRules || got[0].Role != RoleMain {
		t.Fatalf("capped to %d rules, main kept %v", len(got), got[0].Role == RoleMain)
	}
	kept := map[int]int{}
	for _, r := range got {
		kept[r.Observations]++
	}
	if kept[3] != (MaxRules+5)/3 {
		t.Errorf("the most observed chrome rules were dropped: %v", kept)
	}
}
