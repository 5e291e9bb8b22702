package mathtex

import "strings"

// The symbols TeX names, by spacing class, as "name char" pairs: the
// letters and symbols of plain TeX and amsmath/amssymb that formulas in
// notes and papers use (the lists follow KaTeX's "Supported Functions"),
// mapped to the Unicode characters STIX Two Math draws them with.
var symbolTable = map[class]string{
	ord: `alpha α beta β gamma γ delta δ epsilon ϵ varepsilon ε zeta ζ eta η theta θ vartheta ϑ
iota ι kappa κ varkappa ϰ lambda λ mu μ nu ν xi ξ omicron ο pi π varpi ϖ rho ρ varrho ϱ sigma σ
varsigma ς tau τ upsilon υ phi ϕ varphi φ chi χ psi ψ omega ω digamma ϝ
Gamma Γ Delta Δ Theta Θ Lambda Λ Xi Ξ Pi Π Sigma Σ Upsilon Υ Phi Φ Psi Ψ Omega Ω
varGamma 𝛤 varDelta 𝛥 varTheta 𝛩 varLambda 𝛬 varXi 𝛯 varPi 𝛱 varSigma 𝛴 varUpsilon 𝛶 varPhi 𝛷 varPsi 𝛹 varOmega 𝛺
infty ∞ partial ∂ nabla ∇ forall ∀ exists ∃ nexists ∄ neg ¬ lnot ¬ emptyset ∅ varnothing ⌀
aleph ℵ beth ℶ gimel ℷ hbar ℏ hslash ℏ ell ℓ wp ℘ Re ℜ Im ℑ imath ı jmath ȷ prime ′ backprime ‵
angle ∠ measuredangle ∡ sphericalangle ∢ triangle △ vartriangle △ triangledown ▽ top ⊤ bot ⊥
clubsuit ♣ diamondsuit ♢ heartsuit ♡ spadesuit ♠ flat ♭ natural ♮ sharp ♯ degree ° checkmark ✓
ldots … dots … cdots ⋯ vdots ⋮ ddots ⋱ iddots ⋰ dotsc … dotsb ⋯ dotsm ⋯ dotsi ⋯ dotso …
square □ Box □ blacksquare ■ lozenge ◊ blacklozenge ⧫ bigstar ★ diagup ╱ diagdown ╲
S § P ¶ dag † ddag ‡ copyright © pounds £ yen ¥ euro € surd √ complement ∁ mho ℧ eth ð Finv Ⅎ Game ⅁
backslash ∖ vert | Vert ‖ And & | ‖ % % $ $ # # & & _ _ lbrack [ rbrack ] infin ∞ AA Å O Ø o ø ss ß ae æ`,
	bin: `pm ± mp ∓ times × div ÷ cdot ⋅ ast ∗ star ⋆ circ ∘ bullet ∙ cap ∩ cup ∪ wedge ∧ land ∧
vee ∨ lor ∨ oplus ⊕ ominus ⊖ otimes ⊗ oslash ⊘ odot ⊙ setminus ∖ smallsetminus ∖ sqcap ⊓ sqcup ⊔
uplus ⊎ amalg ⨿ dagger † ddagger ‡ wr ≀ diamond ⋄ triangleleft ◃ triangleright ▹
bigtriangleup △ bigtriangledown ▽ lhd ⊲ rhd ⊳ unlhd ⊴ unrhd ⊵ boxplus ⊞ boxminus ⊟ boxtimes ⊠
boxdot ⊡ ltimes ⋉ rtimes ⋊ leftthreetimes ⋋ rightthreetimes ⋌ curlyvee ⋎ curlywedge ⋏
circledast ⊛ circledcirc ⊚ circleddash ⊝ dotplus ∔ divideontimes ⋇ intercal ⊺ centerdot ⋅
barwedge ⊼ veebar ⊻ doublebarwedge ⩞ Cap ⋒ Cup ⋓ cdotp ⋅ bmod mod`,
	rel: `lt < gt > le ≤ leq ≤ ge ≥ geq ≥ ne ≠ neq ≠ equiv ≡ approx ≈ approxeq ≊ sim ∼ simeq ≃ cong ≅ propto ∝
in ∈ notin ∉ ni ∋ owns ∋ subset ⊂ subseteq ⊆ supset ⊃ supseteq ⊇ subsetneq ⊊ supsetneq ⊋
nsubseteq ⊈ nsupseteq ⊉ sqsubset ⊏ sqsupset ⊐ sqsubseteq ⊑ sqsupseteq ⊒ ll ≪ gg ≫ lll ⋘ ggg ⋙
prec ≺ succ ≻ preceq ⪯ succeq ⪰ perp ⊥ parallel ∥ nparallel ∦ mid ∣ nmid ∤ models ⊨ vdash ⊢
dashv ⊣ vDash ⊨ Vdash ⊩ doteq ≐ asymp ≍ bowtie ⋈ Join ⋈ smile ⌣ frown ⌢ leqslant ⩽ geqslant ⩾
leqq ≦ geqq ≧ lesssim ≲ gtrsim ≳ lessgtr ≶ gtrless ≷ nless ≮ ngtr ≯ nleq ≰ ngeq ≱ nsim ≁ ncong ≇
coloneqq ≔ eqqcolon ≕ triangleq ≜ eqsim ≂ backsim ∽ thicksim ∼ thickapprox ≈ sime ≃ circeq ≗
risingdotseq ≓ fallingdotseq ≒ therefore ∴ because ∵ varpropto ∝ between ≬ pitchfork ⋔
to → rightarrow → leftarrow ← gets ← leftrightarrow ↔ Rightarrow ⇒ Leftarrow ⇐
Leftrightarrow ⇔ longrightarrow ⟶ longleftarrow ⟵ longleftrightarrow ⟷ Longrightarrow ⟹
Longleftarrow ⟸ Longleftrightarrow ⟺ implies ⟹ impliedby ⟸ iff ⟺ mapsto ↦ longmapsto ⟼
uparrow ↑ downarrow ↓ updownarrow ↕ Uparrow ⇑ Downarrow ⇓ Updownarrow ⇕ nearrow ↗ searrow ↘
swarrow ↙ nwarrow ↖ hookrightarrow ↪ hookleftarrow ↩ rightharpoonup ⇀ rightharpoondown ⇁
leftharpoonup ↼ leftharpoondown ↽ rightleftharpoons ⇌ leftrightharpoons ⇋ leadsto ⇝
rightsquigarrow ⇝ twoheadrightarrow ↠ twoheadleftarrow ↞ rightarrowtail ↣ leftarrowtail ↢
circlearrowleft ↺ circlearrowright ↻ curvearrowleft ↶ curvearrowright ↷ upharpoonright ↾
downharpoonright ⇂ rightrightarrows ⇉ leftleftarrows ⇇ rightleftarrows ⇄ leftrightarrows ⇆
nrightarrow ↛ nleftarrow ↚ nRightarrow ⇏ nLeftarrow ⇍ nleftrightarrow ↮ nLeftrightarrow ⇎
Rrightarrow ⇛ Lleftarrow ⇚ multimap ⊸ in ∈ isin ∈ notni ∌ lhd ⊲ rhd ⊳ sqsubsetneq ⋤ gtrdot ⋗
lessdot ⋖ lneq ⪇ gneq ⪈ lneqq ≨ gneqq ≩ precsim ≾ succsim ≿ vartriangleleft ⊲ vartriangleright ⊳
trianglelefteq ⊴ trianglerighteq ⊵ shortmid ∣ shortparallel ∥ Vvdash ⊪ eqcirc ≖ bumpeq ≏ Bumpeq ≎
neqq ≠ ncong ≇ nsubset ⊄ nsupset ⊅ nvdash ⊬ nvDash ⊭ nVdash ⊮ dashrightarrow ⇢ dashleftarrow ⇠`,
	open:  `lparen ( lang ⟨ lBrace ⦃ langle ⟨ lceil ⌈ lfloor ⌊ lgroup ⟮ lmoustache ⎰ lvert | lVert ‖ { { lbrace { ulcorner ⌜ llcorner ⌞ llbracket ⟦`,
	cls:   `rparen ) rang ⟩ rBrace ⦄ rangle ⟩ rceil ⌉ rfloor ⌋ rgroup ⟯ rmoustache ⎱ rvert | rVert ‖ } } rbrace } urcorner ⌝ lrcorner ⌟ rrbracket ⟧`,
	punct: `colon : ldotp .`,
}

type symbol struct {
	r     rune
	class class
}

// symbols maps a command name (without its backslash) to its character.
var symbols = func() map[string]symbol {
	m := map[string]symbol{}
	for c, list := range symbolTable {
		f := strings.Fields(list)
		for i := 0; i+1 < len(f); i += 2 {
			r := []rune(f[i+1])
			if len(r) == 1 {
				m[f[i]] = symbol{r[0], c}
			}
		}
	}
	return m
}()

// wordOps are the named binary operators set as words (\bmod).
var wordOps = map[string]string{"bmod": "mod"}

// charClass is the class of a character typed as itself.
func charClass(r rune) class {
	switch r {
	case '+', '-', '*', '−', '±', '×', '÷', '⋅', '∘', '∩', '∪', '∧', '∨':
		return bin
	case '=', '<', '>', ':', '≤', '≥', '≠', '≡', '≈', '∼', '→', '←', '⇒', '⇔', '∈', '⊂', '⊆':
		return rel
	case '(', '[':
		return open
	case ')', ']', '!', '?':
		return cls
	case ',', ';':
		return punct
	}
	return ord
}

// bigOps are the large operators; those whose scripts go above and below
// in display style (∑ but not ∫) are in limitOps.
var bigOps = map[string]rune{
	"sum": '∑', "prod": '∏', "coprod": '∐', "int": '∫', "iint": '∬', "iiint": '∭', "oint": '∮',
	"oiint": '∯', "oiiint": '∰', "intop": '∫', "smallint": '∫', "bigcup": '⋃', "bigcap": '⋂',
	"bigoplus": '⨁', "bigotimes": '⨂', "bigodot": '⨀', "bigvee": '⋁', "bigwedge": '⋀',
	"bigsqcup": '⨆', "biguplus": '⨄',
}

// integrals keep their scripts at their side even in display style.
var integrals = map[rune]bool{'∫': true, '∬': true, '∭': true, '∮': true, '∯': true, '∰': true}

// functions are the function names set upright (\sin x); those in
// limitFunctions take their scripts below in display style (\lim_{x\to0}).
var functions = map[string]bool{
	"sin": false, "cos": false, "tan": false, "cot": false, "sec": false, "csc": false,
	"arcsin": false, "arccos": false, "arctan": false, "arccot": false, "arcsec": false, "arccsc": false,
	"sinh": false, "cosh": false, "tanh": false, "coth": false, "sech": false, "csch": false,
	"exp": false, "log": false, "ln": false, "lg": false, "arg": false, "deg": false, "dim": false,
	"hom": false, "ker": false, "sgn": false, "tr": false, "Tr": false, "rank": false, "span": false,
	"lim": true, "liminf": true, "limsup": true, "max": true, "min": true, "sup": true, "inf": true,
	"det": true, "gcd": true, "Pr": true, "argmax": true, "argmin": true, "injlim": true, "projlim": true,
}

// functionText is how a function name is spelt where it differs (\liminf).
var functionText = map[string]string{"liminf": "lim inf", "limsup": "lim sup", "argmax": "arg max", "argmin": "arg min", "injlim": "inj lim", "projlim": "proj lim"}

// delimiters maps what may follow \left, \right and \big to its character.
var delimiters = map[string]rune{
	"(": '(', ")": ')', "[": '[', "]": ']', `\{`: '{', `\}`: '}', `\lbrace`: '{', `\rbrace`: '}',
	"|": '|', `\|`: '‖', `\vert`: '|', `\Vert`: '‖', `\lvert`: '|', `\rvert`: '|', `\lVert`: '‖', `\rVert`: '‖',
	`\langle`: '⟨', `\rangle`: '⟩', "<": '⟨', ">": '⟩', `\lfloor`: '⌊', `\rfloor`: '⌋', `\lceil`: '⌈', `\rceil`: '⌉',
	"/": '/', `\backslash`: '∖', `\lbrack`: '[', `\rbrack`: ']', `\uparrow`: '↑', `\downarrow`: '↓',
	`\updownarrow`: '↕', `\Uparrow`: '⇑', `\Downarrow`: '⇓', `\lgroup`: '⟮', `\rgroup`: '⟯',
	`\llbracket`: '⟦', `\rrbracket`: '⟧', ".": 0, `\lparen`: '(', `\rparen`: ')', `\lang`: '⟨', `\rang`: '⟩',
	`\lt`: '⟨', `\gt`: '⟩',
}

// spaces are the widths of TeX's spacing commands, in ems.
var spaces = map[string]float64{
	`\,`: 3.0 / 18, `\:`: 4.0 / 18, `\>`: 4.0 / 18, `\;`: 5.0 / 18, `\ `: 6.0 / 18, `~`: 6.0 / 18,
	`\!`: -3.0 / 18, `\quad`: 1, `\qquad`: 2, `\enspace`: 0.5, `\thinspace`: 3.0 / 18,
	`\medspace`: 4.0 / 18, `\thickspace`: 5.0 / 18, `\negthinspace`: -3.0 / 18,
	`\negmedspace`: -4.0 / 18, `\negthickspace`: -5.0 / 18, `\space`: 6.0 / 18, `\nobreakspace`: 6.0 / 18,
}
