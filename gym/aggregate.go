package gym

import (
	"sort"
	"time"

	"folio/gym/score"
)

// Group averages a set of results: one corpus's category, a corpus, or all.
// Each optional metric is averaged over the pages that have it, with the
// count beside it, so a mean over 3 pages is not read as one over 300.
type Group struct {
	Corpus, Category string
	Pages, Errors    int
	Score            float64
	Anchors          float64 // mean pass rates of the three checks
	Intrusions       float64
	MustNot          float64
	Word             score.PRF // WCXB's way: mean of per-page P, R and F1
	WordPages        int
	Shingle          score.PRF // ScrapingHub's way: F1 of mean P and mean R
	Structure        float64
	StructurePages   int
	Kinds            map[string]float64 // mean F1 per structure kind
	MillisP50        float64
	RawBytes         int // totals
	OutBytes         int
	// Clean compares the clean-up stage with the extractor on the pages
	// it ran on.
	Clean CleanGroup
}

// CleanGroup averages the clean-up stage's scores beside the extractor's
// over the same pages: each metric over the pages where both outputs have
// it, so that "before" and "after" are read like for like.
type CleanGroup struct {
	Pages                      int
	Score, ScoreBefore         float64
	WordPages                  int
	Word, WordBefore           float64
	StructurePages             int
	Structure, StructureBefore float64
}

// Aggregate returns the overall group and one group per (corpus, category),
// sorted by corpus then category.
func Aggregate(rs []Result) (Group, []Group) {
	all := aggregate(rs)
	all.Corpus, all.Category = "all", "all"
	type gk struct{ c, k string }
	parts := map[gk][]Result{}
	for _, r := range rs {
		parts[gk{r.Corpus, r.Category}] = append(parts[gk{r.Corpus, r.Category}], r)
	}
	groups := make([]Group, 0, len(parts))
	for k, p := range parts {
		g := aggregate(p)
		g.Corpus, g.Category = k.c, k.k
		groups = append(groups, g)
	}
	sort.Slice(groups, func(i, j int) bool {
		if groups[i].Corpus != groups[j].Corpus {
			return groups[i].Corpus < groups[j].Corpus
		}
		return groups[i].Category < groups[j].Category
	})
	return all, groups
}

func aggregate(rs []Result) Group {
	g := Group{Pages: len(rs), Kinds: map[string]float64{}}
	kindN := map[string]int{}
	var shingles []score.ShingleCounts
	var times []time.Duration
	for _, r := range rs {
		if r.Error != "" {
			g.Errors++
		}
		g.Score += r.Score
		g.Anchors += r.Anchors.Rate()
		g.Intrusions += r.Intrusions.Rate()
		g.MustNot += r.MustNotContain.Rate()
		g.RawBytes += r.RawBytes
		g.OutBytes += r.OutBytes
		times = append(times, time.Duration(r.Millis*float64(time.Millisecond)))
		if r.Word != nil {
			g.WordPages++
			g.Word.Precision += r.Word.Precision
			g.Word.Recall += r.Word.Recall
			g.Word.F1 += r.Word.F1
		}
		if r.Shingle != nil {
			shingles = append(shingles, *r.Shingle)
		}
		if r.Structure != nil {
			g.StructurePages++
			g.Structure += r.Structure.F1
			for k, v := range r.Structure.Kinds {
				g.Kinds[k] += v.F1
				kindN[k]++
			}
		}
		g.Clean.add(r)
	}
	g.finish(kindN, shingles, times)
	return g
}

func (g *CleanGroup) add(r Result) {
	c := r.Clean
	if c == nil {
		return
	}
	g.Pages++
	g.Score += c.Score
	g.ScoreBefore += r.Score
	if c.Word != nil && r.Word != nil {
		g.WordPages++
		g.Word += c.Word.F1
		g.WordBefore += r.Word.F1
	}
	if c.Structure != nil && r.Structure != nil {
		g.StructurePages++
		g.Structure += *c.Structure
		g.StructureBefore += r.Structure.F1
	}
}

func (g *CleanGroup) finish(div func(float64, int) float64) {
	g.Score, g.ScoreBefore = div(g.Score, g.Pages), div(g.ScoreBefore, g.Pages)
	g.Word, g.WordBefore = div(g.Word, g.WordPages), div(g.WordBefore, g.WordPages)
	g.Structure, g.StructureBefore = div(g.Structure, g.StructurePages), div(g.StructureBefore, g.StructurePages)
}

// finish turns the sums into means.
func (g *Group) finish(kindN map[string]int, shingles []score.ShingleCounts, times []time.Duration) {
	div := func(s float64, n int) float64 {
		if n == 0 {
			return 0
		}
		return s / float64(n)
	}
	g.Score, g.Anchors = div(g.Score, g.Pages), div(g.Anchors, g.Pages)
	g.Intrusions, g.MustNot = div(g.Intrusions, g.Pages), div(g.MustNot, g.Pages)
	g.Word = score.PRF{Precision: div(g.Word.Precision, g.WordPages), Recall: div(g.Word.Recall, g.WordPages), F1: div(g.Word.F1, g.WordPages)}
	g.Structure = div(g.Structure, g.StructurePages)
	for k := range g.Kinds {
		g.Kinds[k] = div(g.Kinds[k], kindN[k])
	}
	if len(shingles) > 0 {
		g.Shingle = score.ShingleAverage(shingles)
	}
	g.MillisP50 = ms(score.Quantile(times).P50)
	g.Clean.finish(div)
}
