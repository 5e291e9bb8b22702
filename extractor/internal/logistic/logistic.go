// Package logistic is the one home of the logistic function the
// extractor's small learned scorers share: classify's model of paragraph
// units (a sum over dense features and hashed class words, in float32),
// its trainer, and metadata's choice between the h1 and the structured
// title (a sum over standardised features, with a bias). Each model keeps
// its own features, weights and sum where they belong; what they share is
// the step from a linear score to a probability.
//
//	p := logistic.Sigmoid(z) // z = bias + Σ wᵢxᵢ
package logistic

import "math"

// Sigmoid maps a linear score z to a probability in [0, 1]: 1/(1+e^-z).
// At a large |z| it saturates at 0 or 1; it never returns NaN for a
// finite z.
func Sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }
