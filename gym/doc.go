// Package gym scores the extractor against labelled corpora with the metrics
// their publishers use, so that every change to the classifier is measured
// the same way the published extractors were.
//
// Four corpora are understood (see ../shared/corpus/README.md):
//
//   - wcxb: WCXB (Murrough Foley, 2026). Each page is <id>.html.gz beside
//     <id>.json holding ground_truth.main_content, ground_truth.with[],
//     ground_truth.without[] and _internal.page_type.primary. The metric is
//     a word-bag F1 per page (lower-cased Unicode \w+ tokens, multiset
//     overlap), averaged over pages. Pages whose ground truth is empty
//     (client-side-rendered shells) score 1 when the output is empty too and
//     0 otherwise. Where the JSON also has ground_truth.main_content_markdown
//     (about 1476 dev pages), the structure check below compares its
//     headings, list items, table cells and code blocks with the output's
//     (score.MarkdownKinds; the output parsed with MarkdownItems, the
//     reference with ReferenceItems, which counts only the ATX headings and
//     fenced code its converter writes).
//   - scrapinghub: the Zyte/ScrapingHub article-extraction-benchmark. Each
//     page's JSON has articleBody. The metric is its evaluate.py: 4-word
//     shingles of \w+ tokens (case kept, as the original's findall returns
//     them), tp/fp/fn normalised per page, precision and recall averaged over
//     pages, F1 of the two averages.
//   - traf: half of Trafilatura's evaluation set. Each page's JSON has
//     with[] (snippets of the main text) and without[] (boilerplate
//     snippets); "hard::" pages have no address (they are grouped by
//     host under the one their head declares: score.Page.Host). The
//     metric is its tests/eval_common.py: a with snippet found is a true positive, a
//     without snippet found a false positive (white space normalised, case
//     kept, plain substring), summed over the corpus; precision, recall and
//     F1 of the sums.
//   - readability: Mozilla Readability's test pages (news and blogs in many
//     languages). Each page has <id>.expected.html.gz, the article as
//     structured HTML, and a JSON of metadata. The text is scored as wcxb
//     (word F1 per page, averaged) against the expected HTML's text; page
//     types are language groups (en, other, unknown); the extractor gets
//     Readability's harness address (score.ReadabilityURL). Beside it the
//     structure check: of the expected headings, list items, table cells,
//     <pre> blocks and images, the share that the output's Markdown, parsed
//     with goldmark (MarkdownItems), keeps, words compared in
//     score.ItemKey form and images by file name. No published benchmark
//     scores this corpus's text; it is ours, to see the open web.
//
// Usage from Go:
//
//	opts := score.Options{Jobs: 2, Extract: gym.ExtractWith(extractor.ProfileMain)}
//	rep, err := score.Dir(score.WCXB, "../shared/corpus/wcxb-dev", opts)
//	if err != nil { ... }
//	fmt.Println(rep.Overall.F1)
//
// From the command line: folio-extract gym score wcxb|scrapinghub|traf|readability DIR [--type T]
// [--worst N] [--jobs N] [--profile P].
//
// # Entries, runs, reports and flags
//
// The gym's own corpus format is a folder of entries, <id>/entry.yaml beside
// page.html or page.html.gz (see package gym/entry): anchors that must survive (weight
// 0.5), intrusions that must be gone (0.3), exact patterns that must not
// appear (0.2), and optionally full-text ground truth, whose .md form is
// also the reference of the structure score. Run scores entry folders and
// the shared corpora alike, one Result per page; WriteHTMLReport turns
// results into one self-contained page; Gate compares a run with a
// baseline; a Cleaner scores a post-processing command beside the
// extractor. entry.SaveFlag writes a page the reader flagged as a new entry in
// entry.DefaultFlagDir, which `gym run` reads when given no corpus:
//
//	rs, err := gym.Run([]string{"gym/testdata/corpus", entry.DefaultFlagDir()}, gym.RunOptions{})
//	if err != nil { ... }
//	if failed := gym.Gate(baseline, rs, gym.DefaultMaxDrop); len(failed) > 0 { ... }
//
//	folio-extract gym run [CORPUS...] [--out results.jsonl] [--baseline FILE] [--max-drop 0.02]
//	folio-extract gym report results.jsonl [--baseline older.jsonl] --html report.html
//	folio-extract gym flag FILE --url URL [--note TEXT] [--category C]
//
// The metrics and the corpus scorer live in gym/score and the entry format
// in gym/entry, neither of which imports the extractor: the reader links
// only gym/entry, never this package's run, score and report harness.
//
// # Security
//
// Entries are read with named limits (MaxEntryYAMLBytes, MaxPageBytes,
// MaxExpectations) and file references cannot leave the entry folder. The
// report escapes page content and fetches nothing. The clean-up command
// runs only when the user names one, locally, with a timeout and an output
// cap; the gym itself sends nothing over the network.
package gym
