package metadata

import (
	_ "embed"
	"encoding/json"

	"folio/extractor/internal/logistic"
)

// choiceModel is a logistic model over TitleChoice's inputs, each
// standardised by the training rows' mean and deviation; prob is the
// chance that the structured title, not the h1, is the page's title. It
// is fitted by TestTitleChoiceCV (METADATA_TITLE_TRAIN=1 writes
// titlemodel.json, whose "trained" field gives the command, the rows and
// the held-out figures, folds grouped by host).
type choiceModel struct {
	Features []string          `json:"features"`
	Mean     []float64         `json:"mean"`
	Scale    []float64         `json:"scale"`
	Weights  []float64         `json:"weights"` // one per feature, then the bias
	Trained  map[string]string `json:"trained,omitempty"`
}

//go:embed titlemodel.json
var titleModelJSON []byte

// titleModel is the model TitleChoice.Title uses; nil (a file that does
// not parse or lists other features) falls back to the rule.
var titleModel = loadChoiceModel(titleModelJSON)

func loadChoiceModel(data []byte) *choiceModel {
	var m choiceModel
	if err := json.Unmarshal(data, &m); err != nil || len(m.Features) != numChoiceFeatures ||
		len(m.Mean) != numChoiceFeatures || len(m.Scale) != numChoiceFeatures || len(m.Weights) != numChoiceFeatures+1 {
		return nil
	}
	for i, f := range m.Features {
		if f != choiceFeatures[i] || m.Scale[i] == 0 {
			return nil
		}
	}
	return &m
}

func (m *choiceModel) prob(x []float64) float64 {
	z := m.Weights[len(x)]
	for i, v := range x {
		z += m.Weights[i] * (v - m.Mean[i]) / m.Scale[i]
	}
	return logistic.Sigmoid(z)
}
