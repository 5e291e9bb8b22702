package mathtex

import (
	"strconv"
	"strings"
)

// accentMarks are the accents and the characters set above their body;
// the wide ones stretch to its width.
var accentMarks = map[string]rune{
	"hat": 'ˆ', "check": 'ˇ', "tilde": '˜', "acute": '´', "grave": '`', "dot": '˙', "ddot": '¨',
	"dddot": '⃛', "breve": '˘', "bar": '¯', "vec": '→', "mathring": '˚', "widehat": 'ˆ', "widetilde": '˜',
	"widecheck": 'ˇ', "overrightarrow": '→', "overleftarrow": '←', "overleftrightarrow": '↔',
	"Overrightarrow": '⇒', "overgroup": '⏠', "utilde": '˜', "overleftharpoon": '↼', "overrightharpoon": '⇀',
	"underleftarrow": '←', "underrightarrow": '→', "underleftrightarrow": '↔', "undergroup": '⏡',
}

// underAccents are set below their body.
var underAccents = map[string]bool{"utilde": true, "underleftarrow": true, "underrightarrow": true,
	"underleftrightarrow": true, "undergroup": true}

// wideAccents stretch over the whole body.
var wideAccents = map[string]bool{
	"widehat": true, "widetilde": true, "widecheck": true, "overrightarrow": true, "overleftarrow": true,
	"overleftrightarrow": true, "Overrightarrow": true, "overgroup": true, "overleftharpoon": true,
	"overrightharpoon": true, "underleftarrow": true, "underrightarrow": true, "underleftrightarrow": true,
	"undergroup": true, "utilde": true,
}

// classCommands are \mathrel{…} and its kin.
var classCommands = map[string]class{
	"mathord": ord, "mathop": op, "mathbin": bin, "mathrel": rel, "mathopen": open,
	"mathclose": cls, "mathpunct": punct, "mathinner": inner,
}

// bigSizes are \big and its kin, by size, with the class each suffix gives.
var bigCommands = map[string]int{"big": 1, "Big": 2, "bigg": 3, "Bigg": 4}

// command reads a command (name with its backslash) and its arguments.
// It returns nil for commands that draw nothing (\label, \nonumber).
func (p *parser) command(name string) node {
	bare := name[1:]
	if s, ok := symbols[bare]; ok {
		return &symNode{s.r, s.class}
	}
	if r, ok := bigOps[bare]; ok {
		return &opNode{sym: r, limits: !integrals[r]}
	}
	if lim, ok := functions[bare]; ok {
		word := bare
		if w, ok := functionText[bare]; ok {
			word = w
		}
		return &opNode{name: word, limits: lim}
	}
	if w, ok := spaces[name]; ok {
		return &spaceNode{w}
	}
	if v, ok := variantCommands[bare]; ok {
		return &fontNode{v, p.arg()}
	}
	if m, ok := accentMarks[bare]; ok {
		return &accentNode{mark: m, wide: wideAccents[bare], under: underAccents[bare], body: p.arg()}
	}
	if c, ok := classCommands[bare]; ok {
		if c == op {
			return &classNode{op, p.arg()}
		}
		return &classNode{c, p.arg()}
	}
	if n := p.bigDelimiter(bare); n != nil {
		return n
	}
	if w, ok := wordOps[bare]; ok {
		return &classNode{bin, &textNode{w, mathFace}}
	}
	switch bare {
	case "frac", "cfrac":
		return &fracNode{num: p.arg(), den: p.arg(), rule: true, style: map[bool]int{true: 0, false: -1}[bare == "cfrac"]}
	case "dfrac", "tfrac":
		return &fracNode{num: p.arg(), den: p.arg(), rule: true, style: map[bool]int{true: 0, false: 1}[bare == "dfrac"]}
	case "binom", "dbinom", "tbinom":
		style := map[string]int{"binom": -1, "dbinom": 0, "tbinom": 1}[bare]
		return &fracNode{num: p.arg(), den: p.arg(), style: style, left: '(', right: ')'}
	case "sqrt":
		idx := p.optArg()
		return &sqrtNode{index: idx, body: p.arg()}
	case "underbar":
		return &lineNode{body: p.arg()}
	case "overline", "underline":
		return &lineNode{over: bare == "overline", body: p.arg()}
	case "overbrace":
		return &stackNode{body: p.arg(), brace: '⏞', class: op}
	case "underbrace":
		return &stackNode{body: p.arg(), brace: '⏟', class: op}
	case "overset", "stackrel":
		over := p.arg()
		body := p.arg()
		c := ord
		if bare == "stackrel" || isRelation(body) {
			c = rel
		}
		return &stackNode{body: body, over: over, class: c}
	case "underset":
		under := p.arg()
		return &stackNode{body: p.arg(), under: under, class: ord}
	case "xrightarrow", "xleftarrow", "xRightarrow", "xLeftarrow", "xleftrightarrow", "xLeftrightarrow", "xmapsto":
		under := p.optArg()
		over := p.arg()
		arrow := map[string]rune{"xrightarrow": '→', "xleftarrow": '←', "xRightarrow": '⇒', "xLeftarrow": '⇐',
			"xleftrightarrow": '↔', "xLeftrightarrow": '⇔', "xmapsto": '↦'}[bare]
		return &stackNode{body: &accentNode{mark: arrow, wide: true}, over: over, under: under, class: rel}
	case "left":
		return p.leftRight()
	case "right", "middle":
		p.fail("%s without \\left", name)
	case "begin":
		return p.env()
	case "end":
		p.fail("\\end without \\begin")
	case "text", "textrm", "textnormal", "mbox", "hbox", "textup", "textmd":
		return &textNode{text(p.rawArg()), textFace}
	case "textit", "emph", "textsl":
		return &textNode{text(p.rawArg()), textItalic}
	case "textbf":
		return &textNode{text(p.rawArg()), textBold}
	case "textsf", "texttt":
		return &fontNode{map[bool]variant{true: vSf, false: vTt}[bare == "textsf"], &textNode{text(p.rawArg()), mathFace}}
	case "operatorname", "operatorname*", "operatornamewithlimits":
		limits := bare != "operatorname"
		if p.pos < len(p.src) && p.src[p.pos] == '*' {
			p.pos++
			limits = true
		}
		return &opNode{name: strings.TrimSpace(text(p.rawArg())), limits: limits}
	case "displaystyle", "textstyle", "scriptstyle", "scriptscriptstyle":
		return &styleNode{map[string]int{"displaystyle": 0, "textstyle": 1, "scriptstyle": 2, "scriptscriptstyle": 3}[bare]}
	case "not":
		return &notNode{p.arg()}
	case "phantom", "hphantom", "vphantom":
		return &phantomNode{body: p.arg(), keepW: bare != "vphantom", keepH: bare != "hphantom"}
	case "mathstrut":
		return &phantomNode{body: &symNode{'(', open}, keepH: true}
	case "cancel", "bcancel", "xcancel", "sout":
		return &cancelNode{body: p.arg(), up: bare == "cancel" || bare == "xcancel",
			dn: bare == "bcancel" || bare == "xcancel", through: bare == "sout"}
	case "rlap", "mathrlap", "llap", "mathllap", "clap", "mathclap", "smash":
		align := map[string]byte{"rlap": 'r', "mathrlap": 'r', "llap": 'l', "mathllap": 'l', "clap": 'c', "mathclap": 'c'}[bare]
		return &lapNode{body: p.arg(), align: align}
	case "boxed", "fbox":
		return &boxedNode{p.arg()}
	case "color":
		p.rawArg() // formulas are drawn in the text's colour
		return nil
	case "textcolor", "colorbox":
		p.rawArg()
		return p.arg()
	case "label", "nonumber", "notag", "strut", "allowbreak", "nobreak", "relax":
		if bare == "label" {
			p.rawArg()
		}
		return nil
	case "tag", "tag*":
		t := text(p.rawArg())
		if bare == "tag" {
			t = "(" + t + ")"
		}
		return &groupNode{[]node{&spaceNode{2}, &textNode{t, textFace}}}
	case "hspace", "hspace*", "kern", "mkern", "hskip", "mskip", "mspace":
		return &spaceNode{p.dimension(bare)}
	case "pmod", "mod", "pod":
		arg := p.arg()
		var list []node
		switch bare {
		case "pmod":
			list = []node{&spaceNode{1}, &symNode{'(', open}, &textNode{"mod", mathFace}, &spaceNode{1.0 / 3}, arg, &symNode{')', cls}}
		case "pod":
			list = []node{&spaceNode{1}, &symNode{'(', open}, arg, &symNode{')', cls}}
		default:
			list = []node{&spaceNode{1}, &textNode{"mod", mathFace}, &spaceNode{1.0 / 3}, arg}
		}
		return &groupNode{list}
	case "substack":
		env := &envNode{name: "subarray"}
		p.skipSpace()
		if p.next().kind != tLbrace {
			p.fail("\\substack needs {")
		}
		p.rows(env, func(t token) bool { return t.kind == tRbrace })
		p.next()
		return env
	case "\\":
		return nil // a line break where lines cannot break
	}
	return p.unknown(name)
}

// unknown reads a command this package does not know, with the braced
// arguments that follow it, as source to be shown.
func (p *parser) unknown(name string) node {
	src := name
	for p.skipSpace(); p.pos < len(p.src) && p.src[p.pos] == '{'; p.skipSpace() {
		src += "{" + p.rawArg() + "}"
	}
	return &unknownNode{src}
}

func isRelation(n node) bool {
	switch n := n.(type) {
	case *symNode:
		return n.class == rel
	case *groupNode:
		return len(n.list) == 1 && isRelation(n.list[0])
	}
	return false
}

// bigDelimiter reads \big( and its kin, or returns nil for other names.
func (p *parser) bigDelimiter(bare string) node {
	c := ord
	base := bare
	switch {
	case strings.HasSuffix(bare, "l"):
		c, base = open, bare[:len(bare)-1]
	case strings.HasSuffix(bare, "r"):
		c, base = cls, bare[:len(bare)-1]
	case strings.HasSuffix(bare, "m"):
		c, base = rel, bare[:len(bare)-1]
	}
	size, ok := bigCommands[base]
	if !ok {
		if size, ok = bigCommands[bare]; !ok {
			return nil
		}
		c = ord
	}
	return &bigNode{delim: p.delimiter(), size: size, class: c}
}

// leftRight reads \left( … \middle| … \right) after the \left.
func (p *parser) leftRight() node {
	n := &leftRightNode{delims: []rune{p.delimiter()}}
	stop := func(t token) bool { return t.kind == tCmd && (t.text == `\right` || t.text == `\middle`) }
	for {
		n.parts = append(n.parts, p.list(stop))
		t := p.next()
		if t.kind == tEOF {
			p.fail("\\left without \\right")
		}
		n.delims = append(n.delims, p.delimiter())
		if t.text == `\right` {
			return n
		}
	}
}

// units are TeX's units in ems of a ten-point font.
var units = map[string]float64{"em": 1, "ex": 0.43, "pt": 0.1, "mu": 1.0 / 18, "px": 0.1, "bp": 0.1,
	"pc": 1.2, "mm": 0.2845, "cm": 2.845, "in": 7.227}

// dimension reads a length ({1em}, 3mu, -2pt) in ems.
func (p *parser) dimension(cmd string) float64 {
	var s string
	if p.skipSpace(); p.pos < len(p.src) && p.src[p.pos] == '{' {
		s = p.rawArg()
	} else {
		start := p.pos
		for p.pos < len(p.src) && strings.IndexByte("+-.0123456789 ", p.src[p.pos]) >= 0 {
			p.pos++
		}
		if p.pos+2 <= len(p.src) {
			p.pos += 2
		}
		s = p.src[start:p.pos]
	}
	s = strings.ReplaceAll(s, " ", "")
	if len(s) < 3 {
		p.fail("\\%s: bad length %q", cmd, s)
	}
	v, err := strconv.ParseFloat(s[:len(s)-2], 64)
	u, ok := units[s[len(s)-2:]]
	if err != nil || !ok || v > 100 || v < -100 {
		p.fail("\\%s: bad length %q", cmd, s)
	}
	return v * u
}
