package mathtex

import (
	"fmt"
	"math"

	"github.com/go-latex/latex"
	"github.com/go-latex/latex/ast"
	"github.com/go-latex/latex/font"
	"github.com/go-latex/latex/mtex/symbols"
	"github.com/go-latex/latex/tex"
)

// The typesetter. go-latex parses TeX into an AST and has TeX's box model
// (tex) and glyph metrics (font/ttf), but its own layout (mtex) stops at
// sub- and superscripts, which most formulas have. This walks the AST
// into boxes itself: letters in italic, digits and operators upright,
// binary operators and relations spaced, functions (\sin) upright, groups,
// scripts, fractions, roots, overlines, font switches and spaces. What it
// does not know panics inside go-latex, which Render turns into an error.

// Script placement, in ems of the current font: TeX's sup1/sub1 and
// drops, rounded from Computer Modern's parameters (TeXbook app. G).
const (
	supRaise   = 0.41 // least raise of a superscript's baseline
	subDrop    = 0.15 // least drop of a subscript's baseline
	subBoth    = 0.25 // least drop when there is a superscript too
	supDrop    = 0.25 // a superscript's baseline at most this below the nucleus top
	scriptGap  = 0.16 // least gap between a superscript and a subscript
	scriptKern = 0.05 // space after scripts
	opSpace    = 0.2  // space around binary operators and relations, in 'm's
)

// spaces are the widths of TeX's spacing commands, in ems.
var spaces = map[string]float64{
	`\,`: 3.0 / 18, `\:`: 4.0 / 18, `\>`: 4.0 / 18, `\;`: 5.0 / 18, `\ `: 6.0 / 18, `~`: 6.0 / 18,
	`\!`: -3.0 / 18, `\quad`: 1, `\qquad`: 2, `\enspace`: 0.5, `\thinspace`: 3.0 / 18,
}

// fontSwitch maps the font commands to the backend's font types.
var fontSwitch = map[string]string{
	`\mathbf`: "bf", `\textbf`: "bf", `\mathit`: "it", `\textit`: "it",
	`\mathdefault`: "rm", `\mathregular`: "rm", `\textdefault`: "rm", `\textregular`: "rm",
	`\mathsf`: "rm", `\textsf`: "rm", `\operatorname`: "rm",
}

type setter struct {
	display bool // fractions at full size
}

// layout parses src (in $…$) and sets it in an HList.
func layout(src string, size float64, display bool, be font.Backend) (tex.Node, error) {
	node, err := latex.ParseExpr(src)
	if err != nil {
		return nil, err
	}
	st := tex.NewState(be, font.Font{Name: "default", Size: size, Type: "it"}, 72)
	s := &setter{display: display}
	return tex.HListOf(s.list([]ast.Node{node}, st), true), nil
}

// list sets a sequence of nodes, attaching scripts to what they follow.
func (s *setter) list(nodes []ast.Node, st tex.State) []tex.Node {
	var out []tex.Node
	for i := 0; i < len(nodes); i++ {
		switch n := nodes[i].(type) {
		case *ast.Sup, *ast.Sub:
			var sup, sub ast.Node
			s.script(n, &sup, &sub)
			if i+1 < len(nodes) {
				if next, ok := scriptOf(nodes[i+1]); ok && (sup == nil) == (next == "sup") {
					s.script(nodes[i+1], &sup, &sub)
					i++
				}
			}
			var nucleus tex.Node = tex.HBox(0)
			if len(out) > 0 {
				nucleus, out = out[len(out)-1], out[:len(out)-1]
			}
			out = append(out, s.scripts(nucleus, sup, sub, st)...)
		case *ast.Macro:
			if mark, ok := accents[n.Name.Name]; ok && len(n.Args) == 0 && i+1 < len(nodes) {
				// go-latex reads \hat without its argument: the next node
				body := tex.HListOf(s.node(nodes[i+1], st, false), true)
				if n.Name.Name == `\bar` {
					out = append(out, s.overbar(body, st))
				} else {
					out = append(out, s.accent(body, mark, st))
				}
				i++
				continue
			}
			out = append(out, s.node(n, st, len(out) == 0)...)
		default:
			out = append(out, s.node(n, st, len(out) == 0)...)
			if isFunction(n) && (i+1 == len(nodes) || !isScript(nodes[i+1])) {
				out = append(out, tex.NewKern(s.opSpace(st)*0.8)) // \sin x, but \sin^2 x
			}
		}
	}
	return out
}

func isScript(n ast.Node) bool { _, ok := scriptOf(n); return ok }

// isFunction reports whether n is a function name such as \sin.
func isFunction(n ast.Node) bool {
	m, ok := n.(*ast.Macro)
	return ok && m.Name != nil && len(m.Name.Name) > 1 && symbols.FunctionNames.Has(m.Name.Name[1:])
}

func scriptOf(n ast.Node) (string, bool) {
	switch n.(type) {
	case *ast.Sup:
		return "sup", true
	case *ast.Sub:
		return "sub", true
	}
	return "", false
}

func (s *setter) script(n ast.Node, sup, sub *ast.Node) {
	switch n := n.(type) {
	case *ast.Sup:
		*sup = n.Node
	case *ast.Sub:
		*sub = n.Node
	}
}

// node sets one node; first says it opens its list (a leading minus is
// a sign, not spaced as an operator).
func (s *setter) node(n ast.Node, st tex.State, first bool) []tex.Node {
	switch n := n.(type) {
	case ast.List:
		return s.list(n, st)
	case *ast.MathExpr:
		return s.list(n.List, st)
	case *ast.Arg:
		return []tex.Node{tex.HListOf(s.list(n.List, st), true)}
	case *ast.Word:
		var out []tex.Node
		for _, r := range n.Text {
			out = append(out, tex.NewChar(string(r), st, true))
		}
		return out
	case *ast.Literal:
		var out []tex.Node
		for _, r := range n.Text {
			out = append(out, s.symbol(string(r), st, first && len(out) == 0)...)
		}
		return out
	case *ast.Symbol:
		if w, ok := spaces[n.Text]; ok {
			return []tex.Node{tex.NewKern(w * s.size(st))}
		}
		return s.symbol(n.Text, st, first)
	case *ast.Macro:
		return s.macro(n, st, first)
	case nil:
		return nil
	}
	panic(fmt.Errorf("cannot set %T", n))
}

// symbol sets a character or symbol, upright unless a letter, with space
// around binary operators and relations.
func (s *setter) symbol(sym string, st tex.State, first bool) []tex.Node {
	ch := tex.NewChar(sym, st, true)
	if !symbols.IsSpaced(sym) || first && symbols.BinaryOperators.Has(sym) {
		return []tex.Node{ch}
	}
	sp := s.opSpace(st)
	return []tex.Node{tex.NewKern(sp), ch, tex.NewKern(sp)}
}

// opSpace is the space around an operator: a fraction of an 'm'.
func (s *setter) opSpace(st tex.State) float64 {
	f := st.Font
	f.Type = "it"
	return st.Backend().Metrics("m", f, st.DPI, true).Advance * opSpace
}

// size is the current font's size in pixels (smaller in scripts).
func (s *setter) size(st tex.State) float64 { return st.Font.Size * st.DPI / 72 }

// group sets a macro's argument i as an HList.
func (s *setter) group(m *ast.Macro, i int, st tex.State) *tex.HList {
	if i >= len(m.Args) {
		panic(fmt.Errorf("%s: missing argument", m.Name.Name))
	}
	var nodes []ast.Node
	switch a := m.Args[i].(type) {
	case *ast.Arg:
		nodes = a.List
	case *ast.OptArg:
		nodes = a.List
	default:
		nodes = []ast.Node{a}
	}
	return tex.HListOf(s.list(nodes, st), true)
}

// scripts attaches a superscript and/or a subscript to nucleus.
func (s *setter) scripts(nucleus tex.Node, sup, sub ast.Node, st tex.State) []tex.Node {
	em := s.size(st)
	out := []tex.Node{nucleus}
	var supBox, subBox *tex.HList
	if sup != nil {
		supBox = tex.HListOf(s.list([]ast.Node{sup}, st), true)
		supBox.Shrink()
	}
	if sub != nil {
		subBox = tex.HListOf(s.list([]ast.Node{sub}, st), true)
		subBox.Shrink()
	}
	raise := math.Max(supRaise*em, nucleus.Height()-supDrop*em)
	drop := math.Max(subDrop*em, nucleus.Depth()+0.05*em)
	if supBox != nil && subBox != nil {
		drop = math.Max(drop, subBoth*em)
		if gap := (raise - supBox.Depth()) - (subBox.Height() - drop); gap < scriptGap*em {
			drop += scriptGap*em - gap
		}
	}
	switch {
	case supBox != nil && subBox != nil:
		w := math.Max(supBox.Width(), subBox.Width())
		out = append(out, shifted(supBox, -raise), tex.NewKern(-supBox.Width()),
			shifted(subBox, drop), tex.NewKern(w-subBox.Width()))
	case supBox != nil:
		out = append(out, shifted(supBox, -raise))
	default:
		out = append(out, shifted(subBox, drop))
	}
	return append(out, tex.NewKern(scriptKern*em))
}

// shifted moves a box down by dy (up when negative).
func shifted(n tex.Node, dy float64) tex.Node {
	v := tex.VListOf([]tex.Node{n})
	v.SetShift(dy)
	return v
}
