package diagram

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse feeds mangled diagrams to every parser and to the layouts
// that run in Go (Graphviz's are left out: each would take a layout):
// bad input must give an error, never a panic or a hang.
//
//	go test -tags ci -run '^$' -fuzz FuzzParse -fuzztime 60s ./diagram/
func FuzzParse(f *testing.F) {
	srcs, _ := filepath.Glob("testdata/*.mmd")
	for _, path := range srcs {
		b, _ := os.ReadFile(path)
		f.Add(string(b))
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 4000 {
			return
		}
		title, body := frontMatter(src)
		_ = title
		switch Kind(src) {
		case "flowchart":
			if fc, err := parseFlowchart(body); err == nil {
				fc.graph(Light).dot(Light)
			}
		case "stateDiagram":
			if sc, err := parseState(body); err == nil {
				sc.graph(Light).dot(Light)
			}
		case "classDiagram":
			if cc, err := parseClass(body); err == nil {
				cc.graph(Light).dot(Light)
			}
		case "erDiagram":
			if er, err := parseER(body); err == nil {
				er.graph(Light).dot(Light)
			}
		case "sequenceDiagram", "gantt", "pie":
			// Drawn in Go from start to end, cheaply enough to fuzz whole.
			Render(t.Context(), src, Light)
		}
	})
}
