package mathtex

// The box model: TeX's, simplified. A box has a width, a height above its
// baseline and a depth below it, and holds what it paints (glyphs and
// rules) at positions relative to its own origin, the left end of its
// baseline; y grows downwards. Boxes are values: composing two copies the
// items, which for formulas of a few hundred glyphs costs nothing.
type box struct {
	w, h, d float64
	items   []item
	italic  float64 // the italic correction of a box ending in a slanted letter
}

// item is a glyph (rune in face, drawn size ems tall, stretched by sx and
// sy) at its baseline origin (x, y), or a rule (rule set) with its top
// left corner at (x, y), w by h.
type item struct {
	x, y   float64
	rule   bool
	w, h   float64
	face   faceID
	r      rune
	size   float64
	sx, sy float64
	rot    bool // turned a quarter clockwise (the pieces of \overbrace)
}

// kern is an empty box w wide.
func kern(w float64) box { return box{w: w} }

// ruleBox is a filled rectangle w wide, h above and d below the baseline.
func ruleBox(w, h, d float64) box {
	return box{w: w, h: h, d: d, items: []item{{y: -h, rule: true, w: w, h: h + d}}}
}

// add paints b into a at (dx, dy), growing a's height and depth to hold
// it (not its width: callers place boxes side by side with hcat).
func (a *box) add(b box, dx, dy float64) {
	for _, it := range b.items {
		it.x += dx
		it.y += dy
		a.items = append(a.items, it)
	}
	a.h = max(a.h, b.h-dy)
	a.d = max(a.d, b.d+dy)
}

// hcat sets boxes side by side on one baseline.
func hcat(bs ...box) box {
	var out box
	for _, b := range bs {
		out.add(b, out.w, 0)
		out.w += b.w
	}
	if len(bs) > 0 {
		out.italic = bs[len(bs)-1].italic
	}
	return out
}

// shift moves b down by dy (up when negative).
func shift(b box, dy float64) box {
	out := box{w: b.w, h: b.h - dy, d: b.d + dy}
	out.add(b, 0, dy)
	return out
}

// centered places b in a box w wide, in the middle.
func centered(b box, w float64) box {
	out := box{w: max(w, b.w)}
	out.add(b, (out.w-b.w)/2, 0)
	return out
}

// scaled returns b drawn s times as large.
func scaled(b box, s float64) box {
	out := box{w: b.w * s, h: b.h * s, d: b.d * s, italic: b.italic * s}
	for _, it := range b.items {
		it.x *= s
		it.y *= s
		it.w *= s
		it.h *= s
		it.size *= s
		out.items = append(out.items, it)
	}
	return out
}
