// Package score holds the gym's corpus metrics and scores a labelled corpus
// with any extraction function: WCXB's word-bag F1, ScrapingHub's
// shingle F1, Trafilatura's snippet tallies and, for Readability's test
// pages, word F1 with the share of the expected structure kept (see
// package gym for the corpora; on WCXB the structure of its reference
// Markdown, refmarkdown.go), snippet rates, and the per-type summaries
// of a run.
//
// It imports no extractor, so that the extractor's own tools (the
// classifier's trainer) can score with it without pulling in the gym's run
// and report harness; package gym passes Folio's extractor (gym.ExtractWith).
//
//	pages, err := score.LoadPages(score.WCXB, "../shared/corpus/wcxb-dev")
//	rep := score.Pages(score.WCXB, pages, score.Options{Jobs: 2, Extract: myExtract})
//	fmt.Println(rep.Overall.F1)
package score
