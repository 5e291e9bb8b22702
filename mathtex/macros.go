package mathtex

import (
	"fmt"
	"math"

	"github.com/go-latex/latex/ast"
	"github.com/go-latex/latex/mtex/symbols"
	"github.com/go-latex/latex/tex"
)

// The fraction, root and overline constructions follow go-latex's mtex
// (BSD licence, © the go-latex authors), which has them but cannot be
// called with scripts around them.

// macro sets a command: a construction, a font switch, a space, a
// function name or a symbol.
func (s *setter) macro(m *ast.Macro, st tex.State, first bool) []tex.Node {
	name := m.Name.Name
	if w, ok := spaces[name]; ok {
		return []tex.Node{tex.NewKern(w * s.size(st))}
	}
	if typ, ok := fontSwitch[name]; ok {
		st.Font.Type = typ
		return []tex.Node{s.group(m, 0, st)}
	}
	switch name {
	case `\frac`:
		return []tex.Node{s.fraction(m, st, s.display, "", "")}
	case `\tfrac`:
		return []tex.Node{s.fraction(m, st, false, "", "")}
	case `\dfrac`:
		return []tex.Node{s.fraction(m, st, true, "", "")}
	case `\binom`:
		return []tex.Node{s.fraction(m, st, false, "(", ")")}
	case `\sqrt`:
		return []tex.Node{s.sqrt(m, st)}
	case `\overline`:
		return []tex.Node{s.overline(m, st)}
	}
	if len(m.Args) > 0 {
		panic(fmt.Errorf("%s is not supported", name)) // rather than drop its argument
	}
	if symbols.FunctionNames.Has(name[1:]) { // \sin, \log, \max: upright
		st.Font.Type = "rm"
		var out []tex.Node
		for _, r := range name[1:] {
			out = append(out, tex.NewChar(string(r), st, true))
		}
		return []tex.Node{tex.HListOf(out, true)}
	}
	return s.symbol(name, st, first)
}

// fraction sets \frac (a rule between) or \binom (no rule, in
// parentheses); a fraction in text style is set smaller.
func (s *setter) fraction(m *ast.Macro, st tex.State, display bool, left, right string) tex.Node {
	thickness := st.Backend().UnderlineThickness(st.Font, st.DPI)
	num, den := s.group(m, 0, st), s.group(m, 1, st)
	if !display {
		num.Shrink()
		den.Shrink()
	}
	cnum, cden := tex.HCentered([]tex.Node{num}), tex.HCentered([]tex.Node{den})
	width := math.Max(num.Width(), den.Width())
	cnum.HPack(width, false)
	cden.HPack(width, false)
	rule := thickness
	if left != "" {
		rule = 0
	}
	vlist := tex.VListOf([]tex.Node{cnum, tex.VBox(0, thickness*2), tex.HRule(st, rule), tex.VBox(0, thickness*2), cden})
	// the fraction line on the maths axis, the middle of '='
	f := st.Font
	f.Type = "it"
	eq := st.Backend().Metrics("=", f, st.DPI, true)
	vlist.SetShift(cden.Height() - ((eq.YMax+eq.YMin)/2 - 3*thickness))
	box := tex.HListOf([]tex.Node{tex.HBox(thickness), vlist, tex.HBox(thickness)}, true)
	if left == "" {
		return box
	}
	return tex.HListOf([]tex.Node{
		tex.AutoHeightChar(left, box.Height(), box.Depth(), st, 0), box,
		tex.AutoHeightChar(right, box.Height(), box.Depth(), st, 0),
	}, true)
}

// sqrt sets a radical over its body, with an optional index.
func (s *setter) sqrt(m *ast.Macro, st tex.State) tex.Node {
	var root tex.Node
	body := s.group(m, len(m.Args)-1, st)
	if len(m.Args) == 2 {
		root = s.group(m, 0, st)
	}
	thickness := st.Backend().UnderlineThickness(st.Font, st.DPI)
	height := body.Height() - body.Shift() + 5*thickness
	depth := body.Depth() + body.Shift()
	check := tex.AutoHeightChar(`\__sqrt__`, height, depth, st, 0)
	height = check.Height() - check.Shift()
	depth = check.Depth() + check.Shift()
	padded := tex.HListOf([]tex.Node{tex.HBox(2 * thickness), body, tex.HBox(2 * thickness)}, true)
	rhs := tex.VListOf([]tex.Node{tex.HRule(st, -1), tex.NewGlue("fill"), padded})
	rhs.VPack(height+(st.Font.Size*st.DPI)/(100*12), false, depth)
	if root == nil {
		root = tex.HBox(check.Width() * 0.5)
	} else {
		root.Shrink()
		root.Shrink()
	}
	vl := tex.VListOf([]tex.Node{tex.HListOf([]tex.Node{root}, true)})
	vl.SetShift(-height * 0.6)
	return tex.HListOf([]tex.Node{vl, tex.NewKern(-check.Width() * 0.5), check, rhs}, true)
}

// overline sets a rule above its body.
func (s *setter) overline(m *ast.Macro, st tex.State) tex.Node {
	return s.overbar(s.group(m, 0, st), st)
}

// overbar sets a rule above a body.
func (s *setter) overbar(body *tex.HList, st tex.State) tex.Node {
	thickness := st.Backend().UnderlineThickness(st.Font, st.DPI)
	height := body.Height() - body.Shift() + 3*thickness
	depth := body.Depth() + body.Shift()
	rhs := tex.VListOf([]tex.Node{tex.HRule(st, -1), tex.NewGlue("fill"), tex.HListOf([]tex.Node{body}, true)})
	rhs.VPack(height+(st.Font.Size*st.DPI)/(100*12), false, depth)
	return tex.HListOf([]tex.Node{rhs}, true)
}

// accents are the accent commands and the marks they set above.
// (go-latex's symbol table takes ASCII or TeX names only).
var accents = map[string][]string{
	`\bar`: nil, `\tilde`: {"~"}, `\vec`: {`\rightarrow`},
}

// accent sets a mark centred above its body.
func (s *setter) accent(body tex.Node, mark []string, st tex.State) tex.Node {
	st.Font.Type = "rm"
	var chars []tex.Node
	for _, c := range mark {
		chars = append(chars, tex.NewChar(c, st, true))
	}
	ch := tex.HListOf(chars, true)
	if mark[0] == `\rightarrow` {
		ch.Shrink()
	}
	top := tex.HCentered([]tex.Node{ch})
	top.HPack(math.Max(body.Width(), ch.Width()), false)
	inner := tex.HCentered([]tex.Node{body})
	inner.HPack(math.Max(body.Width(), ch.Width()), false)
	// a caret or tilde glyph sits high in its box: pull it down to the body
	return tex.VListOf([]tex.Node{top, tex.VBox(0, -ch.Height()*0.45), inner})
}
