package extractor

import (
	"fmt"

	"folio/extractor/internal/prune"
)

// PruneRules returns the names of the rules that cut boilerplate inside
// the main content (the debug profile's rule=NAME), in the order they run.
func PruneRules() []string { return prune.Names() }

// WithPruneAblation is a measurement switch, not a reading option: it
// turns off the named prune rules (PruneRules lists them) and calls acted,
// when it is not nil, with each rule that cut or kept something on the
// page, in the order they run. The gym prices each rule with it (gym
// ablate: the pages a rule acted on, scored again without it). Output with
// rules turned off is worse by design; acted is called from the goroutine
// that runs Extract. An unknown rule name is ErrBadOption.
func WithPruneAblation(off []string, acted func(rule string)) Option {
	return func(c *config) {
		a := &prune.Ablation{Off: map[string]bool{}, Acted: acted}
		for _, name := range off {
			a.Off[name] = true
		}
		c.ablation = a
	}
}

// checkAblation reports an unknown rule name among the ones turned off.
func checkAblation(a *prune.Ablation) error {
	if a == nil {
		return nil
	}
	known := map[string]bool{}
	for _, n := range prune.Names() {
		known[n] = true
	}
	for name := range a.Off {
		if !known[name] {
			return fmt.Errorf("%w: unknown prune rule %q", ErrBadOption, name)
		}
	}
	return nil
}
