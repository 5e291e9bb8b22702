package mathtex

// Superscripts and subscripts, beside their base or, for large operators
// in display style, above and below it. The shifts are TeX's rules 18a-f
// with STIX Two Math's parameters, in ems of the base's size.
const (
	supShift      = 0.36  // least raise of a superscript
	subShift      = 0.21  // least drop of a subscript alone
	subShiftBoth  = 0.25  // least drop of a subscript under a superscript
	supBottomMin  = 0.125 // a superscript's bottom at least this high
	subTopMax     = 0.40  // a subscript's top at most this high
	supDropMax    = 0.386 // a superscript's baseline this below a tall base's top
	subDropMin    = 0.05  // a subscript's baseline this below a deep base's bottom
	scriptGapMin  = 0.2   // between a superscript and a subscript
	supBottomBoth = 0.38  // a superscript's bottom over a subscript, at most
	limitGap      = 0.12  // between a limit and its operator
	limitRise     = 0.3   // an upper limit's baseline, least above the operator
	limitDrop     = 0.6   // a lower limit's baseline, least below the operator
)

// scripts sets a base with its scripts; the class is the base's.
func (s *setter) scripts(n *scriptNode, st mstyle) (class, box) {
	c, base := s.atom(n.base, st)
	if s.takesLimits(n, st) {
		return c, s.limits(base, n, st)
	}
	em := s.em(st)
	sst := st.script()
	var sup, sub *box
	primes, rest := splitPrimes(n.sup)
	if len(primes) > 0 { // STIX's ′ is drawn high already: set at full size
		base = hcat(base, s.list(primes, st))
		if n.sub == nil && rest == nil {
			return c, base
		}
	}
	if rest != nil {
		_, b := s.atom(rest, sst)
		sup = &b
	}
	if n.sub != nil {
		_, b := s.atom(n.sub, sst)
		sub = &b
	}
	var u, v float64
	if !isChar(n.base) {
		u = base.h - supDropMax*s.em(sst)
		v = base.d + subDropMin*s.em(sst)
	}
	out := base
	x := base.w
	w := 0.0
	switch {
	case sub == nil:
		u = max(u, supShift*em, sup.d+supBottomMin*em)
	case sup == nil:
		v = max(v, subShift*em, sub.h-subTopMax*em)
	default:
		u = max(u, supShift*em, sup.d+supBottomMin*em)
		v = max(v, subShiftBoth*em)
		if gap := (u - sup.d) - (sub.h - v); gap < scriptGapMin*em {
			v += scriptGapMin*em - gap
			if psi := supBottomBoth*em - (u - sup.d); psi > 0 {
				u += psi
				v -= psi
			}
		}
	}
	if sup != nil {
		out.add(*sup, x+base.italic, -u)
		w = max(w, sup.w+base.italic)
	}
	if sub != nil {
		sx := x
		if o, ok := n.base.(*opNode); ok && integrals[o.sym] {
			sx -= base.italic // under the slant of ∫
		}
		out.add(*sub, sx, v)
		w = max(w, sub.w+sx-x)
	}
	out.w = x + w + scriptSpace*em
	out.italic = 0
	return c, out
}

// takesLimits reports whether the scripts go above and below the base.
func (s *setter) takesLimits(n *scriptNode, st mstyle) bool {
	switch b := n.base.(type) {
	case *opNode:
		return b.limits && (st.style == 0 || b.forced)
	case *stackNode:
		return b.brace != 0
	case *classNode:
		return b.class == op && st.style == 0
	}
	return false
}

// limits sets scripts centred above and below an operator.
func (s *setter) limits(base box, n *scriptNode, st mstyle) box {
	em := s.em(st)
	sst := st.script()
	w := base.w
	var sup, sub box
	if n.sup != nil {
		_, sup = s.atom(n.sup, sst)
		w = max(w, sup.w)
	}
	if n.sub != nil {
		_, sub = s.atom(n.sub, sst)
		w = max(w, sub.w)
	}
	out := box{w: w}
	out.add(base, (w-base.w)/2, 0)
	if n.sup != nil {
		up := base.h + max(limitGap*em, limitRise*em-sup.d) + sup.d
		out.add(sup, (w-sup.w)/2+base.italic/2, -up)
		out.h += 0.1 * em
	}
	if n.sub != nil {
		down := base.d + max(limitGap*em, limitDrop*em-sub.h) + sub.h
		out.add(sub, (w-sub.w)/2-base.italic/2, down)
		out.d += 0.1 * em
	}
	return out
}

// splitPrimes separates the primes that open a superscript (f'^2) from
// the rest of it.
func splitPrimes(sup node) (primes []node, rest node) {
	switch n := sup.(type) {
	case *symNode:
		if n.r == '′' {
			return []node{n}, nil
		}
	case *groupNode:
		i := 0
		for i < len(n.list) && isPrime(n.list[i]) {
			if g, ok := n.list[i].(*groupNode); ok {
				p, r := splitPrimes(g)
				primes = append(primes, p...)
				if r != nil {
					return primes, &groupNode{append([]node{r}, n.list[i+1:]...)}
				}
			} else {
				primes = append(primes, n.list[i])
			}
			i++
		}
		if i == len(n.list) {
			return primes, nil
		}
		if i > 0 {
			return primes, &groupNode{n.list[i:]}
		}
	}
	return nil, sup
}

// isChar reports whether n is a single character, whose scripts sit at
// fixed heights whatever its own height.
func isChar(n node) bool {
	_, ok := n.(*symNode)
	return ok
}
