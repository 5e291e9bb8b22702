package classify

import (
	_ "embed"
	"encoding/json"

	"folio/extractor/internal/logistic"
)

// Model is a logistic regression over unitFeatures giving the probability
// that a paragraph unit is main content. It is trained by
// ./extractor/internal/classify/train (model.json's "trained" field names
// the command, the corpora and its in-sample and held-out scores on each).
type Model struct {
	Weights []float32 `json:"weights"`
	// Buckets weighs the hashed class/id words (NumBuckets of them).
	Buckets []float32 `json:"buckets"`
	// Trained describes the training run: corpus, folds, scores.
	Trained map[string]any `json:"trained,omitempty"`
}

//go:embed model.json
var modelJSON []byte

// current is the model Classify uses; nil falls back to the hand weights.
var current = loadModel()

func loadModel() *Model {
	var m Model
	if err := json.Unmarshal(modelJSON, &m); err != nil || len(m.Weights) != NumFeatures || len(m.Buckets) != NumBuckets {
		return nil
	}
	return &m
}

// SetModel replaces the model (the trainer's cross-validation uses it; not
// safe while Classify runs) and returns the previous one. nil means the hand
// weights.
func SetModel(m *Model) *Model {
	old := current
	current = m
	return old
}

// Prob returns the model's probability for a feature vector and its hashed
// words.
func (m *Model) Prob(f []float32, b []uint16) float32 {
	var z float32
	for i, w := range m.Weights {
		z += w * f[i]
	}
	for _, k := range b {
		z += m.Buckets[k]
	}
	return float32(logistic.Sigmoid(float64(z)))
}
