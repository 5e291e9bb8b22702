package gym

import (
	"fmt"
	"html"
	"html/template"
	"strings"
)

// chartSeries is one bar per group in the per-type chart.
type chartSeries struct {
	name, color string
	value       func(Group) (float64, bool)
}

var chartSeriesList = []chartSeries{
	{"word F1", "#3b6fb6", func(g Group) (float64, bool) { return g.Word.F1, g.WordPages > 0 }},
	{"structure F1", "#d08a1e", func(g Group) (float64, bool) { return g.Structure, g.StructurePages > 0 }},
	{"expectation score", "#3f9a5a", func(g Group) (float64, bool) { return g.Score, true }},
}

// typeChart draws grouped horizontal bars, one group per (corpus,
// category), as inline SVG: the report must open with no network, so no
// chart library. Baseline values, when given, are drawn as black ticks.
func typeChart(groups []Group, baseline map[string]Group, showCorpus bool) template.HTML {
	const labelW, barW, barH, gap, top = 190, 520, 11, 10, 28
	rowH := len(chartSeriesList)*barH + gap
	height := top + len(groups)*rowH + 24
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" role="img" aria-label="F1 per page type" font-family="system-ui,sans-serif" font-size="12">`,
		max(labelW+barW+56, labelW+len(chartSeriesList)*150+90), height)
	for i, s := range chartSeriesList {
		x := labelW + i*150
		fmt.Fprintf(&b, `<rect x="%d" y="6" width="12" height="12" fill="%s"/><text x="%d" y="16">%s</text>`, x, s.color, x+16, s.name)
	}
	if len(baseline) > 0 {
		x := labelW + len(chartSeriesList)*150
		fmt.Fprintf(&b, `<line x1="%d" y1="6" x2="%d" y2="18" stroke="#000" stroke-width="2"/><text x="%d" y="16">baseline</text>`, x+6, x+6, x+16)
	}
	for t := 0; t <= 4; t++ {
		x := labelW + barW*t/4
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#ddd"/><text x="%d" y="%d" text-anchor="middle" fill="#666">%.2f</text>`,
			x, top-4, x, height-20, x, height-6, float64(t)/4)
	}
	for i, g := range groups {
		y := top + i*rowH
		label := g.Category + " (" + fmt.Sprint(g.Pages) + ")"
		if showCorpus {
			label = g.Corpus + " · " + label
		}
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="end">%s</text>`, labelW-8, y+rowH/2+2, html.EscapeString(label))
		base, hasBase := baseline[groupKey(g)]
		for j, s := range chartSeriesList {
			v, ok := s.value(g)
			if !ok {
				continue
			}
			by := y + j*barH
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%.1f" height="%d" fill="%s"><title>%s: %.3f</title></rect>`,
				labelW, by, float64(barW)*unit(v), barH-2, s.color, s.name, v)
			fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="10" fill="#333">%.3f</text>`, labelW+barW+8, by+barH-3, v)
			if bv, ok := s.value(base); hasBase && ok {
				x := float64(labelW) + float64(barW)*unit(bv)
				fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#000" stroke-width="2"><title>baseline %.3f</title></line>`, x, by-1, x, by+barH-1, bv)
			}
		}
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}

// unit clamps a value to [0, 1] for drawing, so a hand-edited results
// file cannot draw outside the chart.
func unit(v float64) float64 { return min(max(v, 0), 1) }

func groupKey(g Group) string { return g.Corpus + "\x00" + g.Category }
