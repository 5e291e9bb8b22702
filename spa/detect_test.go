package spa

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

var article = strings.Repeat("<p>Readers want the article text, and this paragraph is what a server-rendered page sends.</p>", 5)

func TestDetect(t *testing.T) {
	cases := []struct {
		name, html string
		shell      bool
		framework  string
	}{
		{"next-shell", `<body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">{}</script></body>`, true, "Next.js"},
		{"next-ssr", `<body><div id="__next">` + article + `</div><script id="__NEXT_DATA__">{}</script></body>`, false, "Next.js"},
		{"next-app-router", `<body><div hidden></div><script>self.__next_f.push([1,""])</script></body>`, true, "Next.js"},
		{"nuxt", `<body><div id="__nuxt"></div><script>window.__NUXT__={}</script></body>`, true, "Nuxt"},
		{"remix", `<body><script>window.__remixContext = {}</script></body>`, true, "Remix"},
		{"remix-data", `<body><div></div><script>__REMIX_DATA__</script></body>`, true, "Remix"},
		{"apollo", `<body><div id="main"></div><script>window.__APOLLO_STATE__={}</script></body>`, true, "Apollo"},
		{"redux", `<body><div id="x"></div><script>window.__PRELOADED_STATE__={}</script></body>`, true, "Redux"},
		{"redux-state", `<body><script>__REDUX_STATE__={}</script></body>`, true, "Redux"},
		{"react-root", `<body><div id="root"></div><script src="/static/js/main.js"></script></body>`, true, "React"},
		{"react-root-whitespace", "<body><div id=\"root\">\n  <!-- app -->\n</div><script src=a.js></script></body>", true, "React"},
		{"reactroot", `<body><div data-reactroot="">` + article + `</div><script src=a.js></script></body>`, false, "React"},
		{"angular", `<body><app-root ng-version="17.0.0"></app-root><script src="main.js"></script></body>`, true, "Angular"},
		{"angular-ssr", `<body><app-root ng-version="17.0.0">` + article + `</app-root><script src="main.js"></script></body>`, false, "Angular"},
		{"sveltekit", `<body><div style="display: contents"></div><script>__sveltekit_abc = {}</script></body>`, true, "SvelteKit"},
		{"sapper", `<body><div id="sapper"></div><script src="client.js"></script></body>`, true, "Sapper"},
		{"vue", `<body><div id="app" data-v-app></div><script src="app.js"></script></body>`, true, "Vue"},
		{"vue-empty-app", `<body><div id="app"></div><script src="app.js"></script></body>`, true, "Vue"},
		{"gatsby", `<body><div id="___gatsby"></div><script src="app.js"></script></body>`, true, "Gatsby"},
		{"ember", `<body class="ember-application"><script src="vendor.js"></script></body>`, true, "Ember"},
		{"discourse-splash", `<body><section id="d-splash"><div class="dots"></div></section><discourse-assets></discourse-assets><script src="x.js"></script></body>`, true, "Ember (Discourse)"},
		{"discourse-noscript", `<body><section id="d-splash"></section><noscript>` + article + `</noscript><script src="x.js"></script></body>`, false, "Ember (Discourse)"},
		{"chrome-around-empty-root", `<body><header>` + strings.Repeat("Menu Shop Help ", 30) + `</header><div id="root"></div><script src="a.js"></script></body>`, true, "React"},
		{"generic-shell", `<body><noscript>You need to enable JavaScript to run this app.</noscript><script src="a.js"></script></body>`, true, ""},
		{"static-page", `<body><h1>Hello</h1><p>Small static page.</p></body>`, false, ""},
		{"static-article", `<body>` + article + `<script src="analytics.js"></script></body>`, false, ""},
		{"empty", ``, false, ""},
		{"data-scripts-only", `<body><h1>Closed</h1><p>Back on Monday.</p><script type="application/ld+json">{"@type":"Organization"}</script><script type="application/json">{}</script></body>`, false, ""},
		{"module-script", `<body><p>Loading</p><script type="module" src="app.js"></script></body>`, true, ""},
		{"javascript-type", `<body><p>Loading</p><script type="text/javascript; charset=utf-8" src="app.js"></script></body>`, true, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, shell := detect([]byte(c.html))
			if shell != c.shell || d.Shell != shell {
				t.Errorf("shell = %v, want %v (%+v)", shell, c.shell, d)
			}
			if d.Framework != c.framework {
				t.Errorf("framework = %q, want %q", d.Framework, c.framework)
			}
		})
	}
}

func TestDetectCountsVisibleTextOnly(t *testing.T) {
	page := `<html><head><title>Title text</title><style>body{color:red}</style></head><body>
<script>var s = "lots of script text that is not visible";</script><template><p>hidden</p></template>
<p>Ab &amp; cd</p><svg><text>svg</text></svg></body></html>`
	d, _ := detect([]byte(page))
	if d.TextLen != 5 || d.Scripts != 1 { // "Ab&cd"
		t.Errorf("TextLen %d Scripts %d, want 5 and 1", d.TextLen, d.Scripts)
	}
}

func FuzzDetect(f *testing.F) {
	f.Add([]byte(`<div id="root"></div><script>__NEXT_DATA__</script>`))
	f.Add([]byte(`<body><p>text</p></body>`))
	f.Add([]byte(`<div id=app><svg><script>`))
	f.Fuzz(func(t *testing.T, page []byte) {
		d, shell := detect(page)
		if d.Shell != shell || d.TextLen < 0 || d.Scripts < 0 {
			t.Fatalf("inconsistent detection %+v", d)
		}
	})
}

// detect parses page as the extractor does (scripting disabled) and runs
// Detect on it.
func detect(page []byte) (Detection, bool) {
	doc, err := html.ParseWithOptions(bytes.NewReader(page), html.ParseOptionEnableScripting(false))
	if err != nil {
		doc = nil
	}
	return Detect(page, doc)
}
