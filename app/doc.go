// Package app is Folio's application core, with no Fyne: it loads a file or
// a URL into a Document (fetch, sniff, convert, stubs), drives a reader
// window's navigation (Session) and keeps settings.
//
// Loading:
//
//	l := app.NewLoader(app.WithTimeout(20 * time.Second))
//	doc, err := l.Load(ctx, "example.com/post")
//	var le *app.LoadError
//	if errors.As(err, &le) {
//		fmt.Println(le.Error(), le.Retryable())
//	}
//
// A target is a path, a file:// URL or an http(s) URL; a bare host such as
// "example.com" means https. Web pages are asked for Markdown first
// (Accept: text/markdown, ...); Markdown shows as it is (its frontmatter
// becomes metadata), HTML is converted in-process by the extractor with its
// RAG profile, RSS and Atom feeds become a list of entries, other text shows
// preformatted, and anything else fails with KindUnsupported. A missing or
// wrong Content-Type is corrected by sniffing the body. When a page yields
// little text the extractor itself looks further on the same parsed tree
// (extractor.Result.Source: data embedded in the page, a client-side-rendered
// shell, only metadata); the loader only words what it decided: a stub
// naming the framework that must run in a browser, or one made of the
// page's metadata.
//
// Navigation: a Session is one window's open, follow a link, back,
// forward, reload and cancel, with its History, Recent items, the load in
// flight (a newer load supersedes an older one, whose result is dropped)
// and the folder followed local links may not leave. It owns no widgets:
// it tells a Screen (the window) what to show, and hands a load's result
// to the UI goroutine through the do function it is given.
//
//	s := app.NewSession(app.NewLoader(), window, fyne.DoAndWait, app.WithRecent(prefs))
//	s.Open("notes/index.md")
//	lt := s.Follow("setup.md#install") // opened in the session; lt says the rest
//	s.Back()
//
// ReportBadExtraction saves a web page the extractor converted (Reportable
// says which can be) as a new entry of the extraction gym (package
// gym/entry) in ReportDir, where `folio-extract gym run` finds it: the
// reader's Report Bad Extraction command. Nothing is sent anywhere.
//
// Persistence (Recent, Settings) goes through Store, a two-method interface
// that Fyne's Preferences satisfies; MemoryStore backs tests.
//
// # Security
//
// Nothing is sent to a third-party service: every step runs in-process.
// Bodies are capped (10 MB by default, after decompression) and a page over
// the cap fails with KindTooLarge rather than showing a truncated page.
// ResolveLink keeps links from a local document inside its folder and
// refuses executable targets and script URLs.
package app
