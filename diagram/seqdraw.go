package diagram

import (
	"context"
	"image/color"
	"regexp"
	"strconv"
	"strings"
)

// renderSequence parses, lays out and draws a sequence diagram.
func renderSequence(ctx context.Context, title, src string, th Theme) (*Picture, error) {
	sc, err := parseSequence(src)
	if err != nil {
		return nil, err
	}
	if sc.title == "" {
		sc.title = title
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	l := layoutSequence(sc, th)
	p, err := newCanvas(l.width, l.height, th)
	if err != nil {
		return nil, err
	}
	drawSequence(p, sc, l, th)
	return &Picture{p.img, p.scale}, nil
}

// drawSequence paints a laid-out sequence diagram back to front: groups
// and coloured rects, lifelines, activations, frames, messages, notes,
// then the participants above and below.
func drawSequence(p *painter, sc *seqChart, l *seqLayout, th Theme) {
	fs := th.FontSize
	none := color.RGBA{}
	for _, g := range l.groups {
		p.box(g.x0, l.topY-lineHeight(fs)-4, g.x1-g.x0, l.bottomY+l.boxH-l.topY+lineHeight(fs)+8, th.GroupFill, th.GroupStroke, false)
		p.write((g.x0+g.x1)/2, l.topY-6, g.title, "c", fs, bold, th.Text)
	}
	for _, b := range l.blocks {
		if b.kind == "rect" {
			p.box(b.x0, b.y0, b.x1-b.x0, b.y1-b.y0, rectColour(b.text, th), none, false)
		}
	}
	for i := range sc.participants {
		x, top, bottom := l.xs[i], l.lifeTop, l.bottomY
		if l.created[i] > 0 {
			top = l.created[i] + l.boxH
		}
		if l.destroyed[i] > 0 {
			bottom = l.destroyed[i]
		}
		p.line([][2]float64{{x, top}, {x, bottom}}, th.NodeStroke, 0.8, false)
	}
	for _, bar := range l.bars {
		p.box(bar.x-seqBarHalf, bar.y0, 2*seqBarHalf, bar.y1-bar.y0, th.RowAltFill, th.NodeStroke, false)
	}
	for _, b := range l.blocks {
		if b.kind != "rect" {
			drawBlock(p, b, th)
		}
	}
	for _, m := range l.messages {
		drawMessage(p, m, th)
	}
	for _, nb := range l.notes {
		p.box(nb.x, nb.y, nb.w, nb.h, th.NoteFill, th.NoteStroke, false)
		p.write(nb.x+nb.w/2, nb.y+seqNotePad/2+fs, nb.text, "c", fs, 0, th.Text)
	}
	for i, pt := range sc.participants {
		x := l.xs[i]
		top := l.topY
		if l.created[i] > 0 {
			top = l.created[i]
		}
		drawParticipant(p, pt, x, top, l.boxW[i], l.boxH, th)
		if d := l.destroyed[i]; d > 0 {
			r := th.FontSize * 0.6
			p.line([][2]float64{{x - r, d - r}, {x + r, d + r}}, th.Edge, 1.6, false)
			p.line([][2]float64{{x - r, d + r}, {x + r, d - r}}, th.Edge, 1.6, false)
			continue
		}
		drawParticipant(p, pt, x, l.bottomY, l.boxW[i], l.boxH, th)
	}
	if sc.title != "" {
		mid := (l.xs[0] + l.xs[len(l.xs)-1]) / 2
		p.write(mid, l.titleY, sc.title, "c", 1.4*fs, 0, th.Text)
	}
}

// drawParticipant draws a participant's box, or an actor's stick figure
// with the name under it.
func drawParticipant(p *painter, pt *participant, x, top, w, h float64, th Theme) {
	fs := th.FontSize
	if !pt.actor {
		p.box(x-w/2, top, w, h, th.NodeFill, th.NodeStroke, false)
		_, th2 := measure(pt.label, fs, 0)
		p.write(x, top+(h-th2)/2+fs*0.95, pt.label, "c", fs, 0, th.Text)
		return
	}
	r := fs * 0.42
	headY := top + r + 1
	p.disc(x, headY, r, th.NodeFill, th.NodeStroke)
	neck, hip := headY+r, headY+r+fs*1.0
	p.line([][2]float64{{x, neck}, {x, hip}}, th.NodeStroke, 1.2, false)
	p.line([][2]float64{{x - fs*0.8, neck + fs*0.35}, {x + fs*0.8, neck + fs*0.35}}, th.NodeStroke, 1.2, false)
	p.line([][2]float64{{x - fs*0.7, hip + fs*0.9}, {x, hip}, {x + fs*0.7, hip + fs*0.9}}, th.NodeStroke, 1.2, false)
	p.write(x, hip+fs*0.9+fs*1.2, pt.label, "c", fs, 0, th.Text)
}

// drawBlock draws a loop/alt/opt... frame: its outline, a tab with its
// kind, its condition, and a dashed divider per else/and/option.
func drawBlock(p *painter, b *seqBlock, th Theme) {
	fs := th.FontSize
	none := color.RGBA{}
	p.box(b.x0, b.y0, b.x1-b.x0, b.y1-b.y0, none, th.NodeStroke, false)
	kw, _ := measure(b.kind, fs, bold)
	tabW, tabH := kw+fs*1.4, lineHeight(fs)+4
	tab := [][2]float64{{b.x0, b.y0}, {b.x0 + tabW, b.y0}, {b.x0 + tabW, b.y0 + tabH - 5}, {b.x0 + tabW - 5, b.y0 + tabH}, {b.x0, b.y0 + tabH}}
	p.polygon(tab, th.NodeFill)
	p.line(append(tab, tab[0]), th.NodeStroke, 1, false)
	p.write(b.x0+tabW/2-2, b.y0+fs*1.05, b.kind, "c", fs, bold, th.Text)
	if b.text != "" {
		p.write(b.x0+tabW+fs*0.6, b.y0+fs*1.05, "["+b.text+"]", "l", fs, italic, th.Text)
	}
	for _, d := range b.dividers {
		p.line([][2]float64{{b.x0, d.y}, {b.x1, d.y}}, th.NodeStroke, 1, true)
		if d.text != "" {
			p.write((b.x0+b.x1)/2, d.y+fs*1.1, "["+d.text+"]", "c", fs, italic, th.Text)
		}
	}
}

// drawMessage draws an arrow with its label, and its number when the
// diagram counts them.
func drawMessage(p *painter, m seqMessage, th Theme) {
	fs := th.FontSize
	dashed := m.ev.line == "dotted"
	if m.ev.text != "" {
		p.write(m.labelX, m.labelY, m.ev.text, m.labelAlign, fs, 0, th.Text)
	}
	if m.self {
		x, y := m.x0, m.y
		pts := [][2]float64{{x, y}, {x + seqSelfW, y}, {x + seqSelfW, y + seqSelfH}, {x, y + seqSelfH}}
		p.line(pts, th.Edge, 1.1, dashed)
		p.arrowhead(x, y+seqSelfH, -1, 0, m.ev.head, th.Edge)
	} else {
		dir := 1.0
		if m.x1 < m.x0 {
			dir = -1
		}
		x0, x1 := m.x0, m.x1
		// Stop the line where a filled head starts, so that it keeps
		// its point.
		end, start := x1, x0
		if m.ev.head == "filled" {
			end -= dir * 4
		}
		if m.ev.both {
			start += dir * 4
		}
		p.line([][2]float64{{start, m.y}, {end, m.y}}, th.Edge, 1.1, dashed)
		p.arrowhead(x1, m.y, dir, 0, m.ev.head, th.Edge)
		if m.ev.both {
			p.arrowhead(x0, m.y, -dir, 0, m.ev.head, th.Edge)
		}
	}
	if m.ev.number > 0 {
		r := fs * 0.62
		p.disc(m.x0, m.y, r, th.Text, th.Text)
		n := strconv.Itoa(m.ev.number)
		size := fs * 0.8
		if len(n) > 2 {
			size = fs * 0.6
		}
		p.write(m.x0, m.y+size*0.36, n, "c", size, bold, th.Background)
	}
}

var rgbRe = regexp.MustCompile(`rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)`)

// rectColour is a rect block's colour ("rect rgb(191, 223, 255)"), laid
// over the background at half strength so that text on it stays legible
// in the dark theme too.
func rectColour(spec string, th Theme) color.RGBA {
	c := th.GroupFill
	if m := rgbRe.FindStringSubmatch(strings.ToLower(spec)); m != nil {
		r, _ := strconv.Atoi(m[1])
		g, _ := strconv.Atoi(m[2])
		b, _ := strconv.Atoi(m[3])
		c = color.RGBA{uint8(min(r, 255)), uint8(min(g, 255)), uint8(min(b, 255)), 255}
	}
	mix := func(a, b uint8) uint8 { return uint8((int(a) + int(b)) / 2) }
	bg := th.Background
	return color.RGBA{mix(bg.R, c.R), mix(bg.G, c.G), mix(bg.B, c.B), 255}
}
