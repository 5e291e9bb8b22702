package mathtex

// Fractions and binomials (TeX's rule 15): the numerator raised and the
// denominator lowered by the font's shifts, then moved apart until each
// clears the bar, centred on the maths axis.
const (
	numShiftDisplay = 0.677
	denShiftDisplay = 0.686
	numShiftText    = 0.394
	denShiftText    = 0.345
	fracPad         = 0.1 // beside the bar
)

// fraction sets \frac, \dfrac, \tfrac and \binom.
func (s *setter) fraction(n *fracNode, st mstyle) box {
	if n.style >= 0 {
		st.style = n.style
	}
	em := s.em(st)
	_, num := s.atom(n.num, st.fraction())
	_, den := s.atom(n.den, st.fraction())
	t := ruleThickness * em
	a := s.axis(st)
	u, v := numShiftText*em, denShiftText*em
	if st.style == 0 {
		u, v = numShiftDisplay*em, denShiftDisplay*em
	}
	if n.rule {
		clear := t
		if st.style == 0 {
			clear = 3 * t
		}
		if gap := (u - num.d) - (a + t/2); gap < clear {
			u += clear - gap
		}
		if gap := (a - t/2) - (den.h - v); gap < clear {
			v += clear - gap
		}
	} else {
		clear := 3 * t
		if st.style == 0 {
			clear = 7 * t
		}
		if gap := (u - num.d) - (den.h - v); gap < clear {
			u += (clear - gap) / 2
			v += (clear - gap) / 2
		}
	}
	pad := fracPad * em
	w := max(num.w, den.w) + 2*pad
	out := box{w: w}
	out.add(num, (w-num.w)/2, -u)
	out.add(den, (w-den.w)/2, v)
	if n.rule {
		out.add(ruleBox(w-2*pad*0.5, a+t/2, -(a-t/2)), pad*0.5, 0)
	}
	if n.left == 0 {
		return out
	}
	size := 1.2 * em // TeX's \delim2
	if st.style == 0 {
		size = 2.4 * em // \delim1
	}
	size = max(size, 2*max(out.h-a, out.d+a))
	return hcat(s.delimiter(n.left, size, st), out, s.delimiter(n.right, size, st))
}
