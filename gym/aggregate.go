package gym

import (
	"sort"
	"time"
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
	Word             PRF // WCXB's way: mean of per-page P, R and F1
	WordPages        int
	Shingle          PRF // ScrapingHub's way: F1 of mean P and mean R
	Structure        float64
	StructurePages   int
	Kinds            map[string]float64 // mean F1 per structure kind
	MillisP50        float64
	RawBytes         int // totals
	OutBytes         int
	// The clean-up stage, over the pages it ran on.
	CleanPages     int
	CleanScore     float64
	CleanWord      float64
	CleanStructure float64
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
	var shingles []ShingleCounts
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
		addClean(&g, r.Clean)
	}
	g.finish(kindN, shingles, times)
	return g
}

func addClean(g *Group, c *CleanResult) {
	if c == nil {
		return
	}
	g.CleanPages++
	g.CleanScore += c.Score
	if c.Word != nil {
		g.CleanWord += c.Word.F1
	}
	if c.Structure != nil {
		g.CleanStructure += *c.Structure
	}
}

// finish turns the sums into means.
func (g *Group) finish(kindN map[string]int, shingles []ShingleCounts, times []time.Duration) {
	div := func(s float64, n int) float64 {
		if n == 0 {
			return 0
		}
		return s / float64(n)
	}
	g.Score, g.Anchors = div(g.Score, g.Pages), div(g.Anchors, g.Pages)
	g.Intrusions, g.MustNot = div(g.Intrusions, g.Pages), div(g.MustNot, g.Pages)
	g.Word = PRF{div(g.Word.Precision, g.WordPages), div(g.Word.Recall, g.WordPages), div(g.Word.F1, g.WordPages)}
	g.Structure = div(g.Structure, g.StructurePages)
	for k := range g.Kinds {
		g.Kinds[k] = div(g.Kinds[k], kindN[k])
	}
	if len(shingles) > 0 {
		g.Shingle = ShingleAverage(shingles)
	}
	g.MillisP50 = ms(quantile(times).p50)
	g.CleanScore = div(g.CleanScore, g.CleanPages)
	g.CleanWord = div(g.CleanWord, g.CleanPages)
	g.CleanStructure = div(g.CleanStructure, g.CleanPages)
}
