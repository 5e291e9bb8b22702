package mathtex

// The parsed formula: a list of nodes, each one of the constructions
// below. The parser (parse.go) builds them from TeX, the setter
// (layout.go and one file per construction) sets them in boxes.
type node interface{}

// class is an atom's class in TeX's spacing table (TeXbook ch. 18).
type class uint8

const (
	ord class = iota
	op
	bin
	rel
	open
	cls // close
	punct
	inner
)

// symNode is one character or named symbol: a letter, a digit, an
// operator. italic letters follow the font variant in force.
type symNode struct {
	r     rune
	class class
}

// groupNode is {…}: set as one ordinary atom.
type groupNode struct{ list []node }

// scriptNode is base^sup_sub; limits is +1 for \limits, -1 for \nolimits.
type scriptNode struct {
	base, sup, sub node
	limits         int
}

// fracNode is \frac and its kin: rule says whether a line separates
// numerator and denominator (not in \binom), style forces display (0) or
// text (1) style, -1 keeps the current one; left and right delimit it.
type fracNode struct {
	num, den    node
	rule        bool
	style       int
	left, right rune
}

// sqrtNode is \sqrt[index]{body}.
type sqrtNode struct{ index, body node }

// accentNode is \hat{body} and the other accents; wide ones stretch over
// their body.
type accentNode struct {
	mark  rune
	wide  bool
	under bool // below the body (\utilde, \underrightarrow)
	body  node
}

// lineNode is \overline (over) or \underline.
type lineNode struct {
	over bool
	body node
}

// leftRightNode is \left(…\middle|…\right): the delimiters grow with the
// parts between them.
type leftRightNode struct {
	delims []rune // one more than parts; 0 for the null delimiter "."
	parts  [][]node
}

// bigNode is \big( and its kin: a delimiter of a fixed size (1 to 4).
type bigNode struct {
	delim rune
	size  int
	class class
}

// envNode is \begin{name}…\end{name}: rows of cells.
type envNode struct {
	name        string
	rows        [][][]node
	hlines      []int  // rows with a rule above them (\hline), len(rows) for the bottom
	cols        string // the column specification of array ("c|l")
	left, right rune
}

// textNode is \text{…}: words in the text face, spaces kept.
type textNode struct {
	text string
	face faceID
}

// fontNode is \mathbf{…} and the other alphabet switches.
type fontNode struct {
	variant variant
	body    node
}

// spaceNode is \, \quad and the other spaces, in ems.
type spaceNode struct{ em float64 }

// opNode is a large operator (∑, ∫) or a function name (\sin, \lim);
// limits says whether its scripts go above and below in display style.
type opNode struct {
	sym    rune   // a large operator, or
	name   string // a function name, set upright
	limits bool
	forced bool // \limits or \nolimits said so: in any style
}

// unknownNode is a command this package does not know, drawn as its
// source so that the reader sees what is missing.
type unknownNode struct{ src string }

// styleNode is \displaystyle and its kin: the rest of the group is set in
// that style (0 display to 3 scriptscript).
type styleNode struct{ style int }

// classNode is \mathrel{…} and its kin: the body spaced as that class.
type classNode struct {
	class class
	body  node
}

// stackNode is \overset, \underset, \stackrel, \overbrace and \underbrace:
// a body with something set small above and/or below it.
type stackNode struct {
	body, over, under node
	brace             rune // ⏞ or ⏟ between the body and its note
	class             class
}

// phantomNode takes the room of its body without drawing it.
type phantomNode struct {
	body         node
	keepW, keepH bool
}

// notNode is \not: a slash through the next symbol.
type notNode struct{ body node }

// cancelNode is \cancel and its kin: strokes across the body (╱, ╲ or
// both) or, for \sout, a rule through its middle.
type cancelNode struct {
	body    node
	up, dn  bool
	through bool
}

// lapNode is \rlap, \llap, \clap and \smash: the body drawn, its width
// (lap) or its height and depth (smash) taken as nothing.
type lapNode struct {
	body  node
	align byte // 'r' from here rightwards, 'l' leftwards, 'c' centred; 0 for \smash
}

// boxedNode is \boxed: a frame around its body.
type boxedNode struct{ body node }
