package classify

// boxVerdicts keeps a stage's verdict on each box it asks about, by
// element. dropAsides climbs from every chosen block outside the content
// region and asks of the boxes on the way; many chosen blocks can lie in
// one box, and asking again read the whole box again each time (the
// chosen blocks times the box).
type boxVerdicts map[int32]bool

// of returns read(x, a), reading it only the first time a is asked.
func (v boxVerdicts) of(x *index, a int32, read func(*index, int32) bool) bool {
	verdict, ok := v[a]
	if !ok {
		verdict = read(x, a)
		v[a] = verdict
	}
	return verdict
}
