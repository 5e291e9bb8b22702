package classify

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Threads of post tables, chosen whole. vBulletin 3 prints each post as a
// table of its own (postcells.go), and on a short thread the selection
// takes the whole thread, div#posts, with every post's table: the date
// row and post number ("#2 | Link"), the poster's card ("Join Date: Jun
// 2024", "Location: …", "Posts: 701") and the status icons, which the
// truths leave out (wcxb-dev 0525). A chosen block whose text lies
// mostly (threadShare) in two or more tables of one shape, each holding
// exactly one cell with text in the column and class that hold the most
// text over all of them, is a thread: the block gives way to those
// message cells, and rescuePostCredits gives each its poster's name and
// date as it does where the selection took the cells itself.
const threadShare = 0.9

func narrowThreadTables(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if !opt.keepComments {
		return
	}
	starts := slices.Sorted(maps.Keys(mains))
	for k, m := range starts {
		if k+1 < len(starts) && starts[k+1] < x.end[m] || x.atom(m) == atom.Td {
			continue // holds another chosen block, or is a cell already
		}
		cells := threadCells(x, s, m)
		if cells == nil {
			continue
		}
		sc := mains[m]
		delete(mains, m)
		for _, c := range cells {
			mains[c] = sc
		}
	}
}

// threadCells returns the message cells of the post tables that hold
// most of m's kept text, or nil when m is no such thread.
func threadCells(x *index, s *scores, m int32) []int32 {
	groups := map[uint64][]int32{}
	for i := m + 1; i < x.end[m]; i++ {
		if s.chrome[i] != 0 {
			i = x.end[i] - 1
			continue
		}
		if x.atom(i) == atom.Table {
			if k := blockShape(x, i); k != 0 && s.keptText[i] > 0 {
				groups[k] = append(groups[k], i)
			}
			i = x.end[i] - 1
		}
	}
	for _, tables := range groups {
		var text int32
		for _, t := range tables {
			text += s.keptText[t]
		}
		if len(tables) >= 2 && float64(text) >= threadShare*float64(s.keptText[m]) {
			return messageCells(x, s, tables)
		}
	}
	return nil
}

// messageCells returns, for each table, its one cell with text in the
// column and class (cellKey) that hold the most text over all the
// tables, or nil when a table has none or more than one.
func messageCells(x *index, s *scores, tables []int32) []int32 {
	sums := map[string]int32{}
	for _, t := range tables {
		tableCells(x, s, t, func(c int32, key string) { sums[key] += s.keptText[c] })
	}
	best := ""
	for k, v := range sums {
		if v > sums[best] || v == sums[best] && k < best {
			best = k
		}
	}
	if best == "" {
		return nil
	}
	cells := make([]int32, 0, len(tables))
	for _, t := range tables {
		found := int32(-1)
		tableCells(x, s, t, func(c int32, key string) {
			if key == best && s.keptText[c] > 0 {
				if found >= 0 {
					found = -2 // two message cells: no post table
				} else if found == -1 {
					found = c
				}
			}
		})
		if found < 0 {
			return nil
		}
		cells = append(cells, found)
	}
	return cells
}

// tableCells calls f with each cell of table t that holds kept text, not
// those of tables inside it, and the cell's key: its class and its
// column.
func tableCells(x *index, s *scores, t int32, f func(c int32, key string)) {
	col := 0
	for i := t + 1; i < x.end[t]; i++ {
		switch x.atom(i) {
		case atom.Table:
			i = x.end[i] - 1
		case atom.Tr:
			col = 0
		case atom.Td, atom.Th:
			if s.chrome[i] == 0 && s.keptText[i] > 0 {
				f(i, strings.TrimSpace(dom.Attr(x.nodes[i], "class"))+"|"+strconv.Itoa(col))
			}
			col++
			i = x.end[i] - 1
		}
	}
}
