// Package rules is a declarative rule engine for known platforms, in the
// style of the read-it-later app GoodLinks: small ordered rules, written as
// YAML, each triggered by the page's host or by a DOM signature, each making
// a few named changes to the parsed page before or after classification.
//
// A rule file holds a list of rules:
//
//	rules:
//	  - id: sphinx-headerlinks
//	    description: Sphinx permalink pilcrows after every heading.
//	    stage: before                 # before (default) or after classification
//	    trigger:
//	      host: {equals: [docs.python.org], ends_with: [readthedocs.io]}
//	      exists: a.headerlink        # DOM: exists, any (list), all (list)
//	    apply:
//	      remove: [a.headerlink]      # detach matching subtrees
//	      include: [div.admonition]   # force-keep in the output
//	      root: ['div[role=main]']    # re-root: first selector that matches
//	      retag: [{selector: div.highlight, tag: pre}]
//	      unwrap: [span.pre]          # replace by their children
//	      drop_attributes: [{selector: img, attributes: [style]}]
//	      meta: {site_name: {value: Python}, author: {selector: .byline}}
//
// A trigger needs at least one condition; when it has host conditions and DOM
// conditions, both must hold. Host "equals" ignores a leading "www."; host
// "ends_with" matches on a label boundary ("medium.com" matches
// "x.medium.com" and "medium.com", not "notmedium.com").
//
// Usage:
//
//	set := rules.Default()
//	pass := set.NewPass(doc, "example.com") // one trigger scan for both stages
//	applied := pass.Apply(rules.Before)
//	// classify ...
//	applied.Merge(pass.Apply(rules.After))
//	nodes, skip = applied.Select(doc, nodes, skip)
//	applied.ApplyMeta(&meta)
//	fmt.Println(applied.Fired)
//
// The DOM triggers of all rules are filed in one index: a Pass answers
// both stages from one walk over the page, and walks again only after a
// rule changed the page. Rules are compiled once (selectors with cascadia)
// and applied in order;
// within a rule the actions run in a fixed order: meta, remove, unwrap,
// retag, drop_attributes, root, include. Rules are idempotent: applying a set
// twice changes nothing the second time (the default set is tested for it).
// The embedded default set lives in defaults/*.yaml; Load reads a user
// folder whose rules replace default rules of the same id, and OpenLive
// keeps such a set up to date while the folder changes (fsnotify), as the
// reader does.
//
// Stage: a removal that only strips chrome the classifier would leave out
// anyway is best run after classification, where it can only take text
// out; before it, a removal changes the page statistics the classifier
// reads and can shift its choice (the Stack Exchange and WordPress rules
// lost wcxb-dev F1 that way).
//
// # Security
//
// Rule files are trusted configuration, pages are not: rules only detach,
// rename or unwrap nodes already in the page, never fetch or run anything.
// A rule file is limited to MaxFileBytes and MaxRules.
package rules
