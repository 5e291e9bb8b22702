package beam

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	sdk "github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"

	"folio/batch"
	"folio/internal/warcwrite"
)

// TestMain runs the pipelines on Beam's local runner (prism), in a private
// temporary directory so that the runner's leftovers go with it.
func TestMain(m *testing.M) {
	cleanup, err := PrivateTemp()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := ptest.MainRet(m)
	cleanup()
	os.Exit(code)
}

// writeWARC writes a WARC built by fill to dir/name.
func writeWARC(t *testing.T, dir, name string, gz bool, fill func(w *warcwrite.Writer)) string {
	t.Helper()
	var buf bytes.Buffer
	w := warcwrite.New(&buf, gz)
	fill(w)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// batchRows runs folio-extract batch's job over the files and returns its
// rows sorted.
func batchRows(t *testing.T, paths []string) []batch.Row {
	t.Helper()
	var out bytes.Buffer
	st, err := batch.Run(context.Background(), paths, nil, &out, batch.Output{}, batch.Options{Workers: 2})
	if err != nil || len(st.Inputs) > 0 {
		t.Fatalf("batch.Run: %v %v", err, st.Inputs)
	}
	return decodeRows(t, out.Bytes())
}

// beamRows runs the pipeline over glob on the local runner, writing JSON
// Lines, and returns its rows sorted.
func beamRows(t *testing.T, glob string, o Options) []batch.Row {
	t.Helper()
	out := filepath.Join(t.TempDir(), "rows.jsonl")
	p, s := sdk.NewPipelineWithRoot()
	WriteJSONL(s, out, Extract(s, glob, o))
	if err := ptest.Run(p); err != nil {
		t.Fatalf("pipeline: %v", err)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return decodeRows(t, data)
}

// decodeRows parses JSON Lines into rows sorted by file and offset.
func decodeRows(t *testing.T, data []byte) []batch.Row {
	t.Helper()
	var rows []batch.Row
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 64<<20)
	for sc.Scan() {
		var r batch.Row
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("line %.100q: %v", sc.Text(), err)
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return sortRows(rows)
}

func sortRows(rows []batch.Row) []batch.Row {
	sort.Slice(rows, func(i, j int) bool {
		if rows[i].File != rows[j].File {
			return rows[i].File < rows[j].File
		}
		return rows[i].Offset < rows[j].Offset
	})
	return rows
}

// sameRows reports the first difference between two sorted row lists.
func sameRows(t *testing.T, what string, got, want []batch.Row) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d rows, want %d", what, len(got), len(want))
	}
	for i := range got {
		g, _ := json.Marshal(got[i])
		w, _ := json.Marshal(want[i])
		if !bytes.Equal(g, w) {
			t.Errorf("%s: row %d differs:\n got %.400s\nwant %.400s", what, i, g, w)
			return
		}
	}
}
