package mathtex

// variant is an alphabet of the maths face: TeX's letters are italic
// unless a font command says otherwise, and each command picks a block
// of Unicode's Mathematical Alphanumeric Symbols, which STIX Two Math has
// in full.
type variant uint8

const (
	vNormal variant = iota // italic letters and lowercase Greek, the rest upright
	vRm
	vIt
	vBf
	vBfIt
	vBb
	vCal
	vFrak
	vSf
	vTt
)

// variantCommands maps the font commands to their alphabets.
var variantCommands = map[string]variant{
	"mathrm": vRm, "mathup": vRm, "mathnormal": vNormal, "mathit": vIt, "mathbf": vBf, "bm": vBfIt,
	"boldsymbol": vBfIt, "mathbfit": vBfIt, "mathbb": vBb, "Bbb": vBb, "mathcal": vCal, "mathscr": vCal,
	"mathfrak": vFrak, "frak": vFrak, "mathsf": vSf, "mathtt": vTt, "pmb": vBfIt,
}

// oldSwitches are plain TeX's {\bf x}: they switch the rest of the group.
var oldSwitches = map[string]variant{"rm": vRm, "bf": vBf, "it": vIt, "cal": vCal, "sf": vSf, "tt": vTt}

// alphabet is where a block's capitals, small letters and digits start
// (0: the block has none), and the letters Unicode placed elsewhere.
type alphabet struct {
	upper, lower, digit rune
	holes               map[rune]rune
}

var alphabets = map[variant]alphabet{
	vNormal: {0x1D434, 0x1D44E, 0, map[rune]rune{'h': 'ℎ'}},
	vIt:     {0x1D434, 0x1D44E, 0, map[rune]rune{'h': 'ℎ'}},
	vBf:     {0x1D400, 0x1D41A, 0x1D7CE, nil},
	vBfIt:   {0x1D468, 0x1D482, 0x1D7CE, nil},
	vBb: {0x1D538, 0x1D552, 0x1D7D8, map[rune]rune{'C': 'ℂ', 'H': 'ℍ', 'N': 'ℕ', 'P': 'ℙ', 'Q': 'ℚ',
		'R': 'ℝ', 'Z': 'ℤ'}},
	vCal: {0x1D49C, 0x1D4B6, 0, map[rune]rune{'B': 'ℬ', 'E': 'ℰ', 'F': 'ℱ', 'H': 'ℋ', 'I': 'ℐ',
		'L': 'ℒ', 'M': 'ℳ', 'R': 'ℛ', 'e': 'ℯ', 'g': 'ℊ', 'o': 'ℴ'}},
	vFrak: {0x1D504, 0x1D51E, 0, map[rune]rune{'C': 'ℭ', 'H': 'ℌ', 'I': 'ℑ', 'R': 'ℜ', 'Z': 'ℨ'}},
	vSf:   {0x1D5A0, 0x1D5BA, 0x1D7E2, nil},
	vTt:   {0x1D670, 0x1D68A, 0x1D7F6, nil},
}

// greekVariants are the Greek symbol forms, with their italic codes.
var greekVariants = map[rune]rune{'ϵ': 0x1D716, 'ϑ': 0x1D717, 'ϰ': 0x1D718, 'ϕ': 0x1D719, 'ϱ': 0x1D71A, 'ϖ': 0x1D71B, '∂': 0x1D715}

// styled returns the character r is drawn with in alphabet v.
func styled(r rune, v variant) rune {
	if v == vRm {
		return r
	}
	a, ok := alphabets[v]
	if !ok {
		return r
	}
	if s, ok := a.holes[r]; ok {
		return s
	}
	switch {
	case r >= 'A' && r <= 'Z':
		return a.upper + r - 'A'
	case r >= 'a' && r <= 'z':
		return a.lower + r - 'a'
	case r >= '0' && r <= '9' && a.digit != 0:
		return a.digit + r - '0'
	}
	switch v {
	case vNormal, vIt: // lowercase Greek is italic, capitals upright
		if r >= 'α' && r <= 'ω' {
			return 0x1D6FC + r - 'α'
		}
		if s, ok := greekVariants[r]; ok {
			return s
		}
	case vBf:
		if r >= 'Α' && r <= 'Ω' {
			return 0x1D6A8 + r - 'Α'
		}
		if r >= 'α' && r <= 'ω' {
			return 0x1D6C2 + r - 'α'
		}
	case vBfIt:
		if r >= 'Α' && r <= 'Ω' {
			return 0x1D71C + r - 'Α'
		}
		if r >= 'α' && r <= 'ω' {
			return 0x1D736 + r - 'α'
		}
	}
	return r
}
