package spa

// marker is a byte pattern that betrays a framework.
type marker struct {
	pattern   string
	framework string
}

// markers are checked in order; the first framework found names the page.
// More specific meta-frameworks (Next.js, Nuxt, Remix, Gatsby, SvelteKit)
// come before the libraries they build on (React, Vue, Svelte), and state
// containers (Apollo, Redux) come last because they sit under any of them.
var markers = []marker{
	{"__NEXT_DATA__", "Next.js"},
	{"self.__next_f", "Next.js"},
	{"/_next/static/", "Next.js"},
	{"window.__NUXT__", "Nuxt"},
	{"__NUXT__", "Nuxt"},
	{`id="__nuxt"`, "Nuxt"},
	{"__NUXT_DATA__", "Nuxt"},
	{"__REMIX_DATA__", "Remix"},
	{"__remixContext", "Remix"},
	{"___gatsby", "Gatsby"},
	{"__sveltekit", "SvelteKit"},
	{`id="sapper"`, "Sapper"},
	{"ng-version=", "Angular"},
	{"ng-app=", "AngularJS"},
	{"<app-root", "Angular"},
	{"ember-application", "Ember"},
	{"discourse-assets", "Ember (Discourse)"},
	{`id="d-splash"`, "Ember (Discourse)"},
	{"data-ember", "Ember"},
	{"data-v-app", "Vue"},
	{"data-server-rendered", "Vue"},
	{"__VUE__", "Vue"},
	{"data-reactroot", "React"},
	{"_reactListening", "React"},
	{"react-root", "React"},
	{"svelte-", "Svelte"},
	{"flt-glass-pane", "Flutter"},
	{"flutter_service_worker", "Flutter"},
	{"_framework/blazor", "Blazor"},
	{"__APOLLO_STATE__", "Apollo"},
	{"__REDUX_STATE__", "Redux"},
	{"__PRELOADED_STATE__", "Redux"},
	{"window.__INITIAL_STATE__", "JavaScript"},
}

// mountFrameworks maps the ids of conventional mount points to the
// framework that usually owns them; "" means the id is generic.
var mountFrameworks = map[string]string{
	"root":       "React",
	"app":        "Vue",
	"__next":     "Next.js",
	"___gatsby":  "Gatsby",
	"__nuxt":     "Nuxt",
	"sapper":     "Sapper",
	"svelte":     "Svelte",
	"main-app":   "",
	"app-root":   "",
	"react-root": "React",
}
