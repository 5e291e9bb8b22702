package prune

import (
	"strings"
	"unicode"
)

// The words of a shop's shipping-and-returns policy, which policy
// panels (policypanels.go) read in a disclosure's label and in its panel.

// policyWords are the words of a shipping-and-returns label: core words
// (true), at least one of which it must hold, and the words that join
// them (false). English, German, French, Spanish, Italian, Dutch and
// Portuguese, as shops label the panel.
var policyWords = map[string]bool{
	"shipping": true, "delivery": true, "returns": true, "return": true, "refunds": true, "refund": true,
	"exchanges": true, "exchange": true, "dispatch": true,
	"versand": true, "lieferung": true, "rückgabe": true, "rücksendung": true, "rückversand": true, "retoure": true, "retouren": true,
	"livraison": true, "retours": true, "retour": true, "expédition": true, "remboursement": true,
	"envío": true, "envio": true, "envíos": true, "envios": true, "devoluciones": true, "devolución": true, "devolucion": true,
	"spedizione": true, "spedizioni": true, "resi": true, "reso": true, "consegna": true,
	"verzending": true, "levering": true, "retourneren": true, "bezorging": true,
	"entrega": true, "devoluções": true, "devolução": true, "trocas": true,
	// joining words
	"and": false, "free": false, "policy": false, "policies": false, "info": false, "information": false,
	"options": false, "our": false, "warranty": false, "und": false, "kostenloser": false, "kostenlose": false,
	"et": false, "gratuite": false, "y": false, "e": false, "en": false, "gratis": false, "gratuita": false,
}

// policyLabelMax is the most letters a disclosure's label may hold:
// "Shipping, Returns & Warranty" is 25, a sentence is no label.
const policyLabelMax = 48

// policyLabel reports whether s names only shipping, delivery and
// returns. "Return" alone is a button's verb (go back, send back), no
// label; "Warranty" is no word of the policy, so "Returns & Warranty"
// is not one.
func policyLabel(s string) bool {
	core, n, last := false, 0, ""
	for w := range strings.FieldsFuncSeq(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
		c, ok := policyWords[w]
		if !ok {
			return false
		}
		core = core || c
		n++
		last = w
	}
	return core && n <= 6 && !(n == 1 && last == "return")
}

// policyText reports whether lower-cased text holds a core word of the
// policy (shipping, delivery, returns, in the languages policyWords
// lists).
func policyText(text string) bool {
	for w := range strings.FieldsFuncSeq(text, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if policyWords[w] {
			return true
		}
	}
	return false
}

// policyDensity is the most words a policy panel guessed by position may
// hold per core word of the policy (policyWords: shipping, delivery,
// returns...). A shipping-and-returns panel names them again and again:
// the two such panels found by position on the four corpora hold one in
// 12 words ("Standard U.S. shipping is free on orders over $65 and
// typically arrives in 3–6 business days...", 6 in 75; a furniture
// shop's, 9 in 104). A product's description that mentions "free
// shipping" once in a hundred words is not one, and stays when a
// "Shipping" toggle that names no panel stands right before it.
const policyDensity = 40

// policyDense reports whether lower-cased text holds at least one core
// word of the policy per policyDensity words.
func policyDense(text string) bool {
	words, core := 0, 0
	for w := range strings.FieldsFuncSeq(text, func(r rune) bool { return !unicode.IsLetter(r) }) {
		words++
		if policyWords[w] {
			core++
		}
	}
	return core > 0 && core*policyDensity >= words
}
