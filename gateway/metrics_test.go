package gateway

import (
	"testing"

	dto "github.com/prometheus/client_model/go"
)

// testCounter reads one labelled counter from the gateway's registry.
func testCounter(t *testing.T, g *Gateway, name, label string) float64 {
	t.Helper()
	mfs, err := g.reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
		for _, m := range mf.GetMetric() {
			if labelIs(m, label) {
				return m.GetCounter().GetValue()
			}
		}
	}
	return 0
}

func labelIs(m *dto.Metric, v string) bool {
	for _, l := range m.GetLabel() {
		if l.GetValue() == v {
			return true
		}
	}
	return false
}
