package corpus

import "testing"

func TestDirOfMissingCorpus(t *testing.T) {
	if d := Dir("no-such-corpus"); d != "" {
		t.Errorf("Dir(no-such-corpus) = %q, want empty", d)
	}
}
