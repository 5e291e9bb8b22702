package mathtex

import (
	"golang.org/x/image/font/sfnt"
)

// The setter turns nodes into boxes, following the TeXbook's appendix G
// in spirit: four styles (display, text, script, scriptscript), atoms
// spaced by class, scripts, fractions and radicals placed by the font's
// parameters. The parameters are STIX Two Math's (its MATH table),
// rounded, in ems of the current size.
const (
	ruleThickness = 0.066 // fraction bars, radicals, overlines
	xHeight       = 0.47  // STIX Two's x-height
	scriptSpace   = 0.05  // after scripts
	nullDelimiter = 0.12  // the room \left. takes
)

// styleScale is the size of each style relative to the text's: display
// and text, script (70%), scriptscript (50%).
var styleScale = [4]float64{1, 1, 0.7, 0.5}

// mstyle is the state a node is set in.
type mstyle struct {
	style   int // 0 display, 1 text, 2 script, 3 scriptscript
	variant variant
}

// script is the style of a superscript or subscript.
func (st mstyle) script() mstyle {
	st.style = max(2, min(st.style+1, 3))
	return st
}

// fraction is the style of a fraction's numerator and denominator.
func (st mstyle) fraction() mstyle {
	st.style = min(st.style+1, 3)
	return st
}

type setter struct {
	fs   *[numFaces]*sfnt.Font
	size float64 // pixels per em in text style
}

// em is the size of an em in style st, in pixels.
func (s *setter) em(st mstyle) float64 { return s.size * styleScale[st.style] }

// axis is the height of the maths axis (the middle of −) above the baseline.
func (s *setter) axis(st mstyle) float64 {
	m, _ := glyphMetrics(s.fs, mathFace, '−')
	return -(m.ymin + m.ymax) / 2 * s.em(st)
}

// spacing is TeX's table of space between atoms (TeXbook p. 170), rows
// the left atom's class, columns the right's: 0 none, 1 thin, 2 medium,
// 3 thick; a, b and c the same but only in display and text style.
var spacing = [8]string{
	"01bc000a", // ord
	"11*c000a", // op
	"bb**b**b", // bin
	"cc*0c00c", // rel
	"00*00000", // open
	"01bc000a", // close
	"aa*aaaaa", // punct
	"a1bca0aa", // inner
}

// space returns the space between atoms of classes l and r, in ems.
func space(l, r class, style int) float64 {
	c := spacing[l][r]
	if c >= 'a' && c <= 'c' {
		if style > 1 {
			return 0
		}
		c = c - 'a' + '1'
	}
	switch c {
	case '1':
		return 3.0 / 18
	case '2':
		return 4.0 / 18
	case '3':
		return 5.0 / 18
	}
	return 0
}

// bigSizes are the heights of \big, \Big, \bigg and \Bigg, in ems:
// each a step taller than STIX Two's parenthesis (1.2 em) and the last.
var bigSizes = [4]float64{1.45, 1.9, 2.4, 3.0}

type atom struct {
	class class
	b     box
	kern  bool // a space: no class of its own
}

// list sets a list of nodes side by side, spaced by class.
func (s *setter) list(nodes []node, st mstyle) box {
	var atoms []atom
	for _, n := range nodes {
		switch n := n.(type) {
		case *styleNode:
			st.style = n.style
			continue
		case *spaceNode:
			atoms = append(atoms, atom{b: kern(n.em * s.em(st)), kern: true})
			continue
		case nil:
			continue
		}
		c, b := s.atom(n, st)
		atoms = append(atoms, atom{class: c, b: b})
	}
	// a binary operator with nothing to operate on is an ordinary atom (-1)
	prev := -1
	for i := range atoms {
		if atoms[i].kern {
			continue
		}
		c := atoms[i].class
		if c == bin && (prev < 0 || isNoBinBefore(atoms[prev].class)) {
			atoms[i].class = ord
		}
		if prev >= 0 && atoms[prev].class == bin && (c == rel || c == cls || c == punct) {
			atoms[prev].class = ord
		}
		prev = i
	}
	if prev >= 0 && atoms[prev].class == bin {
		atoms[prev].class = ord
	}
	var out []box
	prev = -1
	for i, a := range atoms {
		if !a.kern {
			if prev >= 0 {
				if w := space(atoms[prev].class, a.class, st.style); w != 0 {
					out = append(out, kern(w*s.em(st)))
				}
			}
			prev = i
		}
		out = append(out, a.b)
	}
	return hcat(out...)
}

func isNoBinBefore(c class) bool { return c == bin || c == op || c == rel || c == open || c == punct }

// atom sets one node and says its class.
func (s *setter) atom(n node, st mstyle) (class, box) {
	switch n := n.(type) {
	case *symNode:
		return n.class, s.symbol(n.r, st)
	case *groupNode:
		return ord, s.list(n.list, st)
	case *scriptNode:
		return s.scripts(n, st)
	case *fracNode:
		return inner, s.fraction(n, st)
	case *sqrtNode:
		return ord, s.sqrt(n, st)
	case *accentNode:
		return ord, s.accent(n, st)
	case *lineNode:
		return ord, s.line(n, st)
	case *leftRightNode:
		return inner, s.leftRight(n, st)
	case *bigNode:
		return n.class, s.delimiter(n.delim, bigSizes[n.size-1]*s.em(st), st)
	case *envNode:
		return ord, s.env(n, st)
	case *textNode:
		return ord, s.text(n.text, n.face, st)
	case *fontNode:
		st.variant = n.variant
		return s.atom(n.body, st)
	case *opNode:
		return op, s.operator(n, st)
	case *unknownNode: // its source, underlined
		b := s.text(n.src, textFace, st)
		t := ruleThickness * s.em(st)
		b.add(ruleBox(b.w, -(b.d+t), b.d+2*t), 0, 0)
		return ord, b
	case *classNode:
		_, b := s.atom(n.body, st)
		return n.class, b
	case *stackNode:
		return n.class, s.stack(n, st)
	case *phantomNode:
		_, b := s.atom(n.body, st)
		out := box{}
		if n.keepW {
			out.w = b.w
		}
		if n.keepH {
			out.h, out.d = b.h, b.d
		}
		return ord, out
	case *notNode:
		c, b := s.atom(n.body, st)
		slash := s.glyph('/', mathFace, st)
		out := b
		out.add(slash, (b.w-slash.w)/2, 0)
		return c, out
	case *cancelNode:
		_, b := s.atom(n.body, st)
		return ord, s.cancel(n, b, st)
	case *lapNode:
		_, b := s.atom(n.body, st)
		out := box{}
		switch n.align {
		case 0: // \smash: as wide, no height
			out.w = b.w
			out.items = b.items
			return ord, out
		case 'l':
			out.add(b, -b.w, 0)
		case 'c':
			out.add(b, -b.w/2, 0)
		default:
			out.add(b, 0, 0)
		}
		out.w = 0
		return ord, out
	case *boxedNode:
		_, b := s.atom(n.body, st)
		return ord, s.framed(b, st)
	case *spaceNode:
		return ord, kern(n.em * s.em(st))
	case *styleNode:
		return ord, box{}
	}
	return ord, box{}
}

// symbol sets a character in the current alphabet.
func (s *setter) symbol(r rune, st mstyle) box {
	return s.glyph(styled(r, st.variant), mathFace, st)
}

// glyph sets r from face, or from the other faces when face lacks it; a
// character none of them has is drawn as an empty frame (tofu).
func (s *setter) glyph(r rune, face faceID, st mstyle) box {
	return s.glyphAt(r, face, s.em(st))
}

func (s *setter) glyphAt(r rune, face faceID, em float64) box {
	m, ok := glyphMetrics(s.fs, face, r)
	for _, f := range []faceID{mathFace, textFace} {
		if ok {
			break
		}
		face = f
		m, ok = glyphMetrics(s.fs, face, r)
	}
	if !ok {
		t := ruleThickness * em
		w, h := 0.5*em, 0.7*em
		out := box{w: w + 0.1*em, h: h}
		out.add(ruleBox(w, h, -h+t), 0.05*em, 0)
		out.add(ruleBox(w, t, 0), 0.05*em, 0)
		out.add(ruleBox(t, h, 0), 0.05*em, 0)
		out.add(ruleBox(t, h, 0), 0.05*em+w-t, 0)
		return out
	}
	b := box{w: m.adv * em, h: -m.ymin * em, d: m.ymax * em,
		items: []item{{face: face, r: r, size: em, sx: 1, sy: 1}}}
	if m.xmax > m.adv {
		b.italic = (m.xmax - m.adv) * em
	}
	return b
}

// text sets words in a face, spaces kept.
func (s *setter) text(t string, face faceID, st mstyle) box {
	var out []box
	for _, r := range t {
		if face == mathFace { // upright, unless \mathbf or another alphabet says
			v := st.variant
			if v == vNormal || v == vIt {
				v = vRm
			}
			out = append(out, s.glyph(styled(r, v), face, st))
			continue
		}
		out = append(out, s.glyph(r, face, st))
	}
	return hcat(out...)
}
