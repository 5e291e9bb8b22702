package mathtex

// Environments: \begin{name} rows of cells separated by & and \\
// \end{name}. The matrices (matrix, pmatrix, bmatrix, Bmatrix, vmatrix,
// Vmatrix, smallmatrix), cases and dcases, array with its column
// specification and \hline, and the alignments of amsmath (aligned,
// align, split, gathered, gather, alignat, equation). An environment this
// package does not know is set as a matrix after its \begin{name}, drawn
// as source so that the reader sees it.

// strutH and strutD are the height and depth of TeX's \strut, which
// every row has at least: 70% and 30% of a 1.2 em baseline skip;
// lineSkip is the least space between rows taller than that.
const (
	strutH   = 0.7 * 1.2
	strutD   = 0.3 * 1.2
	lineSkip = 0.15
)

// envKind is how an environment lays out its cells.
type envKind struct {
	cols        string  // column alignments, repeated ("rl" for aligned)
	colSep      float64 // between columns, in ems
	pairSep     float64 // between column pairs of an alignment
	style       int     // cells' style
	left, right rune
	rowGap      float64 // extra space between rows (amsmath's \jot)
	tight       bool    // rows closer than a strut: small matrices, \substack
}

var envKinds = map[string]envKind{
	"matrix":      {cols: "c", colSep: 1, style: 1},
	"pmatrix":     {cols: "c", colSep: 1, style: 1, left: '(', right: ')'},
	"bmatrix":     {cols: "c", colSep: 1, style: 1, left: '[', right: ']'},
	"Bmatrix":     {cols: "c", colSep: 1, style: 1, left: '{', right: '}'},
	"vmatrix":     {cols: "c", colSep: 1, style: 1, left: '|', right: '|'},
	"Vmatrix":     {cols: "c", colSep: 1, style: 1, left: '‖', right: '‖'},
	"smallmatrix": {cols: "c", colSep: 0.5, style: 2, tight: true},
	"cases":       {cols: "l", colSep: 1, style: 1, left: '{'},
	"dcases":      {cols: "l", colSep: 1, style: 0, left: '{'},
	"rcases":      {cols: "l", colSep: 1, style: 1, right: '}'},
	"array":       {cols: "c", colSep: 1, style: 1},
	"subarray":    {cols: "c", colSep: 0, style: 2, tight: true},
	"aligned":     {cols: "rl", pairSep: 2, style: 0, rowGap: 0.3},
	"gathered":    {cols: "c", style: 0, rowGap: 0.3},
	"equation":    {cols: "c", style: 0, rowGap: 0.3},
}

// envAliases are environments set like another.
var envAliases = map[string]string{
	"align": "aligned", "align*": "aligned", "split": "aligned", "alignat": "aligned", "alignat*": "aligned",
	"alignedat": "aligned", "flalign": "aligned", "flalign*": "aligned", "eqnarray": "aligned",
	"eqnarray*": "aligned", "gather": "gathered", "gather*": "gathered", "equation*": "equation",
	"multline": "gathered", "multline*": "gathered", "darray": "array", "matrix*": "matrix",
	"pmatrix*": "pmatrix", "bmatrix*": "bmatrix",
}

// env reads an environment after its \begin.
func (p *parser) env() node {
	name := p.rawArg()
	n := &envNode{name: name}
	kind := name
	if a, ok := envAliases[name]; ok {
		kind = a
	}
	switch kind {
	case "array":
		n.cols = p.rawArg()
	case "aligned":
		if name == "alignat" || name == "alignat*" || name == "alignedat" {
			p.rawArg() // the number of column pairs
		}
	}
	if _, known := envKinds[kind]; !known {
		n.name = "unknown:" + name
	}
	p.rows(n, func(t token) bool { return t.kind == tCmd && t.text == `\end` })
	if t := p.next(); t.kind != tCmd || t.text != `\end` {
		p.fail("\\begin{%s} without \\end", name)
	}
	if end := p.rawArg(); end != name {
		p.fail("\\begin{%s} ended by \\end{%s}", name, end)
	}
	return n
}

// rows reads cells up to a token stop accepts (not read).
func (p *parser) rows(n *envNode, stop func(token) bool) {
	cellEnd := func(t token) bool {
		return t.kind == tAmp || t.kind == tCmd && (t.text == `\\` || t.text == `\cr`) || stop(t)
	}
	var row [][]node
	for {
		if len(row) == 0 {
			for t := p.peek(); t.kind == tCmd && (t.text == `\hline` || t.text == `\hdashline`); t = p.peek() {
				p.next()
				n.hlines = append(n.hlines, len(n.rows))
			}
		}
		row = append(row, p.list(cellEnd))
		t := p.peek()
		switch {
		case t.kind == tAmp:
			p.next()
			continue
		case t.kind == tCmd && (t.text == `\\` || t.text == `\cr`):
			p.next()
			p.optArg() // \\[2pt]: the extra space is not kept
			n.rows = append(n.rows, row)
			row = nil
			continue
		}
		n.rows = append(n.rows, row)
		break
	}
	if last := n.rows[len(n.rows)-1]; len(n.rows) > 1 && len(last) == 1 && len(last[0]) == 0 {
		n.rows = n.rows[:len(n.rows)-1] // a \\ before \end
	}
}

// env sets an environment's cells in columns, centred on the axis.
func (s *setter) env(n *envNode, st mstyle) box {
	name := n.name
	if a, ok := envAliases[name]; ok {
		name = a
	}
	var prefix box
	kind, ok := envKinds[name]
	if !ok {
		kind = envKinds["matrix"]
		prefix = hcat(s.text(`\begin{`+n.name[len("unknown:"):]+`}`, textFace, st), kern(0.3*s.em(st)))
	}
	cst := st
	cst.style = max(kind.style, st.style)
	if kind.style == 0 {
		cst.style = 0
	}
	em := s.em(st)
	cols, rules := columns(kind.cols, n.cols)
	// set the cells; in alignments a right-hand cell starts with an empty
	// atom, so that a relation opening it is spaced (a &= b)
	ncols := 0
	for _, row := range n.rows {
		ncols = max(ncols, len(row))
	}
	strut := 1.0
	if kind.tight {
		strut = 0.7
	}
	cells := make([][]box, len(n.rows))
	widths := make([]float64, ncols)
	heights := make([]float64, len(n.rows))
	depths := make([]float64, len(n.rows))
	for i, row := range n.rows {
		heights[i], depths[i] = strut*strutH*s.em(cst), strut*strutD*s.em(cst)
		for j, cell := range row {
			if name == "aligned" && j%2 == 1 {
				cell = append([]node{&groupNode{}}, cell...)
			}
			b := s.list(cell, cst)
			cells[i] = append(cells[i], b)
			widths[j] = max(widths[j], b.w)
			heights[i], depths[i] = max(heights[i], b.h), max(depths[i], b.d)
		}
	}
	// place them
	var tbl box
	y := 0.0
	gap := kind.rowGap * em
	t := ruleThickness * em
	hl := map[int]bool{}
	for _, r := range n.hlines {
		hl[r] = true
	}
	var hlineYs []float64
	xs := make([]float64, ncols+1)
	for j := 0; j < ncols; j++ {
		sep := kind.colSep * em
		if kind.pairSep > 0 && j%2 == 0 && j > 0 {
			sep = kind.pairSep * em
		} else if kind.pairSep > 0 {
			sep = 0
		}
		if j == 0 {
			sep = 0
		}
		if rules[j] {
			sep = max(sep, 0.5*em)
		}
		xs[j] = sep
		if j > 0 {
			xs[j] += xs[j-1] + widths[j-1]
		}
	}
	width := 0.0
	if ncols > 0 {
		width = xs[ncols-1] + widths[ncols-1]
	}
	for i, row := range cells {
		if hl[i] {
			hlineYs = append(hlineYs, y)
			y += 2 * t
		}
		y += heights[i]
		for j, b := range row {
			x := xs[j]
			switch align(cols, j) {
			case 'r':
				x += widths[j] - b.w
			case 'c':
				x += (widths[j] - b.w) / 2
			}
			tbl.add(b, x, y)
		}
		y += depths[i]
		if i < len(cells)-1 { // TeX's \lineskip: rows taller than a strut keep apart
			y += gap + max(0, lineSkip*em-max(0, strut*(strutH+strutD)*s.em(cst)-heights[i+1]-depths[i]))
		}
	}
	if hl[len(cells)] {
		y += 2 * t
		hlineYs = append(hlineYs, y-t)
	}
	tbl.w = width
	for _, hy := range hlineYs {
		tbl.add(ruleBox(width, -hy, hy+t), 0, 0)
	}
	if rules[ncols] {
		width += 0.5 * em
		tbl.w = width
	}
	for j := 0; j <= ncols; j++ {
		if !rules[j] {
			continue
		}
		var x float64
		switch {
		case j == 0:
			x = t / 2
		case j == ncols:
			x = width - t/2
		default:
			x = (xs[j-1] + widths[j-1] + xs[j]) / 2
		}
		tbl.add(ruleBox(t, 0, y), x-t/2, 0)
	}
	// centre on the axis
	a := s.axis(st)
	body := shift(tbl, -(y/2 + a))
	body.h, body.d = y/2+a, y/2-a
	var parts []box
	if ok {
		parts = append(parts, body)
	} else {
		parts = append(parts, prefix, body)
	}
	if kind.left != 0 || kind.right != 0 {
		size := y + 0.2*em
		l, r := kern(nullDelimiter*em), kern(nullDelimiter*em)
		if kind.left != 0 {
			l = s.delimiter(kind.left, size, st)
		}
		if kind.right != 0 {
			r = s.delimiter(kind.right, size, st)
		}
		pad := kern(0.1 * em)
		return hcat(append(append([]box{l, pad}, parts...), pad, r)...)
	}
	return hcat(parts...)
}

// columns reads an array's column specification ("c|l r"): the alignment
// of each column and whether a rule stands before it (the last entry:
// after the last column). Without one, def repeats.
func columns(def, spec string) (string, map[int]bool) {
	rules := map[int]bool{}
	if spec == "" {
		return def, rules
	}
	var cols []byte
	for i := 0; i < len(spec); i++ {
		switch c := spec[i]; c {
		case 'l', 'c', 'r':
			cols = append(cols, c)
		case '|':
			rules[len(cols)] = true
		case 'p', 'm', 'b', '@', '>', '<', '*': // widths and inserts: skipped, their column kept
			if c == 'p' || c == 'm' || c == 'b' {
				cols = append(cols, 'l')
			}
			if i+1 < len(spec) && spec[i+1] == '{' {
				depth := 0
				for i++; i < len(spec); i++ {
					if spec[i] == '{' {
						depth++
					} else if spec[i] == '}' {
						if depth--; depth == 0 {
							break
						}
					}
				}
			}
		}
	}
	if len(cols) == 0 {
		return def, rules
	}
	return string(cols), rules
}

// align is the alignment of column j: a specification shorter than the
// row repeats (aligned's "rl").
func align(cols string, j int) byte {
	if j < len(cols) {
		return cols[j]
	}
	return cols[j%len(cols)]
}
