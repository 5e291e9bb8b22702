package diagram

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/goccy/go-graphviz"
)

// gv is the one Graphviz instance: starting it compiles its WebAssembly,
// and it runs one layout at a time.
var gv struct {
	once sync.Once
	mu   sync.Mutex
	g    *graphviz.Graphviz
	err  error
}

// layoutJSON lays dot out with Graphviz and returns its drawing as JSON.
func layoutJSON(ctx context.Context, dot string) (*gvGraph, error) {
	gv.once.Do(func() { gv.g, gv.err = graphviz.New(context.Background()) })
	if gv.err != nil {
		return nil, fmt.Errorf("diagram: graphviz: %w", gv.err)
	}
	gv.mu.Lock()
	defer gv.mu.Unlock()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	graph, err := graphviz.ParseBytes([]byte(dot))
	if err != nil {
		return nil, fmt.Errorf("diagram: graphviz: %w", err)
	}
	defer graph.Close()
	var out bytes.Buffer
	if err := gv.g.Render(ctx, graph, graphviz.Format("json"), &out); err != nil {
		return nil, fmt.Errorf("diagram: graphviz: %w", err)
	}
	var g gvGraph
	if err := json.Unmarshal(out.Bytes(), &g); err != nil {
		return nil, fmt.Errorf("diagram: graphviz output: %w", err)
	}
	return &g, nil
}

// gvGraph is Graphviz's JSON output: the drawing operations of the graph,
// its clusters and nodes (objects) and its edges.
type gvGraph struct {
	BB      string     `json:"bb"`
	Draw    []gvOp     `json:"_draw_"`
	LDraw   []gvOp     `json:"_ldraw_"` // the title
	Objects []gvObject `json:"objects"`
	Edges   []gvObject `json:"edges"`
}

// gvObject is a cluster, node or edge with its operations.
type gvObject struct {
	Name  string `json:"name"`
	Nodes []int  `json:"nodes"` // set on clusters
	Draw  []gvOp `json:"_draw_"`
	LDraw []gvOp `json:"_ldraw_"`
	HDraw []gvOp `json:"_hdraw_"`
	TDraw []gvOp `json:"_tdraw_"`
	// Head and tail labels of edges: cardinalities.
	HLDraw []gvOp `json:"_hldraw_"`
	TLDraw []gvOp `json:"_tldraw_"`
}

// gvOp is one xdot operation: colours (c, C), shapes (p, P, e, E, L, b,
// B), text (F, t, T) and style (S).
type gvOp struct {
	Op     string       `json:"op"`
	Color  string       `json:"color"`
	Points [][2]float64 `json:"points"`
	Rect   [4]float64   `json:"rect"`
	Pt     [2]float64   `json:"pt"`
	Align  string       `json:"align"`
	Width  float64      `json:"width"`
	Text   string       `json:"text"`
	Size   float64      `json:"size"`
	Style  string       `json:"style"`
	// FontChar is the t operation's text style: 1 bold, 2 italic, 4
	// underlined, as HTML labels' <B>, <I>, <U>.
	FontChar int `json:"fontchar"`
}
