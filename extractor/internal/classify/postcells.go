package classify

import (
	"slices"

	"golang.org/x/net/html/atom"
)

// Posts laid out as tables, chosen whole. vBulletin 3 prints each post as
// a table of its own: a row of date and post number, a row of the
// poster's card (td.alt2: "Junior Member", "Join Date: Jan 2011",
// "Posts: 23") beside the message (td.alt1), a row of status icons and
// buttons. The selection takes most posts by their message cell and a
// post here and there whole, card, icons and all. A chosen block that
// holds no other chosen block but holds exactly one table cell with text
// of the shape (blockShape) of chosen blocks elsewhere, a cell holding
// most of its text (postCellShare), is that post's message in its table:
// the block narrows to the cell, and rescuePostCredits gives it its
// poster's name as it gives the others theirs. Only cells: a post
// wrapper of <div>s (phpBB 3's div.post, XenForo's article) holds its
// title, date and name beside the body, which the truths keep
// (narrowing to any element of a chosen shape: wcxb-dev forum 0.84596 ->
// 0.84557, raspberrypi's and virtualbox's phpBB threads lost their
// "Re:" titles).
const postCellShare = 0.5

func narrowPostTables(x *index, opt routeOptions, mains map[int32]float64) {
	if !opt.keepComments || len(mains) < 2 {
		return
	}
	shapes := map[uint64]bool{}
	starts := make([]int32, 0, len(mains))
	for m := range mains {
		if x.atom(m) == atom.Td {
			if k := blockShape(x, m); k != 0 {
				shapes[k] = true
			}
		}
		starts = append(starts, m)
	}
	if len(shapes) == 0 {
		return
	}
	slices.Sort(starts)
	for k, m := range starts {
		if k+1 < len(starts) && starts[k+1] < x.end[m] {
			continue // holds another chosen block
		}
		if c := postCell(x, shapes, m); c >= 0 && float64(x.text[c]) >= postCellShare*float64(x.text[m]) {
			mains[c] = mains[m]
			delete(mains, m)
		}
	}
}

// postCell returns the one table cell with text inside m whose shape is
// in shapes, or -1 when there is none or more than one.
func postCell(x *index, shapes map[uint64]bool, m int32) int32 {
	found := int32(-1)
	for i := m + 1; i < x.end[m]; i++ {
		if x.text[i] == 0 || x.atom(i) != atom.Td || !shapes[blockShape(x, i)] {
			continue
		}
		if found >= 0 {
			return -1
		}
		found = i
		i = x.end[i] - 1
	}
	return found
}
