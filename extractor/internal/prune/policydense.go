package prune

import (
	"strings"
	"unicode"
)

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
