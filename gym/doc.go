// Package gym scores the extractor against labelled corpora with the metrics
// their publishers use, so that every change to the classifier is measured
// the same way the published extractors were.
//
// Two corpora are understood (see ../shared/corpus/README.md):
//
//   - wcxb: WCXB (Murrough Foley, 2026). Each page is <id>.html.gz beside
//     <id>.json holding ground_truth.main_content, ground_truth.with[],
//     ground_truth.without[] and _internal.page_type.primary. The metric is
//     a word-bag F1 per page (lower-cased Unicode \w+ tokens, multiset
//     overlap), averaged over pages. Pages whose ground truth is empty
//     (client-side-rendered shells) score 1 when the output is empty too and
//     0 otherwise.
//   - scrapinghub: the Zyte/ScrapingHub article-extraction-benchmark. Each
//     page's JSON has articleBody. The metric is its evaluate.py: 4-word
//     shingles of \w+ tokens (case kept, as the original's findall returns
//     them), tp/fp/fn normalised per page, precision and recall averaged over
//     pages, F1 of the two averages.
//
// Usage from Go:
//
//	rep, err := gym.Score(gym.WCXB, "../shared/corpus/wcxb-dev", gym.Options{Jobs: 2})
//	if err != nil { ... }
//	fmt.Println(rep.Overall.F1)
//
// From the command line: folio-extract gym score wcxb DIR [--type T]
// [--worst N] [--jobs N] [--profile P].
package gym
