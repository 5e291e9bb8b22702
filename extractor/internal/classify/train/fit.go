package main

import (
	"math"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/logistic"
)

// Training settings: full-batch Adam on weighted cross-entropy with soft
// labels and a small L2 penalty, for steps steps (the -steps flag) at
// rate (the -rate flag).
var rate = 0.05

// start is the model a fit starts from (the -init flag; nil: zero
// weights): a refit of the committed model to features whose definition
// moved, such as a unit's words counted as dom.WordCounter counts them,
// instead of a fit from zero, which has lost to the committed model each
// time it was tried (main.go's doc). The hand rules downstream were
// tuned against that model. A fit that starts from it has seen every
// host, so its cross-validated figures are not held out.
var start *classify.Model

// only, when set, lists the dense features whose weights a fit moves (the
// -only flag); every other weight, buckets included, keeps start's value:
// a handful of numbers fitted on a quarter of a million units, not two
// thousand hashed words that can fit pages one by one.
var only map[int]bool

// The L2 penalties (the -l2, -l2b and -l2t flags): l2 on the dense
// features, l2b on the hashed class/id buckets, which are many, sparse and
// easy to memorise sites with, l2t on the hashed words of short units'
// text (negative: l2b).
var (
	l2  = 1e-4
	l2b = 1e-3
	l2t = -1.0
)

// steps is how many Adam steps fit takes (the -steps flag).
var steps = 250

// fit returns logistic-regression weights (dense features, then hashed
// buckets) for the pages' samples.
func fit(pages [][]sample) *classify.Model {
	nd := classify.NumFeatures
	n := nd + classify.NumBuckets
	w := make([]float64, n)
	if start != nil {
		for j, x := range start.Weights {
			w[j] = float64(x)
		}
		for j, x := range start.Buckets {
			w[nd+j] = float64(x)
		}
	}
	m, v, g := make([]float64, n), make([]float64, n), make([]float64, n)
	var wsum float64
	for _, p := range pages {
		for _, s := range p {
			wsum += float64(s.weight)
		}
	}
	for step := 1; step <= steps; step++ {
		clear(g)
		for _, p := range pages {
			for _, s := range p {
				d := (logistic.Sigmoid(z(w, s)) - float64(s.label)) * float64(s.weight)
				for j, x := range s.f {
					g[j] += d * float64(x)
				}
				for _, k := range s.b {
					g[nd+int(k)] += d
				}
			}
		}
		adam(w, g, m, v, wsum, step)
	}
	out := &classify.Model{Weights: make([]float32, nd), Buckets: make([]float32, classify.NumBuckets)}
	for j := range w {
		if j < nd {
			out.Weights[j] = float32(w[j])
		} else {
			out.Buckets[j-nd] = float32(w[j])
		}
	}
	return out
}

func z(w []float64, s sample) float64 {
	var z float64
	for j, x := range s.f {
		z += w[j] * float64(x)
	}
	for _, k := range s.b {
		z += w[classify.NumFeatures+int(k)]
	}
	return z
}

// adam takes one Adam step (beta1 0.9, beta2 0.999) with L2 decay.
func adam(w, g, m, v []float64, wsum float64, step int) {
	c1 := 1 - math.Pow(0.9, float64(step))
	c2 := 1 - math.Pow(0.999, float64(step))
	textReg := l2t
	if textReg < 0 {
		textReg = l2b
	}
	for j := range w {
		if only != nil && !only[j] {
			continue
		}
		reg := l2
		switch {
		case j >= classify.NumFeatures+classify.NumBuckets/2:
			reg = textReg
		case j >= classify.NumFeatures:
			reg = l2b
		}
		gj := g[j]/wsum + reg*w[j]
		m[j] = 0.9*m[j] + 0.1*gj
		v[j] = 0.999*v[j] + 0.001*gj*gj
		w[j] -= rate * (m[j] / c1) / (math.Sqrt(v[j]/c2) + 1e-8)
	}
}
