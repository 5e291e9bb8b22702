package mathtex

import "math"

// Things stacked over and under a body: \overset, \underset, \stackrel,
// \overbrace, \underbrace, \xrightarrow's labels, \overline, \underline,
// and the frame of \boxed.

// stack sets a body with small notes above and below it.
func (s *setter) stack(n *stackNode, st mstyle) box {
	em := s.em(st)
	sst := st.script()
	var over, under box
	if n.over != nil {
		_, over = s.atom(n.over, sst)
	}
	if n.under != nil {
		_, under = s.atom(n.under, sst)
	}
	var body box
	if a, ok := n.body.(*accentNode); ok && a.body == nil { // \xrightarrow: as long as its labels
		w := max(over.w, under.w) + 0.6*em
		body = s.wideArrow(a.mark, w, st)
	} else {
		_, body = s.atom(n.body, st)
	}
	if n.brace != 0 {
		body = s.braced(body, n.brace, st)
	}
	w := max(body.w, over.w, under.w)
	out := box{w: w}
	out.add(body, (w-body.w)/2, 0)
	gap := 0.1 * em
	if n.over != nil {
		out.add(over, (w-over.w)/2, -(body.h + gap + over.d))
	}
	if n.under != nil {
		out.add(under, (w-under.w)/2, body.d+gap+under.h)
	}
	return out
}

// wideArrow is an arrow w wide on the maths axis.
func (s *setter) wideArrow(mark rune, w float64, st mstyle) box {
	em := s.em(st)
	m, _ := glyphMetrics(s.fs, mathFace, mark)
	inkW := (m.xmax - m.xmin) * em
	sx := max(w/inkW, 1)
	it := item{x: -m.xmin * em * sx, face: mathFace, r: mark, size: em, sx: sx, sy: 1}
	return box{w: inkW * sx, h: -m.ymin * em, d: max(m.ymax*em, 0), items: []item{it}}
}

// braced puts a horizontal brace (⏞ or ⏟) over or under body: the
// vertical brace's pieces turned a quarter, as long as the body, or for a
// body too narrow even for smaller pieces the font's brace stretched.
func (s *setter) braced(body box, brace rune, st mstyle) box {
	em := s.em(st)
	gap := 0.15 * em
	if hb, ok := s.hbrace(body.w, brace == '⏞', em); ok {
		out := box{w: max(body.w, hb.w)}
		out.add(body, (out.w-body.w)/2, 0)
		if brace == '⏞' {
			out.add(hb, (out.w-hb.w)/2, -(body.h + gap + hb.d))
		} else {
			out.add(hb, (out.w-hb.w)/2, body.d+gap)
		}
		return out
	}
	m, ok := glyphMetrics(s.fs, mathFace, brace)
	if !ok {
		return body
	}
	inkW := (m.xmax - m.xmin) * em
	sx := max(body.w/inkW, 1)
	inkH := (m.ymax - m.ymin) * em
	out := box{w: max(body.w, inkW*sx)}
	out.add(body, (out.w-body.w)/2, 0)
	it := item{x: (out.w-inkW*sx)/2 - m.xmin*em*sx, face: mathFace, r: brace, size: em, sx: sx, sy: 1}
	if brace == '⏞' {
		top := body.h + gap + inkH
		it.y = -top - m.ymin*em
		out.h = max(out.h, top)
	} else {
		bottom := body.d + gap + inkH
		it.y = bottom - m.ymax*em
		out.d = max(out.d, bottom)
	}
	out.items = append(out.items, it)
	return out
}

// hbrace builds a horizontal brace width long, its point up (over) or
// down, from the pieces of { or } turned a quarter clockwise; the box's
// top is the ink's top. Pieces are drawn smaller, down to half size, for
// a short brace; shorter still, it reports false.
func (s *setter) hbrace(width float64, over bool, em float64) (box, bool) {
	p := pieces['}']
	if over {
		p = pieces['{']
	}
	if least := s.assembled(p, em); width < least {
		if width < least/2 {
			return box{}, false
		}
		em *= width / least
	}
	v := s.assemble(p, width, 0, em)
	lo, hi := math.Inf(1), math.Inf(-1) // the pieces' ink across
	for _, r := range p {
		if r != 0 {
			m, _ := glyphMetrics(s.fs, mathFace, r)
			lo, hi = min(lo, m.xmin*em), max(hi, m.xmax*em)
		}
	}
	out := box{w: v.h + v.d, d: hi - lo}
	for _, it := range v.items {
		it.x, it.y = v.d-it.y, it.x-lo
		it.rot = true
		out.items = append(out.items, it)
	}
	return out, true
}

// line sets \overline or \underline: a rule three rules' thickness away.
func (s *setter) line(n *lineNode, st mstyle) box {
	em := s.em(st)
	_, body := s.atom(n.body, st)
	t := ruleThickness * em
	out := body
	out.italic = 0
	if n.over {
		out.add(ruleBox(body.w, body.h+4*t, -(body.h+3*t)), 0, 0)
		out.h += t
	} else {
		out.add(ruleBox(body.w, -(body.d+3*t), body.d+4*t), 0, 0)
		out.d += t
	}
	return out
}

// cancel strikes a body out: a diagonal from corner to corner (╱ up,
// ╲ down), drawn as the font's diagonal stretched over the body, or a
// rule through the middle of its x-height (\sout).
func (s *setter) cancel(n *cancelNode, b box, st mstyle) box {
	em := s.em(st)
	out := b
	out.italic = 0
	if n.through {
		t := ruleThickness * em
		mid := xHeight * em / 2
		out.add(ruleBox(b.w, mid+t/2, -(mid-t/2)), 0, 0)
		return out
	}
	pad := 0.05 * em
	for _, r := range []rune{'╱', '╲'} {
		if r == '╱' && !n.up || r == '╲' && !n.dn {
			continue
		}
		m, ok := glyphMetrics(s.fs, mathFace, r)
		if !ok {
			continue
		}
		w, h := b.w+2*pad, b.h+b.d+2*pad
		sx, sy := w/((m.xmax-m.xmin)*em), h/((m.ymax-m.ymin)*em)
		it := item{x: -pad - m.xmin*em*sx, y: -(b.h + pad) - m.ymin*em*sy, face: mathFace, r: r, size: em, sx: sx, sy: sy}
		out.items = append(out.items, it)
	}
	out.h, out.d = max(out.h, b.h+pad), max(out.d, b.d+pad)
	return out
}

// framed draws a frame around b, a quarter em away (\boxed).
func (s *setter) framed(b box, st mstyle) box {
	em := s.em(st)
	t := ruleThickness * em
	pad := 0.25 * em
	w, h, d := b.w+2*pad+2*t, b.h+pad+t, b.d+pad+t
	out := box{w: w}
	out.add(b, pad+t, 0)
	out.add(ruleBox(w, h, -(h-t)), 0, 0)
	out.add(ruleBox(w, -(d-t), d), 0, 0)
	out.add(ruleBox(t, h, d), 0, 0)
	out.add(ruleBox(t, h, d), w-t, 0)
	return out
}
