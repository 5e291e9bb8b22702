package mathtex

// Large operators and function names. ∑ and ∫ are centred on the maths
// axis (TeX's rule 13) and drawn larger in display style: ∑ by 1.4 as
// TeX's display sizes are, ∫ taller than wide, as the display integral
// of Computer Modern and STIX is, rather than merely magnified.
const (
	displayOpScale    = 1.4
	displayIntegralSX = 1.25
	displayIntegralSY = 2.0
)

// operator sets \sum, \int, \lim, \sin or \operatorname{…}.
func (s *setter) operator(n *opNode, st mstyle) box {
	em := s.em(st)
	if n.name != "" {
		rm := st
		rm.variant = vRm
		var parts []box
		for i, r := range n.name {
			if r == ' ' {
				if i > 0 {
					parts = append(parts, kern(3.0/18*em))
				}
				continue
			}
			parts = append(parts, s.glyph(r, mathFace, rm))
		}
		return hcat(parts...)
	}
	m, ok := glyphMetrics(s.fs, mathFace, n.sym)
	if !ok {
		return s.glyph(n.sym, mathFace, st)
	}
	sx, sy := 1.0, 1.0
	if st.style == 0 {
		sx, sy = displayOpScale, 1
		if integrals[n.sym] {
			sx, sy = displayIntegralSX, displayIntegralSY/displayIntegralSX
		}
	}
	size := em * sx
	a := s.axis(st)
	mid := (m.ymin + m.ymax) / 2 * size * sy
	dy := -a - mid
	b := box{w: m.adv * size, h: -m.ymin*size*sy - dy, d: m.ymax*size*sy + dy,
		items: []item{{y: dy, face: mathFace, r: n.sym, size: size, sx: 1, sy: sy}}}
	if integrals[n.sym] {
		b.italic = 0.2 * size // the slant the upper limit follows
	}
	return b
}
