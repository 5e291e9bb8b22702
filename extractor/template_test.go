package extractor_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"folio/extractor"
	"folio/extractor/rules"
	"folio/extractor/templates"
)

// blogPage is page i of a small blog: one layout, different words.
// layout 1 renames the content class (a redesign the template must notice).
func blogPage(i, layout int) []byte {
	body := "entry-content"
	if layout == 1 {
		body = "story-text"
	}
	var paras strings.Builder
	for p := 0; p < 6; p++ {
		fmt.Fprintf(&paras, "<p>Paragraph %d of post %d tells how the harbour ferry %s crossed the bay at dawn, "+
			"carrying %d passengers and a cargo of letters, bread and news from the mainland towns.</p>\n",
			p, i, []string{"Aster", "Birch", "Cedar", "Dunlin"}[(i+p)%4], 10+i*p)
	}
	return []byte(fmt.Sprintf(`<!doctype html><html><head><title>Post %d - Harbour Notes</title></head><body>
<header class="site-header"><nav class="main-nav"><a href="/">Home</a> <a href="/about">About</a> <a href="/archive">Archive</a></nav></header>
<main class="site-main"><article class="post">
<h1 class="post-title">Post number %d</h1>
<div class="%s">%s</div>
<div class="share-bar"><a href="/share/tw">Share on Twitter</a> <a href="/share/fb">Share on Facebook</a></div>
</article></main>
<aside class="sidebar"><h3>Recent</h3><ul><li><a href="/p/1">One</a></li><li><a href="/p/2">Two</a></li><li><a href="/p/3">Three</a></li></ul></aside>
<footer class="site-footer"><p>Copyright Harbour Notes. <a href="/privacy">Privacy</a></p></footer>
</body></html>`, i, i, body, paras.String()))
}

func TestOperatorTemplateServes(t *testing.T) {
	store, err := templates.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	tpl := &templates.Template{Host: "notes.example", Rules: []templates.Rule{
		{Role: "main", Selectors: []string{"div.entry-content"}, Confidence: 1},
	}}
	if err := store.Put(tpl); err != nil {
		t.Fatal(err)
	}
	// Put writes the file; a fresh store reads it as the reader would.
	store, err = templates.OpenStore(store.Dir())
	if err != nil {
		t.Fatal(err)
	}
	res, err := extractor.Extract(blogPage(1, 0), extractor.WithURL("https://www.notes.example/p/1"),
		extractor.WithTemplates(store, nil))
	if err != nil {
		t.Fatal(err)
	}
	if res.Template == nil || res.Template.Source != templates.Operator || res.Template.Host != "notes.example" {
		t.Fatalf("template = %+v, want operator notes.example", res.Template)
	}
	if strings.Contains(res.Text, "Post number 1") || !strings.Contains(res.Text, "Paragraph 0 of post 1") {
		t.Errorf("operator template did not select only div.entry-content:\n%s", res.Text)
	}
	if res.Timings.Classify != 0 {
		t.Errorf("classify ran (%v) on a page a template served", res.Timings.Classify)
	}

	// A page the template does not fit (renamed class) falls back to the
	// classifier and reports no template.
	res, err = extractor.Extract(blogPage(2, 1), extractor.WithURL("https://notes.example/p/2"),
		extractor.WithTemplates(store, nil))
	if err != nil {
		t.Fatal(err)
	}
	if res.Template != nil || !strings.Contains(res.Text, "Paragraph 0 of post 2") {
		t.Errorf("drifted operator template: template %+v, text:\n%s", res.Template, res.Text)
	}
}

func TestLearnedTemplateServesAfterWarmup(t *testing.T) {
	cache, err := templates.OpenCache(t.TempDir(), templates.CacheOptions{})
	if err != nil {
		t.Fatal(err)
	}
	opts := func(i int) []extractor.Option {
		return []extractor.Option{extractor.WithURL(fmt.Sprintf("https://notes.example/p/%d", i)), extractor.WithTemplates(nil, cache)}
	}
	served := 0
	for i := 0; i < 8; i++ {
		page := blogPage(i, 0)
		res, err := extractor.Extract(page, opts(i)...)
		if err != nil {
			t.Fatal(err)
		}
		full, err := extractor.Extract(page, extractor.WithURL(fmt.Sprintf("https://notes.example/p/%d", i)))
		if err != nil {
			t.Fatal(err)
		}
		if res.Template == nil {
			continue // warm-up, or a back-off check classified in full
		}
		served++
		if i < templates.Warmup {
			t.Errorf("page %d: served during the warm-up", i)
		}
		if res.Template.Source != templates.Learned || res.Template.Host != "notes.example" {
			t.Errorf("page %d: template %+v", i, res.Template)
		}
		if res.Text != full.Text {
			t.Errorf("page %d: template output differs from the classifier's:\n%s\n---\n%s", i, res.Text, full.Text)
		}
	}
	if served < 3 {
		t.Fatalf("%d of 8 pages served from the learned template, want at least 3", served)
	}
	// The redesign: the template's selectors miss, the page is classified
	// and the layout refits (or a new layout starts).
	res, err := extractor.Extract(blogPage(20, 1), opts(20)...)
	if err != nil {
		t.Fatal(err)
	}
	if res.Template != nil {
		t.Errorf("redesigned page served from the old template %+v", res.Template)
	}
	if !strings.Contains(res.Text, "Paragraph 0 of post 20") {
		t.Errorf("redesigned page lost its content:\n%s", res.Text)
	}
}

func TestTemplatesOnlyServeContentProfiles(t *testing.T) {
	store, _ := templates.OpenStore(t.TempDir())
	if err := store.Put(&templates.Template{Host: "notes.example", Rules: []templates.Rule{{Role: "main", Selectors: []string{"div.entry-content"}}}}); err != nil {
		t.Fatal(err)
	}
	store, _ = templates.OpenStore(store.Dir())
	for _, p := range extractor.Profiles {
		res, err := extractor.Extract(blogPage(1, 0), extractor.WithURL("https://notes.example/p/1"),
			extractor.WithProfile(p), extractor.WithTemplates(store, nil))
		if err != nil {
			t.Fatal(err)
		}
		want := p == extractor.ProfileMain || p == extractor.ProfileRAG
		if (res.Template != nil) != want {
			t.Errorf("profile %s: template %+v, want served=%v", p, res.Template, want)
		}
	}
	// No URL, no host: no template.
	res, _ := extractor.Extract(blogPage(1, 0), extractor.WithTemplates(store, nil))
	if res.Template != nil {
		t.Errorf("page without a URL served from %+v", res.Template)
	}
}

const consentPage = `<html><head><title>Tea</title></head><body>
<div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk"><p>We use cookies to improve your experience. Accept all cookies?</p><button>Accept</button></div></div>
<article><h1>Green tea</h1><p>Green tea is made from the unoxidised leaves of Camellia sinensis and brewed at lower temperatures than black tea.</p>
<p>It is grown in China and Japan, where steaming or pan-firing stops the leaves from oxidising soon after picking.</p></article>
</body></html>`

func TestRulesFireByDefault(t *testing.T) {
	res, err := extractor.Extract([]byte(consentPage), extractor.WithURL("https://tea.example/green"), extractor.WithProfile(extractor.ProfileDebug))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(res.Rules, "onetrust-banner") {
		t.Errorf("rules fired %v, want onetrust-banner", res.Rules)
	}
	if strings.Contains(res.Text, "cookies") {
		t.Errorf("the consent banner survived the rule:\n%s", res.Text)
	}
	res, err = extractor.Extract([]byte(consentPage), extractor.WithRules(nil), extractor.WithProfile(extractor.ProfileDebug))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Rules) != 0 || !strings.Contains(res.Text, "cookies") {
		t.Errorf("WithRules(nil): rules %v, banner kept=%v", res.Rules, strings.Contains(res.Text, "cookies"))
	}
	// ProfileAll converts the page as it is.
	res, _ = extractor.Extract([]byte(consentPage), extractor.WithProfile(extractor.ProfileAll))
	if len(res.Rules) != 0 {
		t.Errorf("ProfileAll ran rules %v", res.Rules)
	}
}

func TestUserRuleMetaOverride(t *testing.T) {
	r, err := rules.Parse([]byte(`rules:
  - id: tea-site
    stage: after
    trigger: {host: {ends_with: [tea.example]}}
    apply:
      meta: {site_name: {value: The Tea Site}}
`), "user.yaml")
	if err != nil {
		t.Fatal(err)
	}
	set := rules.NewSet(rules.Default().Rules(), r)
	res, err := extractor.Extract([]byte(consentPage), extractor.WithURL("https://www.tea.example/green"), extractor.WithRules(set))
	if err != nil {
		t.Fatal(err)
	}
	if res.Metadata.SiteName != "The Tea Site" {
		t.Errorf("site name %q, want the rule's override", res.Metadata.SiteName)
	}
	if want := []string{"onetrust-banner", "tea-site"}; !slices.Equal(res.Rules, want) {
		t.Errorf("rules fired %v, want %v (before, then after)", res.Rules, want)
	}
}

func TestResultJSONTemplateNull(t *testing.T) {
	res, err := extractor.Extract([]byte(consentPage))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(res)
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if string(m["template"]) != "null" {
		t.Errorf(`"template" = %s, want null`, m["template"])
	}
	if string(m["rules"]) == "null" {
		t.Errorf(`"rules" is null, want an array`)
	}
}

// TestTemplatesConcurrent extracts pages of several hosts at once with one
// cache and one store, as the reader and the gateway do.
func TestTemplatesConcurrent(t *testing.T) {
	cache, err := templates.OpenCache(t.TempDir(), templates.CacheOptions{})
	if err != nil {
		t.Fatal(err)
	}
	store, _ := templates.OpenStore(t.TempDir())
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 12; i++ {
				u := fmt.Sprintf("https://host%d.example/p/%d", i%3, i)
				res, err := extractor.Extract(blogPage(i, 0), extractor.WithURL(u), extractor.WithTemplates(store, cache))
				if err != nil {
					errs <- err
					return
				}
				if !strings.Contains(res.Text, fmt.Sprintf("Paragraph 5 of post %d", i)) {
					errs <- fmt.Errorf("%s lost its content (template %+v)", u, res.Template)
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if cache.Hosts() != 3 {
		t.Errorf("cache holds %d hosts, want 3", cache.Hosts())
	}
}
