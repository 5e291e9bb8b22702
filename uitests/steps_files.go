package uitests

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"folio/internal/safefile"
)

// The steps of files changed behind the reader's back (an editor saving
// the file shown) and of a restart.
func init() {
	steps["copy"] = stepDef{"copy SRC DST (a file, e.g. copy local:journal.md home:notes/journal.md)", 2, 2, false, stepCopy, false}
	steps["edit"] = stepDef{`edit FILE "OLD" "NEW" [atomic|in-place] (as an editor saves: atomic renames a new file over it)`, 3, 4, false, stepEdit, false}
	steps["await"] = stepDef{`await STEP (runs STEP until it passes, at most 30 s: await expect visible "T", await menu "View" "Theme" "Nord Theme")`, 1, -1, false, stepAwait, true}
	steps["restart"] = stepDef{"restart (close the window as Quit does and open a new one, as the next start would)", 0, 0, false, stepRestart, false}
}

func stepCopy(_ *Runner, _ Step, args []string) error {
	data, err := os.ReadFile(args[0])
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(args[1]), 0o755); err != nil {
		return err
	}
	return os.WriteFile(args[1], data, 0o644)
}

// stepEdit replaces OLD with NEW in FILE the way editors save: in place
// (truncate and write, the default) or atomically (a temporary file
// renamed over the original).
func stepEdit(_ *Runner, _ Step, args []string) error {
	data, err := os.ReadFile(args[0])
	if err != nil {
		return err
	}
	if !strings.Contains(string(data), args[1]) {
		return fmt.Errorf("edit: %s does not contain %q", args[0], args[1])
	}
	out := []byte(strings.Replace(string(data), args[1], args[2], 1))
	how := "in-place"
	if len(args) == 4 {
		how = args[3]
	}
	switch how {
	case "in-place":
		return os.WriteFile(args[0], out, 0o644)
	case "atomic":
		return safefile.Write(args[0], out, 0o644)
	}
	return fmt.Errorf("edit: want atomic or in-place, not %q", how)
}

// awaitMax is how long await waits for what arrives by itself (a live
// reload after an editor's save, a dialog a goroutine opens, an import's
// report). It is generous on purpose: await returns as soon as the step
// passes, so only a failing script waits this long, and a shared CI
// machine under load took more than a second to open the Library dialog.
const awaitMax = 30 * time.Second

// stepAwait runs the step its arguments make until it passes: for what
// arrives by itself (a live reload after an editor's save, a themes file
// read again), which no load in flight announces.
func stepAwait(r *Runner, st Step, args []string) error {
	inner := Step{File: st.File, Line: st.Line, Verb: args[0], Args: st.Args[1:]}
	def, ok := steps[inner.Verb]
	if !ok || def.waits {
		return fmt.Errorf("await: %q is not a step that can be awaited", inner.Verb)
	}
	if err := checkStep(inner); err != nil {
		return fmt.Errorf("await: %v", err)
	}
	deadline := time.Now().Add(awaitMax)
	for {
		err := r.step(inner)
		if err == nil {
			r.settle()
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("not within %v: %v", awaitMax, err)
		}
		time.Sleep(settleStep)
	}
}

// stepRestart closes the window as Quit does (remembering the reading
// position, saving the settings) and opens a new one on the same folders.
func stepRestart(r *Runner, _ Step, _ []string) error {
	r.w.Close()
	r.w.Window().Close()
	r.w = r.newWindow()
	return nil
}
