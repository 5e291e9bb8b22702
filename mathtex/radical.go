package mathtex

// Radicals (TeX's rule 11): a √ tall enough for the body, a bar over the
// body from the sign's top, and an index tucked into the sign's crook.

// sqrt sets \sqrt[index]{body}.
func (s *setter) sqrt(n *sqrtNode, st mstyle) box {
	em := s.em(st)
	_, body := s.atom(n.body, st)
	t := ruleThickness * em
	phi := t
	if st.style == 0 {
		phi = xHeight * em
	}
	clear := t + phi/4
	need := body.h + body.d + clear + t
	sign, top := s.radicalSign(need, st)
	// the sign's top is the bar's top
	dy := -(body.h + clear + t) + top
	pad := 0.06 * em
	out := box{}
	x := 0.0
	if n.index != nil {
		ist := st
		ist.style = 3
		_, idx := s.atom(n.index, ist)
		x = max(5.0/18*em, 0)
		raise := (sign.h + sign.d) * 0.6
		bottom := dy + sign.d // the sign's bottom, on our baseline
		out.add(idx, x, bottom-raise-idx.d)
		x += idx.w - min(10.0/18*em, idx.w+x)
		x = max(x, 0)
	}
	out.add(sign, x, dy)
	x += sign.w
	out.add(ruleBox(body.w+2*pad, body.h+clear+t, -(body.h+clear)), x-t*0.5, 0)
	out.add(body, x+pad, 0)
	out.w = x + body.w + 2*pad
	out.h = max(out.h, body.h+clear+t+t)
	return out
}

// radicalSign returns a √ at least need tall (height plus depth) and the
// height of its top above its own baseline: the glyph itself, stretched
// for tall bodies, or, taller still, ⎷ whose stem stretches cleanly.
func (s *setter) radicalSign(need float64, st mstyle) (box, float64) {
	em := s.em(st)
	m, _ := glyphMetrics(s.fs, mathFace, '√')
	r := '√'
	natural := (m.ymax - m.ymin) * em
	sx, sy := 1.0, 1.0
	if ratio := need / natural; ratio > 1 {
		sx = min(1+(ratio-1)*0.3, 1.3)
		sy = ratio / sx
		if ratio > 2.2 {
			m, _ = glyphMetrics(s.fs, mathFace, '⎷')
			r = '⎷'
			natural = (m.ymax - m.ymin) * em * sx
			sy = need / natural
		}
	}
	b := box{w: m.adv * em * sx, h: -m.ymin * em * sx * sy, d: m.ymax * em * sx * sy,
		items: []item{{face: mathFace, r: r, size: em * sx, sx: 1, sy: sy}}}
	return b, b.h
}
