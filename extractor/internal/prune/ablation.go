package prune

// Ablation is a measurement switch: it turns named rules off and reports
// the rules that act, so that the gym can price each rule by scoring the
// pages it acted on without it (gym ablate). A rule acts on a page when it
// cuts an element or keeps one (tree.keep); a rule that did neither
// changed nothing, so turning it off changes nothing either. Readers and
// servers leave it nil.
type Ablation struct {
	// Off names the rules not to run.
	Off map[string]bool
	// Acted, when non-nil, is called once per Prune call with each rule
	// that acted, in the order the rules run.
	Acted func(rule string)
}

// Names returns the rules' names in the order they run.
func Names() []string {
	names := make([]string, len(rules))
	for i, r := range rules {
		names[i] = r.name
	}
	return names
}

// off reports whether rule is turned off; a nil Ablation turns none off.
func (a *Ablation) off(rule string) bool {
	return a != nil && a.Off[rule]
}

// acted reports rule to Acted when it cut or kept something.
func (a *Ablation) acted(rule string, did bool) {
	if did && a != nil && a.Acted != nil {
		a.Acted(rule)
	}
}
