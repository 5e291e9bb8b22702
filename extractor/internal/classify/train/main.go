// Command train fits the paragraph-unit content model of package classify
// on a WCXB corpus and writes model.json, reporting k-fold cross-validated
// word F1 and snippet rates (train on k-1 folds of pages, score the
// held-out fold with the full extractor) beside the in-sample figures, so
// that memorisation cannot pass for quality. The snippets label units too
// (samples.go), so only the cross-validated snippet rates say how well the
// model finds boilerplate on pages it has not seen.
//
//	go run ./extractor/internal/classify/train -corpus ../shared/corpus/wcxb-dev \
//	    -out extractor/internal/classify/model.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"sort"
	"time"

	"folio/extractor"
	"folio/extractor/internal/classify"
	"folio/gym/score"
)

func main() {
	corpus := flag.String("corpus", "../shared/corpus/wcxb-dev", "WCXB corpus folder")
	out := flag.String("out", "extractor/internal/classify/model.json", "model file to write")
	folds := flag.Int("folds", 5, "cross-validation folds (0: none)")
	jobs := flag.Int("jobs", 2, "parallel workers")
	flag.IntVar(&snippetWeight, "snippet-weight", snippetWeight, "least weight, in words, of a unit a with/without snippet labels; negative: no snippet labels")
	flag.Parse()
	if err := run(*corpus, *out, *folds, *jobs); err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
}

func run(dir, out string, folds, jobs int) error {
	pages, err := score.LoadPages(score.WCXB, dir)
	if err != nil {
		return err
	}
	start := time.Now()
	classify.SetModel(nil) // features come from the hand-scored pipeline
	samples := collect(pages, jobs)
	fmt.Printf("%d pages, %d units (%v)\n", len(pages), countUnits(samples), time.Since(start).Round(time.Millisecond))
	info := map[string]any{"corpus": "wcxb-dev", "pages": len(pages), "folds": folds,
		"command": "go run ./extractor/internal/classify/train -folds 5"}
	if folds > 1 {
		cv, byType := crossValidate(pages, samples, folds, jobs)
		info["cv_f1"] = round(cv.F1)
		info["cv_with"] = round(cv.WithRate())
		info["cv_without"] = round(cv.LeakRate())
		fmt.Printf("cross-validated (%d folds): F1 %.4f, with %.1f%%, without %.1f%%\n",
			folds, cv.F1, 100*cv.WithRate(), 100*cv.LeakRate())
		printTypes(byType)
		cvTypes := map[string]float64{}
		for t, s := range byType {
			cvTypes[t] = round(s.F1)
		}
		info["cv_f1_by_type"] = cvTypes
	}
	m := fit(samples)
	classify.SetModel(m)
	inRep := score.Pages(score.WCXB, pages, score.Options{Jobs: jobs, Extract: extract})
	in := inRep.Overall
	info["in_sample_f1"] = round(in.F1)
	info["in_sample_with"] = round(in.WithRate())
	info["in_sample_without"] = round(in.LeakRate())
	fmt.Printf("in-sample: F1 %.4f, with %.1f%%, without %.1f%%\n", in.F1, 100*in.WithRate(), 100*in.LeakRate())
	printTypes(inRep.ByType)
	m.Trained = info
	data, err := json.MarshalIndent(m, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(out, append(data, '\n'), 0o644)
}

func round(f float64) float64 { return float64(int(f*10000+0.5)) / 10000 }

// crossValidate trains on all folds but one and scores the held-out pages
// with the whole extractor; the results average F1 over every page once and
// sum the snippet counts of every held-out page, overall and per page type.
func crossValidate(pages []score.Page, samples [][]sample, k, jobs int) (score.Summary, map[string]score.Summary) {
	var cv score.Summary
	byType := map[string]score.Summary{}
	for fold := range k {
		var test []score.Page
		var train [][]sample
		for i, p := range pages {
			if i%k == fold {
				test = append(test, p)
			} else {
				train = append(train, samples[i])
			}
		}
		classify.SetModel(fit(train))
		rep := score.Pages(score.WCXB, test, score.Options{Jobs: jobs, Extract: extract})
		o := rep.Overall
		fmt.Printf("  fold %d: %d pages, F1 %.4f, with %.1f%%, without %.1f%%\n",
			fold, len(test), o.F1, 100*o.WithRate(), 100*o.LeakRate())
		for _, r := range rep.Pages {
			cv = addPage(cv, r)
			byType[r.Type] = addPage(byType[r.Type], r)
		}
	}
	classify.SetModel(nil)
	cv = meanF1(cv)
	for t, s := range byType {
		byType[t] = meanF1(s)
	}
	return cv, byType
}

// addPage adds a page to a summary whose F1 holds the sum until meanF1.
func addPage(s score.Summary, r score.PageResult) score.Summary {
	s.Pages++
	s.F1 += r.F1
	s.With, s.WithHit = s.With+r.With, s.WithHit+r.WithHit
	s.Without, s.Leaked = s.Without+r.Without, s.Leaked+r.Leaked
	return s
}

func meanF1(s score.Summary) score.Summary {
	if s.Pages > 0 {
		s.F1 /= float64(s.Pages)
	}
	return s
}

func printTypes(byType map[string]score.Summary) {
	types := make([]string, 0, len(byType))
	for t := range byType {
		types = append(types, t)
	}
	sort.Strings(types)
	for _, t := range types {
		s := byType[t]
		fmt.Printf("  %-14s %4d pages, F1 %.4f, with %.1f%%, without %.1f%%\n", t, s.Pages, s.F1, 100*s.WithRate(), 100*s.LeakRate())
	}
}

// extract scores the whole extractor with its main profile, as gym score
// wcxb does.
func extract(html []byte, pageURL string) (score.Extracted, error) {
	res, err := extractor.Extract(html, extractor.WithURL(pageURL), extractor.WithProfile(extractor.ProfileMain))
	if err != nil {
		return score.Extracted{}, err
	}
	return score.Extracted{Text: res.Text, Parse: res.Timings.Parse, Total: res.Timings.Total}, nil
}
