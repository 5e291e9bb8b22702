package classify

import "golang.org/x/net/html/atom"

// mergeUp climbs from the chosen blocks to their parents when a parent's
// text-bearing children are all either chosen or free of chosen blocks and
// at least two are chosen (or the chosen one is its only text): the parent
// becomes the block and its unchosen children become skipped blocks. The
// text stays the same, but list items render inside their list, cells
// inside their table, posts inside their thread, so the Markdown keeps its
// structure.
//
// The climb stops below <body>: a body that is the block makes the whole
// page the content root, and the prune stage reads the page's chrome
// names there (menu, navbar, footer: discard.go's pageChromeTokens)
// inside the content as well, so a vBulletin 3 thread lifted to <body>
// with its welcome notice lost every poster's name in div#postmenu_N
// (wcxb-dev 0525). The blocks stay apart and the text is the same.
func mergeUp(x *index, s *scores, mains map[int32]float64) map[int32]Role {
	n := int32(len(x.nodes))
	cnt := make([]int32, n)   // chosen children
	holds := make([]bool, n)  // subtree holds a chosen block
	skips := map[int32]Role{} // unchosen children of merged parents
	for i := n - 1; i >= 0; i-- {
		if s.chrome[i] != 0 {
			continue
		}
		if _, ok := mains[i]; !ok && cnt[i] > 0 && x.atom(i) != atom.Body && mergeable(x, s, mains, holds, cnt, i) {
			sc := 0.0
			x.children(i, func(c int32) {
				if v, ok := mains[c]; ok {
					sc = max(sc, v)
					delete(mains, c)
				} else if s.keptText[c] > 0 && s.chrome[c] == 0 && !midSentence(x, c) {
					skips[c] = skipRole(s, c)
				}
			})
			mains[i] = sc
		}
		_, chosen := mains[i]
		holds[i] = holds[i] || chosen
		if p := x.parent[i]; p >= 0 {
			holds[p] = holds[p] || holds[i]
			if chosen {
				cnt[p]++
			}
		}
	}
	return skips
}

func mergeable(x *index, s *scores, mains map[int32]float64, holds []bool, cnt []int32, i int32) bool {
	ok, textKids := true, int32(0)
	x.children(i, func(c int32) {
		if s.chrome[c] != 0 || s.keptText[c] == 0 {
			return
		}
		textKids++
		if _, chosen := mains[c]; !chosen && holds[c] {
			ok = false // a partly chosen child cannot be skipped whole
		}
	})
	if !ok {
		return false
	}
	return cnt[i] >= 2 || (textKids == 1 && x.ownText[i] == 0)
}

func skipRole(s *scores, c int32) Role {
	if r := s.hint[c].role(); r != "" {
		return r
	}
	return RoleBoilerplate
}

// midSentence reports whether element c is a short link inside its
// parent's paragraph with text beside it: a link inside a sentence. The
// merged parent's text nodes are kept, so skipping c would leave the
// sentence with a hole ("Choose a , compact chair"): an FAQ written as
// text and <h3>s inside one <span>, whose headings were chosen and whose
// inline links, not chosen on their own, were skipped one by one.
func midSentence(x *index, c int32) bool {
	n := x.nodes[c]
	return n.DataAtom == atom.A && x.unit[c] != c && x.text[c] <= sentenceLinkText &&
		(textBeside(n.PrevSibling, true) || textBeside(n.NextSibling, false))
}

// sentenceLinkText is the most non-space bytes a link inside a sentence
// holds (a few words): a longer inline run beside text is a block of its
// own that a stylesheet sets inline, such as a shop's legal notes, and
// is skipped as before (wcxb-dev 3069 kept its footnotes twice without
// this bound).
const sentenceLinkText = 60
