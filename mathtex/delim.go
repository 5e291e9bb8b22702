package mathtex

// Delimiters that grow: \left…\right around their content, \big and its
// kin at fixed sizes, the parentheses of \binom and the braces of cases.
// Up to a little over their own size they are the font's glyph, widened
// a little and stretched; taller parentheses, brackets and braces are
// built from the font's pieces (⎛ ⎜ ⎝), as TeX builds them, so that
// their strokes keep the text's weight at any height.

// pieces are the top, extension, middle (braces only) and bottom glyphs
// each tall delimiter is built from.
var pieces = map[rune][4]rune{
	'(': {'⎛', '⎜', 0, '⎝'}, ')': {'⎞', '⎟', 0, '⎠'},
	'[': {'⎡', '⎢', 0, '⎣'}, ']': {'⎤', '⎥', 0, '⎦'},
	'{': {'⎧', '⎪', '⎨', '⎩'}, '}': {'⎫', '⎪', '⎬', '⎭'},
	'⌈': {'⎡', '⎢', 0, '⎢'}, '⌉': {'⎤', '⎥', 0, '⎥'},
	'⌊': {'⎢', '⎢', 0, '⎣'}, '⌋': {'⎥', '⎥', 0, '⎦'},
}

// delimiterFactor and delimiterShortfall are TeX's \delimiterfactor
// (901: a delimiter may be 10% shorter than what it encloses) and
// \delimitershortfall (5pt: or half an em shorter).
const (
	delimiterFactor    = 0.901
	delimiterShortfall = 0.5
)

// leftRight sets \left…\middle…\right.
func (s *setter) leftRight(n *leftRightNode, st mstyle) box {
	em := s.em(st)
	a := s.axis(st)
	parts := make([]box, len(n.parts))
	var h, d float64
	for i, p := range n.parts {
		parts[i] = s.list(p, st)
		h, d = max(h, parts[i].h), max(d, parts[i].d)
	}
	half := max(h-a, d+a)
	size := max(2*half*delimiterFactor, 2*half-delimiterShortfall*em)
	var out []box
	for i, r := range n.delims {
		out = append(out, s.delimiter(r, size, st))
		if i < len(parts) {
			out = append(out, parts[i])
		}
	}
	return hcat(out...)
}

// delimiter returns r at least size tall (height plus depth), centred on
// the axis when it had to grow; 0 is the empty delimiter.
func (s *setter) delimiter(r rune, size float64, st mstyle) box {
	em := s.em(st)
	if r == 0 {
		return kern(nullDelimiter * em)
	}
	m, ok := glyphMetrics(s.fs, mathFace, r)
	if !ok {
		return s.glyph(r, mathFace, st)
	}
	natural := (m.ymax - m.ymin) * em
	ratio := size / natural
	if ratio <= 1.05 {
		return s.glyph(r, mathFace, st)
	}
	a := s.axis(st)
	if p, ok := pieces[r]; ok && size >= s.assembled(p, em) {
		return s.assemble(p, size, a, em)
	}
	sx := min(1+(ratio-1)*0.25, 1.25)
	if r == '|' || r == '‖' || r == '/' || r == '∖' {
		sx = 1 // a bar is as thick at any height
	}
	sy := ratio / sx
	size = (m.ymax - m.ymin) * em * sx * sy
	// centre on the axis: the ink's middle at -a
	mid := (m.ymin + m.ymax) / 2 * em * sx * sy
	dy := -a - mid
	b := box{w: m.adv * em * sx, h: size/2 + a, d: size/2 - a}
	b.items = []item{{y: dy, face: mathFace, r: r, size: em * sx, sx: 1, sy: sy}}
	return b
}

// assembled is the least height the pieces p make.
func (s *setter) assembled(p [4]rune, em float64) float64 {
	h := 0.0
	for _, i := range []int{0, 2, 3} {
		if p[i] != 0 {
			m, _ := glyphMetrics(s.fs, mathFace, p[i])
			h += (m.ymax - m.ymin) * em
		}
	}
	return h
}

// assemble builds a delimiter size tall from its pieces, centred on the
// axis at height a: the top and bottom pieces as they are, the middle
// (a brace's point) at the axis, and the extension stretched between.
func (s *setter) assemble(p [4]rune, size, a, em float64) box {
	top, _ := glyphMetrics(s.fs, mathFace, p[0])
	bot, _ := glyphMetrics(s.fs, mathFace, p[3])
	ext, _ := glyphMetrics(s.fs, mathFace, p[1])
	th, bh := (top.ymax-top.ymin)*em, (bot.ymax-bot.ymin)*em
	var mid metrics
	var mh float64
	if p[2] != 0 {
		mid, _ = glyphMetrics(s.fs, mathFace, p[2])
		mh = (mid.ymax - mid.ymin) * em
	}
	size = max(size, th+bh+mh)
	y0 := -a - size/2 // the top, on our baseline
	b := box{w: max(top.adv, ext.adv, bot.adv) * em, h: size/2 + a, d: size/2 - a}
	// put places glyph g with its ink's top at y, stretched by sy
	put := func(r rune, g metrics, y, sy float64) {
		b.items = append(b.items, item{y: y - g.ymin*em*sy, face: mathFace, r: r, size: em, sx: 1, sy: sy})
	}
	overlap := 0.02 * em // so that no seam shows between pieces
	extH := (ext.ymax - ext.ymin) * em
	fill := func(from, to float64) {
		if to-from <= 0 {
			return
		}
		put(p[1], ext, from-overlap, (to-from+2*overlap)/extH)
	}
	put(p[0], top, y0, 1)
	put(p[3], bot, y0+size-bh, 1)
	if p[2] == 0 {
		fill(y0+th, y0+size-bh)
		return b
	}
	my := -a - mh/2
	put(p[2], mid, my, 1)
	fill(y0+th, my)
	fill(my+mh, y0+size-bh)
	return b
}
