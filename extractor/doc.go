// Package extractor turns an HTML page into clean GitHub-Flavoured Markdown,
// plain text and metadata. It finds the page's main content, so that a reader
// or a language model gets the article, not the menus around it.
//
// The pipeline runs in stages: parse (charset detection, limits) -> metadata
// -> platform rules that run before classification (package rules) -> host
// template (package templates: the operator's template for the host, else a
// learned template whose fingerprint matches; on drift the page is
// classified and the template refits) -> classify (blocks get roles, unless
// a template served the page) -> rules that run after classification ->
// select (the profile chooses roles; rules may re-root or force-include) ->
// metadata overrides from rules -> render (DOM to GFM and to plain text) ->
// fallback. Each stage lives in its own package and is timed. Result.Rules
// lists the rules that fired and Result.Template the template that served,
// if any.
//
// The fallback stage runs for the content profiles (main, rag) when the
// text found is under SparseChars, on the same parsed tree: the article the
// page embeds as data (JSON-LD articleBody, Next.js __NEXT_DATA__ props)
// when it is longer; else the verdict that the page is a client-side-
// rendered shell (package spa; Result.Framework names the framework, and
// Markdown is empty); else that its metadata is all it has. Result.Source
// says which path produced the content: dom, template, embedded, shell or
// metadata. A reader words the stubs for the last two itself.
//
// A profile (ProfileMain, ProfileRAG, ProfileNav, ProfileAll,
// ProfileDebug; ParseProfile reads a name) is one row of a table that
// decides every stage: the roles kept, whether rules, pruning, templates
// and fallbacks run, whether the whole body is converted as it is
// (ProfileAll skips the classifier), whether blocks are annotated.
//
// The embedded platform rules (rules.Default) run unless WithRules says
// otherwise; templates are used only when WithTemplates passes a store or a
// cache, since learning writes to disk.
//
// Usage:
//
//	res, err := extractor.Extract(page,
//		extractor.WithURL("https://example.com/post"),
//		extractor.WithProfile(extractor.ProfileMain))
//	if err != nil {
//		return err
//	}
//	fmt.Println(res.Markdown)
//
// With a user's rules and host templates:
//
//	set, _ := rules.Load(userRulesDir) // defaults overridden by id
//	store, _ := templates.OpenStore(operatorDir)
//	cache, _ := templates.OpenCache(learnedDir, templates.CacheOptions{})
//	res, err := extractor.Extract(page, extractor.WithURL(u),
//		extractor.WithRules(set), extractor.WithTemplates(store, cache))
//
// # Security
//
// Input is untrusted. Size (MaxBytes), nesting depth (MaxDepth: deeper
// markup is read flattened, its text kept) and node count (MaxNodes,
// lowered for dense input by BytesPerNode) are limited;
// exceeding a limit returns a *LimitError that matches ErrTooLarge,
// ErrTooDeep or ErrTooManyNodes with errors.Is. Nodes are counted by a byte
// scanner before any tree is built, so a hostile page (a million `<td>x`
// cells, runs of `<br>`, attribute floods) is refused in well under a
// second with the memory of its input, and a page within the limits peaks
// under 30 times its size, or under 1.5 MB when it is small enough for the
// node allowance (BenchmarkShapes). WithContext
// (or ExtractContext) bounds the time: a cancelled extraction returns at
// once and its work stops within milliseconds (BenchmarkCancel). Invalid UTF-8
// is replaced with U+FFFD on input, so the output is always valid UTF-8. Nothing
// in this package fetches the network: links and images are rewritten, never
// followed.
package extractor
