package classify

// mergeUp climbs from the chosen blocks to their parents when a parent's
// text-bearing children are all either chosen or free of chosen blocks and
// at least two are chosen (or the chosen one is its only text): the parent
// becomes the block and its unchosen children become skipped blocks. The
// text stays the same, but list items render inside their list, cells
// inside their table, posts inside their thread, so the Markdown keeps its
// structure.
func mergeUp(x *index, s *scores, mains map[int32]float64) map[int32]Role {
	n := int32(len(x.nodes))
	cnt := make([]int32, n)   // chosen children
	holds := make([]bool, n)  // subtree holds a chosen block
	skips := map[int32]Role{} // unchosen children of merged parents
	for i := n - 1; i >= 0; i-- {
		if s.chrome[i] != 0 {
			continue
		}
		if _, ok := mains[i]; !ok && cnt[i] > 0 && mergeable(x, s, mains, holds, cnt, i) {
			sc := 0.0
			x.children(i, func(c int32) {
				if v, ok := mains[c]; ok {
					sc = max(sc, v)
					delete(mains, c)
				} else if s.keptText[c] > 0 && s.chrome[c] == 0 {
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
