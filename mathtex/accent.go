package mathtex

// Accents: a mark centred over its body (TeX's rule 12), raised by as
// much as the body rises over the x-height, for the marks are drawn for
// lowercase letters. The narrow marks are the combining characters of
// STIX Two Math; the wide ones (\widehat, \overrightarrow) stretch over
// the body.

// combining maps an accent's spacing character to the combining mark
// the font positions over a letter.
var combining = map[rune]rune{
	'ˆ': '\u0302', 'ˇ': '\u030C', '˜': '\u0303', '´': '\u0301', '`': '\u0300', '˙': '\u0307',
	'¨': '\u0308', '˘': '\u0306', '¯': '\u0304', '→': '\u20D7', '˚': '\u030A', '⃛': '\u20DB',
}

// accent sets \hat{body} and its kin.
func (s *setter) accent(n *accentNode, st mstyle) box {
	em := s.em(st)
	_, body := s.atom(n.body, st)
	if n.wide {
		return s.wideAccent(n.mark, body, n.under, st)
	}
	mark := n.mark
	if c, ok := combining[mark]; ok {
		mark = c
	}
	m, ok := glyphMetrics(s.fs, mathFace, mark)
	if !ok {
		return body
	}
	skew := 0.0
	if isChar(n.body) && body.italic > 0 || isItalicLetter(n.body, st) {
		skew = 0.06 * em // over the middle of a slanted letter
	}
	x := inkCentre(body) + skew - (m.xmin+m.xmax)/2*em
	lift := max(body.h-xHeight*em, 0)
	out := body
	out.add(box{items: []item{{face: mathFace, r: mark, size: em, sx: 1, sy: 1}}, h: -m.ymin * em}, x, -lift)
	out.h = max(out.h, -m.ymin*em+lift)
	return out
}

// inkCentre is where an accent centres over body: the middle of its ink
// when it is one glyph (a j's ink is left of its advance's middle), else
// the middle of its width.
func inkCentre(b box) float64 {
	if len(b.items) != 1 || b.items[0].rule {
		return b.w / 2
	}
	it := b.items[0]
	fs, err := faces()
	if err != nil {
		return b.w / 2
	}
	m, ok := glyphMetrics(&fs, it.face, it.r)
	if !ok {
		return b.w / 2
	}
	return it.x + (m.xmin+m.xmax)/2*it.size*it.sx
}

// isItalicLetter reports whether n is one letter set in italic.
func isItalicLetter(n node, st mstyle) bool {
	if g, ok := n.(*groupNode); ok && len(g.list) == 1 {
		n = g.list[0]
	}
	sym, ok := n.(*symNode)
	return ok && (st.variant == vNormal || st.variant == vIt) && styled(sym.r, st.variant) != sym.r
}

// wideAccent stretches mark over (or under) body, a rule's thickness
// away from it.
func (s *setter) wideAccent(mark rune, body box, under bool, st mstyle) box {
	em := s.em(st)
	m, ok := glyphMetrics(s.fs, mathFace, mark)
	if !ok {
		return body
	}
	inkW := (m.xmax - m.xmin) * em
	w := max(body.w, inkW)
	sx := w / inkW
	sy := 1.0
	if mark == 'ˆ' || mark == '˜' || mark == 'ˇ' {
		sy = min(1+(sx-1)*0.15, 1.6) // a wider hat is a little taller
	}
	gap := ruleThickness * em
	bottom := body.h + gap
	out := box{w: w, h: body.h, d: body.d}
	out.add(body, (w-body.w)/2, 0)
	if under { // the mark's top a gap below the body
		top := body.d + gap
		y := top - m.ymin*em*sy
		out.items = append(out.items, item{x: (w-inkW*sx)/2 - m.xmin*em*sx, y: y, face: mathFace, r: mark, size: em, sx: sx, sy: sy})
		out.d = top + (m.ymax-m.ymin)*em*sy
		return out
	}
	y := -bottom - m.ymax*em*sy
	out.items = append(out.items, item{x: (w-inkW*sx)/2 - m.xmin*em*sx, y: y, face: mathFace, r: mark, size: em, sx: sx, sy: sy})
	out.h = bottom + (m.ymax-m.ymin)*em*sy
	return out
}
