package sitegen

import (
	"math/rand/v2"
	"strings"
)

// vocabulary is a plain word list for generated prose.
var vocabulary = strings.Fields(`the of and to in a is that for it as was with be by on not he this are or
his from at which but have an they you were her she there been one all we their has would when if so no
what can out other into more some time could them than first its new only these two may any then do over
also after most made water through where many before years back great still such even here between both
under last never city while might world public state found house small part system around however home
during people number later general program course until law economic government development school policy
river garden market season winter summer harvest bridge engine signal library council report street energy
village museum project station island forest coffee bakery software network camera music theatre science
history research language vehicle hospital weather mountain festival budget election journal design kitchen
recipe painting student teacher doctor farmer driver writer reader author editor planner builder engineer
quiet bright careful rapid gentle simple modern ancient narrow broad local global early late heavy light
measure compare explain improve protect collect deliver describe discover increase reduce support observe`)

func sentence(r *rand.Rand, words int) string {
	var b strings.Builder
	for i := 0; i < words; i++ {
		w := vocabulary[r.IntN(len(vocabulary))]
		if i == 0 {
			w = strings.ToUpper(w[:1]) + w[1:]
		} else {
			b.WriteByte(' ')
		}
		b.WriteString(w)
	}
	b.WriteByte('.')
	return b.String()
}

func paragraph(r *rand.Rand) string {
	n := 1 + r.IntN(4)
	parts := make([]string, n)
	for i := range parts {
		parts[i] = sentence(r, 6+r.IntN(16))
	}
	return strings.Join(parts, " ")
}

func pick(r *rand.Rand, options []string) string { return options[r.IntN(len(options))] }
