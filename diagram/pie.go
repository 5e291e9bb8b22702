package diagram

import (
	"fmt"
	"image"
	"image/draw"
	"math"
	"strconv"
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// pieChart is a parsed pie chart.
type pieChart struct {
	title    string
	showData bool
	labels   []string
	values   []float64
}

// maxSlices bounds a pie chart.
const maxSlices = 200

// parsePie reads `pie [showData]`, an optional `title ...` and
// `"label" : value` lines.
func parsePie(src string) (*pieChart, error) {
	st := statements(src)
	pc := &pieChart{}
	if len(st) == 0 {
		return nil, fmt.Errorf("diagram: empty pie chart")
	}
	head := strings.Fields(st[0])
	for _, w := range head[1:] {
		switch strings.ToLower(w) {
		case "showdata":
			pc.showData = true
		case "title":
			pc.title = strings.TrimSpace(st[0][strings.Index(st[0], w)+len(w):])
		}
	}
	for _, line := range st[1:] {
		if rest, ok := strings.CutPrefix(line, "title"); ok {
			pc.title = strings.TrimSpace(rest)
			continue
		}
		i := strings.LastIndexByte(line, ':')
		if i < 0 {
			return nil, fmt.Errorf("diagram: pie: %q has no value", line)
		}
		v, err := strconv.ParseFloat(strings.TrimSpace(line[i+1:]), 64)
		if err != nil || v < 0 || math.IsInf(v, 0) || math.IsNaN(v) {
			return nil, fmt.Errorf("diagram: pie: bad value in %q", line)
		}
		pc.labels = append(pc.labels, cleanLabel(line[:i]))
		pc.values = append(pc.values, v)
		if len(pc.values) > maxSlices {
			return nil, fmt.Errorf("diagram: pie: more than %d slices", maxSlices)
		}
	}
	if len(pc.values) == 0 {
		return nil, fmt.Errorf("diagram: pie chart without slices")
	}
	return pc, nil
}

// renderPie draws a pie chart: the title above, the pie on the left with
// percentages in its slices, a legend on the right.
func renderPie(title, src string, th Theme) (*Picture, error) {
	pc, err := parsePie(src)
	if err != nil {
		return nil, err
	}
	if pc.title == "" {
		pc.title = title
	}
	total := 0.0
	for _, v := range pc.values {
		total += v
	}
	if total == 0 {
		return nil, fmt.Errorf("diagram: pie chart whose values are all zero")
	}
	s := th.Scale
	f := face(th.FontSize * s)
	titleH, radius, legendLine := 0.0, 110*s, th.FontSize*1.8*s
	if pc.title != "" {
		titleH = th.FontSize * 2.6 * s
	}
	legendW := 0.0
	labels := make([]string, len(pc.labels))
	for i, l := range pc.labels {
		labels[i] = l
		if pc.showData {
			labels[i] += " [" + strconv.FormatFloat(pc.values[i], 'f', -1, 64) + "]"
		}
		legendW = max(legendW, float64(font.MeasureString(f, labels[i]).Round()))
	}
	w := int(2*radius + 60*s + legendW + 40*s)
	h := int(titleH + max(2*radius+30*s, float64(len(labels))*legendLine+30*s))
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Bounds(), image.NewUniform(th.Background), image.Point{}, draw.Src)
	if pc.title != "" {
		d := font.Drawer{Dst: img, Src: image.NewUniform(th.Text), Face: face(th.FontSize * 1.3 * s)}
		d.Dot = fixed.P((w-d.MeasureString(pc.title).Round())/2, int(titleH*0.7))
		d.DrawString(pc.title)
	}
	cx, cy := 15*s+radius, titleH+15*s+radius
	start := -math.Pi / 2
	for i, v := range pc.values {
		sweep := 2 * math.Pi * v / total
		col := th.Palette[i%len(th.Palette)]
		wedge(img, cx, cy, radius, start, sweep, image.NewUniform(col))
		if v/total >= 0.04 {
			mid := start + sweep/2
			pct := strconv.Itoa(int(math.Round(100*v/total))) + "%"
			d := font.Drawer{Dst: img, Src: image.NewUniform(th.Text), Face: f}
			d.Dot = fixed.P(int(cx+0.65*radius*math.Cos(mid))-d.MeasureString(pct).Round()/2,
				int(cy+0.65*radius*math.Sin(mid)+th.FontSize*s/3))
			d.DrawString(pct)
		}
		start += sweep
	}
	lx, ly := 2*radius+45*s, titleH+15*s
	for i, l := range labels {
		y := ly + float64(i)*legendLine
		sq := th.FontSize * s
		draw.Draw(img, image.Rect(int(lx), int(y), int(lx+sq), int(y+sq)), image.NewUniform(th.Palette[i%len(th.Palette)]), image.Point{}, draw.Src)
		d := font.Drawer{Dst: img, Src: image.NewUniform(th.Text), Face: f}
		d.Dot = fixed.P(int(lx+sq*1.6), int(y+sq*0.85))
		d.DrawString(l)
	}
	return &Picture{img, th.Scale}, nil
}

// wedge fills a pie slice.
func wedge(img *image.RGBA, cx, cy, r, start, sweep float64, src image.Image) {
	z := vector.NewRasterizer(img.Bounds().Dx(), img.Bounds().Dy())
	z.MoveTo(float32(cx), float32(cy))
	steps := max(2, int(sweep/(math.Pi/90)))
	for i := 0; i <= steps; i++ {
		a := start + sweep*float64(i)/float64(steps)
		z.LineTo(float32(cx+r*math.Cos(a)), float32(cy+r*math.Sin(a)))
	}
	z.ClosePath()
	z.Draw(img, img.Bounds(), src, image.Point{})
}
