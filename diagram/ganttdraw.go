package diagram

import (
	"context"
	"fmt"
	"image/color"
	"math"
	"regexp"
	"strconv"
	"time"
)

// Gantt chart geometry, in points.
const (
	ganttChartW = 620.0 // the time axis
	ganttRowH   = 24.0
	ganttBarH   = 18.0
	ganttMargin = 16.0
)

// renderGantt parses, schedules and draws a Gantt chart: section names on
// the left over striped bands, a bar per task (a diamond per milestone),
// grid lines and dates at the axis ticks.
func renderGantt(ctx context.Context, title, src string, th Theme) (*Picture, error) {
	gc, err := parseGantt(src)
	if err != nil {
		return nil, err
	}
	if gc.title == "" {
		gc.title = title
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	fs := th.FontSize
	lo, hi := gc.span()
	if !hi.After(lo) {
		hi = lo.Add(24 * time.Hour)
	}
	ticks, format, err := ganttTicks(gc, lo, hi, fs*0.9)
	if err != nil {
		return nil, err
	}

	// Columns: section names, then the chart; text outside a bar may
	// reach past the chart's end.
	leftW := 0.0
	for _, s := range gc.sections {
		if s != "" {
			w, _ := measure(s, fs, bold)
			leftW = max(leftW, w+fs)
		}
	}
	leftW = min(leftW, 220)
	// Tick labels are centred on their ticks: half of one may stand out
	// at either end of the axis.
	tickHalf := 0.0
	for _, t := range ticks {
		w, _ := measure(strftime(t, format), fs*0.9, 0)
		tickHalf = max(tickHalf, w/2)
	}
	x0 := ganttMargin + max(leftW, tickHalf)
	px := func(t time.Time) float64 {
		return x0 + ganttChartW*float64(t.Sub(lo))/float64(hi.Sub(lo))
	}
	right := x0 + ganttChartW + tickHalf
	for _, t := range gc.tasks {
		l := ganttLabel(t, px, fs)
		right = max(right, l.x+l.w)
	}
	top := ganttMargin
	titleY := 0.0
	if gc.title != "" {
		titleY = top + 1.4*fs
		top += 2.6 * fs
	}
	if gc.topAxis {
		top += 1.8 * fs
	}
	rowsH := float64(len(gc.tasks)) * ganttRowH
	bottom := top + rowsH
	height := bottom + 2.2*fs + ganttMargin
	p, err := newCanvas(right+ganttMargin, height, th)
	if err != nil {
		return nil, err
	}

	// Section bands, alternating.
	bands := []color.RGBA{th.NodeFill, th.GroupFill}
	for i := 0; i < len(gc.tasks); {
		j := i
		for j < len(gc.tasks) && gc.tasks[j].section == gc.tasks[i].section {
			j++
		}
		sec := gc.tasks[i].section
		y0, y1 := top+float64(i)*ganttRowH, top+float64(j)*ganttRowH
		p.box(ganttMargin, y0, right-ganttMargin, y1-y0, bands[sec%2], color.RGBA{}, false)
		if name := gc.sections[sec]; name != "" {
			_, h := measure(name, fs, bold)
			p.write(ganttMargin+fs/2, (y0+y1)/2-h/2+fs*0.95, name, "l", fs, bold, th.Text)
		}
		i = j
	}
	// Excluded days, shaded.
	if !gc.excludes.empty() && hi.Sub(lo) <= 3*366*24*time.Hour {
		shade := blend(th.Background, th.Text, 0.12)
		for d := lo.Truncate(24 * time.Hour); d.Before(hi); d = d.Add(24 * time.Hour) {
			if gc.excludes.excluded(d) {
				a, b := max(px(d), x0), min(px(d.Add(24*time.Hour)), x0+ganttChartW)
				p.box(a, top, b-a, rowsH, shade, color.RGBA{}, false)
			}
		}
	}
	// Grid and axis.
	grid := blend(th.Background, th.Text, 0.25)
	lastRight := math.Inf(-1)
	for _, t := range ticks {
		x := px(t)
		p.line([][2]float64{{x, top}, {x, bottom + 4}}, grid, 0.8, false)
		label := strftime(t, format)
		// A tickInterval too fine for its labels keeps its grid lines
		// but labels only those that do not touch the one before.
		w, _ := measure(label, fs*0.9, 0)
		if x-w/2 < lastRight+fs/2 {
			continue
		}
		lastRight = x + w/2
		p.write(x, bottom+1.4*fs, label, "c", fs*0.9, 0, th.Text)
		if gc.topAxis {
			p.write(x, top-0.6*fs, label, "c", fs*0.9, 0, th.Text)
		}
	}
	p.line([][2]float64{{x0, bottom + 4}, {x0 + ganttChartW, bottom + 4}}, grid, 0.8, false)
	// Tasks.
	for i, t := range gc.tasks {
		fill, stroke, ink := ganttColours(t, th)
		cy := top + float64(i)*ganttRowH + ganttRowH/2
		a, b := px(t.start), px(t.end)
		if t.milestone {
			r := ganttBarH * 0.45
			p.polygon([][2]float64{{a, cy - r}, {a + r, cy}, {a, cy + r}, {a - r, cy}}, fill)
			p.line([][2]float64{{a, cy - r}, {a + r, cy}, {a, cy + r}, {a - r, cy}, {a, cy - r}}, stroke, 1, false)
		} else {
			p.box(a, cy-ganttBarH/2, max(b-a, 1), ganttBarH, fill, stroke, false)
		}
		l := ganttLabel(t, px, fs)
		if !l.inside {
			ink = th.Text
		}
		p.write(l.x+l.w/2, cy+fs*0.35, t.name, "c", fs, 0, ink)
	}
	if gc.title != "" {
		p.write((x0+x0+ganttChartW)/2, titleY, gc.title, "c", 1.4*fs, 0, th.Text)
	}
	return &Picture{p.img, p.scale}, nil
}

// ganttText is where a task's name goes: inside its bar when it fits,
// otherwise after it.
type ganttText struct {
	x, w   float64
	inside bool
}

func ganttLabel(t *ganttTask, px func(time.Time) float64, fs float64) ganttText {
	w, _ := measure(t.name, fs, 0)
	a, b := px(t.start), px(t.end)
	if t.milestone {
		return ganttText{x: a + ganttBarH*0.45 + 4, w: w}
	}
	if b-a >= w+8 {
		return ganttText{x: (a+b)/2 - w/2, w: w, inside: true}
	}
	return ganttText{x: b + 5, w: w}
}

// ganttColours returns a task's fill, outline and text colours by its
// state, as Mermaid's default theme colours them.
func ganttColours(t *ganttTask, th Theme) (fill, stroke, ink color.RGBA) {
	switch {
	case t.crit && t.done:
		return th.DoneFill, th.CritStroke, th.Text
	case t.crit && t.active:
		return th.ActiveFill, th.CritStroke, th.Text
	case t.crit:
		return th.CritFill, th.CritStroke, th.Text
	case t.done:
		return th.DoneFill, th.DoneStroke, th.Text
	case t.active:
		return th.ActiveFill, th.TaskStroke, th.Text
	}
	return th.TaskFill, th.TaskStroke, th.TaskText
}

// blend mixes b into a by t (0 to 1).
func blend(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 255}
}

var tickIntervalRe = regexp.MustCompile(`^(\d+)\s*(millisecond|second|minute|hour|day|week|month)s?$`)

// ganttStep is a tick interval: n units.
type ganttStep struct {
	n    int
	unit string // "minute", "hour", "day", "week", "month", "year"
}

// approx returns a step's length (months as 30 days).
func (s ganttStep) approx() time.Duration {
	unit := map[string]time.Duration{"millisecond": time.Millisecond, "second": time.Second, "minute": time.Minute,
		"hour": time.Hour, "day": 24 * time.Hour, "week": 7 * 24 * time.Hour, "month": 30 * 24 * time.Hour,
		"year": 365 * 24 * time.Hour}[s.unit]
	return time.Duration(s.n) * unit
}

// next returns the tick after t.
func (s ganttStep) next(t time.Time) time.Time {
	switch s.unit {
	case "month":
		return t.AddDate(0, s.n, 0)
	case "year":
		return t.AddDate(s.n, 0, 0)
	}
	return t.Add(s.approx())
}

// first returns the first tick at or after t: steps of days and longer
// start at midnight, weeks on Mondays, months on the first.
func (s ganttStep) first(t time.Time) time.Time {
	var f time.Time
	switch s.unit {
	case "year":
		f = time.Date(t.Year(), 1, 1, 0, 0, 0, 0, time.UTC)
	case "month":
		f = time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
	case "week":
		d := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
		f = d.AddDate(0, 0, -((int(d.Weekday()) + 6) % 7))
	case "day":
		f = time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
	default:
		f = t.Truncate(s.approx())
	}
	for f.Before(t) {
		f = s.next(f)
	}
	return f
}

// ganttSteps are the intervals ticks are chosen from, shortest first.
var ganttSteps = []ganttStep{
	{1, "second"}, {5, "second"}, {15, "second"}, {30, "second"},
	{1, "minute"}, {5, "minute"}, {10, "minute"}, {15, "minute"}, {30, "minute"},
	{1, "hour"}, {2, "hour"}, {3, "hour"}, {6, "hour"}, {12, "hour"},
	{1, "day"}, {2, "day"}, {1, "week"}, {2, "week"},
	{1, "month"}, {3, "month"}, {6, "month"}, {1, "year"}, {2, "year"}, {5, "year"}, {10, "year"},
}

// ganttTicks chooses the axis ticks (the chart's tickInterval, or the
// shortest step whose labels, of text size size, do not touch) and the
// format of their labels.
func ganttTicks(gc *ganttChart, lo, hi time.Time, size float64) ([]time.Time, string, error) {
	span := hi.Sub(lo)
	format := gc.axisFormat
	if format == "" {
		format = "%Y-%m-%d"
		if span < 2*24*time.Hour {
			format = "%H:%M"
		}
	}
	labelW, _ := measure(strftime(time.Date(2000, 12, 28, 23, 59, 59, 0, time.UTC), format), size, 0)
	most := max(2, int(ganttChartW/(labelW+size*1.5)))
	var step ganttStep
	if gc.tickInterval != "" {
		m := tickIntervalRe.FindStringSubmatch(gc.tickInterval)
		if m == nil {
			return nil, "", fmt.Errorf("diagram: gantt: bad tickInterval %q", gc.tickInterval)
		}
		n, _ := strconv.Atoi(m[1])
		step = ganttStep{max(n, 1), m[2]}
		if span/step.approx() > 200 {
			step = ganttStep{}
		}
	}
	if step.n == 0 {
		step = ganttSteps[len(ganttSteps)-1]
		for _, s := range ganttSteps {
			if span/s.approx() <= time.Duration(most) {
				step = s
				break
			}
		}
	}
	var ticks []time.Time
	for t := step.first(lo); !t.After(hi) && len(ticks) < 400; t = step.next(t) {
		ticks = append(ticks, t)
	}
	return ticks, format, nil
}
