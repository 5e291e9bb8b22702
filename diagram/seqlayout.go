package diagram

import "math"

// seqLayout is a sequence diagram placed on the page, in points: columns
// for the participants, then each event on its own row.
type seqLayout struct {
	width, height float64
	titleY        float64 // the title's baseline, when there is one
	xs            []float64
	boxW          []float64
	topY, bottomY float64 // top edges of the participant boxes above and below
	boxH          float64
	lifeTop       float64 // lifelines run from lifeTop to bottomY
	// created[i] is the top of participant i's box when it is created
	// mid-diagram (0 otherwise); its lifeline starts under that box.
	// destroyed[i] is where a destroyed participant's lifeline ends in
	// a cross (0 otherwise).
	created, destroyed []float64
	messages           []seqMessage
	notes              []seqNoteBox
	blocks             []*seqBlock
	bars               []seqBar
	groups             []seqGroup
}

// seqMessage is an arrow from x0 to x1 at y (a loop when self), with its
// label above.
type seqMessage struct {
	ev         seqEvent
	x0, x1, y  float64
	self       bool
	labelY     float64 // baseline of the label's first line
	labelX     float64
	labelAlign string
}

type seqNoteBox struct {
	text       string
	x, y, w, h float64
}

// seqBlock is a loop/alt/opt... frame with its dividers.
type seqBlock struct {
	kind, text     string
	x0, x1, y0, y1 float64
	dividers       []seqDivider
	depth          int
	empty          bool // no message inside: spans every column
}

type seqDivider struct {
	text string
	y    float64
}

// seqBar is an activation: a narrow box on a lifeline.
type seqBar struct {
	x, y0, y1 float64
}

// seqGroup is a box around some participants' columns.
type seqGroup struct {
	title  string
	x0, x1 float64
}

// Spacing of a sequence diagram, in points.
const (
	seqMargin   = 16.0
	seqGap      = 36.0 // least space between two participants' boxes
	seqBarHalf  = 5.0  // half an activation's width
	seqSelfW    = 32.0 // how far a message to oneself loops out
	seqSelfH    = 18.0
	seqNotePad  = 8.0
	seqBlockPad = 10.0
)

// layoutSequence places a parsed diagram for theme th.
func layoutSequence(sc *seqChart, th Theme) *seqLayout {
	fs := th.FontSize
	lh := lineHeight(fs)
	n := len(sc.participants)
	l := &seqLayout{xs: make([]float64, n), boxW: make([]float64, n), boxH: 2.6 * fs}
	for i, p := range sc.participants {
		w, _ := measure(p.label, fs, 0)
		l.boxW[i] = max(7*fs, w+2*fs)
		if p.actor {
			l.boxH = max(l.boxH, 4.4*fs)
		}
	}
	// Columns: at least a gap between boxes, and room for each message's
	// label between its ends and each note beside its participant. A
	// shortfall widens the gap just left of the rightmost column involved.
	gaps := make([]float64, max(0, n-1))
	for i := range gaps {
		gaps[i] = l.boxW[i]/2 + l.boxW[i+1]/2 + seqGap
	}
	need := func(a, b int, d float64) { // columns a < b at least d apart
		if a < 0 || b <= a || b > len(gaps) {
			return
		}
		have := 0.0
		for i := a; i < b; i++ {
			have += gaps[i]
		}
		if have < d {
			gaps[b-1] += d - have
		}
	}
	for _, e := range sc.events {
		switch e.kind {
		case "message":
			w, _ := measure(e.text, fs, 0)
			a, b := e.from.index, e.to.index
			if a == b {
				need(a, a+1, w+seqSelfW+2*fs)
				continue
			}
			if a > b {
				a, b = b, a
			}
			pad := 2 * fs
			if e.number > 0 {
				pad += 2 * fs
			}
			need(a, b, w+pad)
		case "note":
			w, _ := measure(e.text, fs, 0)
			w += 2 * seqNotePad
			switch e.side {
			case "right":
				need(e.from.index, e.from.index+1, w+2*seqBarHalf+10)
			case "left":
				need(e.from.index-1, e.from.index, w+2*seqBarHalf+10)
			}
		}
	}
	for i := 1; i < n; i++ {
		l.xs[i] = l.xs[i-1] + gaps[i-1]
	}

	y := 0.0
	if sc.title != "" {
		y += 1.5 * fs
		l.titleY = y
		y += 0.8 * fs
	}
	if len(sc.boxes) > 0 {
		y += lh + 4
	}
	l.topY = y
	y += l.boxH
	l.lifeTop = y
	y += fs

	l.created, l.destroyed = make([]float64, n), make([]float64, n)
	dying := make([]bool, n)       // destroyed at their next message
	depth := make([]int, n)        // activations open on each column
	starts := make([][]float64, n) // their start rows
	lastY := y
	var open []*seqBlock
	// extend widens the open blocks to cover x0..x1.
	extend := func(x0, x1 float64) {
		for _, b := range open {
			b.x0, b.x1 = min(b.x0, x0), max(b.x1, x1)
			b.empty = false
		}
	}
	// edge is where an arrow meets column p's lifeline or activation,
	// coming from the side dir points to (-1 left, +1 right).
	edge := func(p *participant, dir float64) float64 {
		d := depth[p.index]
		if d == 0 {
			return l.xs[p.index]
		}
		return l.xs[p.index] + seqBarHalf*float64(d-1) + dir*seqBarHalf
	}
	activate := func(p *participant, at float64) {
		depth[p.index]++
		starts[p.index] = append(starts[p.index], at)
	}
	deactivate := func(p *participant, at float64) {
		i := p.index
		if depth[i] == 0 {
			return
		}
		depth[i]--
		s := starts[i][len(starts[i])-1]
		starts[i] = starts[i][:len(starts[i])-1]
		l.bars = append(l.bars, seqBar{x: l.xs[i] + seqBarHalf*float64(depth[i]), y0: s, y1: max(at, s+lh)})
	}
	for _, e := range sc.events {
		switch e.kind {
		case "message":
			_, th := measure(e.text, fs, 0)
			if e.text == "" {
				th = 0
			}
			m := seqMessage{ev: e, self: e.from == e.to}
			m.labelY = y + fs
			y += th + 4
			m.y = y
			if e.activate == "+" {
				activate(e.to, m.y)
			}
			fromX, toX := l.xs[e.from.index], l.xs[e.to.index]
			switch {
			case m.self:
				m.x0 = edge(e.from, 1)
				m.x1 = m.x0
				m.labelX, m.labelAlign = m.x0+seqSelfW/2+4, "l"
				w, _ := measure(e.text, fs, 0)
				extend(m.x0, m.x0+max(seqSelfW, seqSelfW/2+4+w))
				y += seqSelfH
			default:
				dir := 1.0
				if toX < fromX {
					dir = -1
				}
				m.x0, m.x1 = edge(e.from, dir), edge(e.to, -dir)
				m.labelX, m.labelAlign = (m.x0+m.x1)/2, "c"
				w, _ := measure(e.text, fs, 0)
				extend(min(m.x0, m.x1, m.labelX-w/2), max(m.x0, m.x1, m.labelX+w/2))
			}
			if e.activate == "-" {
				deactivate(e.from, m.y)
			}
			for _, p := range []*participant{e.from, e.to} {
				if dying[p.index] {
					dying[p.index], l.destroyed[p.index] = false, m.y
				}
			}
			lastY = m.y
			l.messages = append(l.messages, m)
			y += fs
		case "create":
			// The box appears at this row, the lifeline under it.
			y += 4
			l.created[e.to.index] = y
			y += l.boxH + fs
			lastY = y
		case "destroy":
			dying[e.to.index] = true
		case "activate":
			activate(e.to, lastY)
		case "deactivate":
			deactivate(e.to, lastY)
		case "note":
			w, h := measure(e.text, fs, 0)
			w, h = w+2*seqNotePad, h+seqNotePad
			nb := seqNoteBox{text: e.text, y: y, h: h}
			a, b := l.xs[e.from.index], l.xs[e.to.index]
			switch e.side {
			case "right":
				nb.x, nb.w = a+seqBarHalf*float64(depth[e.from.index]+1)+4, w
			case "left":
				nb.x, nb.w = a-seqBarHalf-4-w, w
			default: // over one or two columns
				lo, hi := min(a, b), max(a, b)
				nb.w = max(w, hi-lo+2*fs)
				nb.x = (lo+hi)/2 - nb.w/2
			}
			extend(nb.x, nb.x+nb.w)
			l.notes = append(l.notes, nb)
			y += h + fs*0.8
			lastY = y
		case "else", "and", "option":
			if len(open) > 0 {
				b := open[len(open)-1]
				y += 4
				b.dividers = append(b.dividers, seqDivider{text: e.text, y: y})
				y += lh + 6
			}
		case "end":
			if len(open) == 0 {
				continue
			}
			b := open[len(open)-1]
			open = open[:len(open)-1]
			y += 4
			b.y1 = y
			y += fs * 0.8
			if !b.empty {
				b.x0 -= seqBlockPad
				b.x1 += seqBlockPad
				fitLabels(b, fs)
				for _, o := range open {
					o.x0, o.x1, o.empty = min(o.x0, b.x0), max(o.x1, b.x1), false
				}
			}
		default: // a block opens
			y += 4
			b := &seqBlock{kind: e.kind, text: e.text, y0: y, depth: len(open), empty: true,
				x0: math.Inf(1), x1: math.Inf(-1)}
			open = append(open, b)
			l.blocks = append(l.blocks, b)
			if b.kind == "rect" {
				y += 6 // a rect has no tab
			} else {
				y += lh + 10
			}
		}
	}
	y += fs
	l.bottomY = y
	for i, d := range dying {
		if d { // destroyed after its last message: ends here
			l.destroyed[i] = y - fs/2
		}
	}
	for i := range depth {
		for depth[i] > 0 {
			deactivate(sc.participants[i], y-fs/2)
		}
	}

	// Blocks without messages span every column; each is at least wide
	// enough for its label.
	first, last := l.xs[0]-l.boxW[0]/2, l.xs[n-1]+l.boxW[n-1]/2
	for _, b := range l.blocks {
		if b.empty {
			b.x0, b.x1 = first, last
			fitLabels(b, fs)
		}
	}
	for _, g := range sc.boxes {
		gr := seqGroup{title: g.title, x0: math.Inf(1), x1: math.Inf(-1)}
		for _, p := range g.members {
			gr.x0 = min(gr.x0, l.xs[p.index]-l.boxW[p.index]/2-8)
			gr.x1 = max(gr.x1, l.xs[p.index]+l.boxW[p.index]/2+8)
		}
		if len(g.members) > 0 {
			l.groups = append(l.groups, gr)
		}
	}

	// Shift everything so that the leftmost thing sits at the margin.
	minX, maxX := first, last
	for _, m := range l.messages {
		if m.self {
			w, _ := measure(m.ev.text, fs, 0)
			maxX = max(maxX, m.labelX+w, m.x0+seqSelfW)
		} else {
			w, _ := measure(m.ev.text, fs, 0)
			minX, maxX = min(minX, m.labelX-w/2), max(maxX, m.labelX+w/2)
		}
	}
	for _, nb := range l.notes {
		minX, maxX = min(minX, nb.x), max(maxX, nb.x+nb.w)
	}
	for _, b := range l.blocks {
		minX, maxX = min(minX, b.x0), max(maxX, b.x1)
	}
	for _, g := range l.groups {
		minX, maxX = min(minX, g.x0), max(maxX, g.x1)
	}
	if sc.title != "" {
		w, _ := measure(sc.title, 1.4*fs, 0)
		mid := (first + last) / 2
		minX, maxX = min(minX, mid-w/2), max(maxX, mid+w/2)
	}
	dx, dy := seqMargin-minX, seqMargin
	for i := range l.xs {
		l.xs[i] += dx
	}
	for i := range l.messages {
		m := &l.messages[i]
		m.x0, m.x1, m.labelX = m.x0+dx, m.x1+dx, m.labelX+dx
		m.y, m.labelY = m.y+dy, m.labelY+dy
	}
	for i := range l.notes {
		l.notes[i].x += dx
		l.notes[i].y += dy
	}
	for _, b := range l.blocks {
		b.x0, b.x1, b.y0, b.y1 = b.x0+dx, b.x1+dx, b.y0+dy, b.y1+dy
		for i := range b.dividers {
			b.dividers[i].y += dy
		}
	}
	for i := range l.bars {
		l.bars[i].x += dx
		l.bars[i].y0 += dy
		l.bars[i].y1 += dy
	}
	for i := range l.groups {
		l.groups[i].x0 += dx
		l.groups[i].x1 += dx
	}
	for i := range l.created {
		if l.created[i] > 0 {
			l.created[i] += dy
		}
		if l.destroyed[i] > 0 {
			l.destroyed[i] += dy
		}
	}
	l.titleY += dy
	l.topY += dy
	l.lifeTop += dy
	l.bottomY += dy
	l.width = maxX - minX + 2*seqMargin
	l.height = l.bottomY + l.boxH + seqMargin
	return l
}

// fitLabels widens a block to hold its tab, its condition and its
// dividers' conditions.
func fitLabels(b *seqBlock, fs float64) {
	b.x1 = max(b.x1, b.x0+blockLabelWidth(b, fs))
	for _, d := range b.dividers {
		w, _ := measure("["+d.text+"]", fs, italic)
		if c := (b.x0 + b.x1) / 2; c-w/2-fs < b.x0 || c+w/2+fs > b.x1 {
			b.x0, b.x1 = min(b.x0, c-w/2-fs), max(b.x1, c+w/2+fs)
		}
	}
}

// blockLabelWidth is the room a block's tab ("loop") and condition need.
func blockLabelWidth(b *seqBlock, fs float64) float64 {
	w, _ := measure(b.kind, fs, bold)
	tw := 0.0
	if b.text != "" && b.kind != "rect" {
		tw, _ = measure("["+b.text+"]", fs, italic)
	}
	return w + 2*fs + tw + 2*fs
}
