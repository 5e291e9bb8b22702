package diagram

import (
	"context"
	"crypto/sha256"
	"errors"
	"image"

	"folio/internal/lru"
)

// ErrUnsupported is returned for a diagram type this package does not
// draw; the caller shows the source.
var ErrUnsupported = errors.New("diagram: this kind of diagram is not supported")

// Kind returns a diagram's type from its first word: "flowchart",
// "sequenceDiagram", "pie"... ("graph" is a flowchart).
func Kind(src string) string {
	_, body := frontMatter(src)
	for _, st := range statements(body) {
		k := firstWord(st)
		switch k {
		case "graph":
			return "flowchart"
		case "stateDiagram-v2":
			return "stateDiagram"
		case "classDiagram-v2":
			return "classDiagram"
		}
		return k
	}
	return ""
}

// Supported reports whether Render draws this diagram's type.
func Supported(src string) bool {
	switch Kind(src) {
	case "flowchart", "pie", "stateDiagram", "classDiagram", "erDiagram", "sequenceDiagram", "gantt":
		return true
	}
	return false
}

// Picture is a drawn diagram: its image and its density, in pixels per
// point. The density is the theme's Scale unless the diagram is so large
// that drawing it at that density would exceed pixelBudget; then it is
// drawn smaller, and the caller shows it at its own density.
type Picture struct {
	Image image.Image
	Scale float64
}

// Render draws a Mermaid diagram in theme th.
func Render(ctx context.Context, src string, th Theme) (*Picture, error) {
	key := sha256.Sum256([]byte(th.Name + "\x00" + src))
	if pic, ok := cache.Get(key); ok {
		return pic, nil
	}
	var img *Picture
	var err error
	title, body := frontMatter(src)
	switch Kind(src) {
	case "flowchart":
		img, err = renderGraph(ctx, title, body, th, parseFlowchart)
	case "stateDiagram":
		img, err = renderGraph(ctx, title, body, th, parseState)
	case "classDiagram":
		img, err = renderGraph(ctx, title, body, th, parseClass)
	case "erDiagram":
		img, err = renderGraph(ctx, title, body, th, parseER)
	case "sequenceDiagram":
		img, err = renderSequence(ctx, title, body, th)
	case "gantt":
		img, err = renderGantt(ctx, title, body, th)
	case "pie":
		img, err = renderPie(title, body, th)
	default:
		return nil, ErrUnsupported
	}
	if err != nil {
		return nil, err
	}
	cache.Put(key, img)
	return img, nil
}

// grapher is a parsed diagram that dot lays out: a flowchart, a state,
// class or entity-relationship diagram.
type grapher interface {
	graph(th Theme) *graph
}

// renderGraph parses a diagram with parse, builds its graph, lays it out
// and paints it, under title.
func renderGraph[D grapher](ctx context.Context, title, src string, th Theme, parse func(string) (D, error)) (*Picture, error) {
	d, err := parse(src)
	if err != nil {
		return nil, err
	}
	g := d.graph(th)
	g.title = title
	return g.render(ctx, th)
}

// cacheSize bounds the cache: a page rarely holds more diagrams, and a
// drawing can be megabytes (pixelBudget bounds each to 64 MB).
const cacheSize = 48

// cache keeps recent drawings, least recently used out first.
var cache = lru.New[[32]byte, *Picture](cacheSize, 0, nil)
