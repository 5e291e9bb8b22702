package batch

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/parquet-go/parquet-go"
)

// resumeJSONL reads the rows of an existing JSON Lines output, cuts a last
// line left incomplete by a killed run, and appends after it.
func resumeJSONL(path string, seen func(*Row)) (Writer, error) {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return nil, err
	}
	good, err := scanJSONL(f, seen)
	if err == nil {
		err = f.Truncate(good)
	}
	if err == nil {
		_, err = f.Seek(good, io.SeekStart)
	}
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("resuming %s: %w", path, err)
	}
	return NewJSONLWriter(f), nil
}

// scanJSONL passes each complete row to seen and returns the offset after
// the last one. A line that does not parse ends the good part only when it
// is the last: a corrupt line inside the file is an error, not something
// to cut silently.
func scanJSONL(r io.Reader, seen func(*Row)) (good int64, err error) {
	br := bufio.NewReaderSize(r, 1<<20)
	var pos int64
	var bad error
	for {
		line, err := br.ReadBytes('\n')
		if len(line) > 0 && line[len(line)-1] == '\n' {
			var row Row
			if jerr := json.Unmarshal(line, &row); jerr != nil {
				if bad == nil {
					bad = fmt.Errorf("line at offset %d: %v", pos, jerr)
				}
			} else if bad != nil {
				return 0, bad
			} else {
				seen(&row)
				good = pos + int64(len(line))
			}
		}
		pos += int64(len(line))
		if err == io.EOF {
			return good, nil
		}
		if err != nil {
			return 0, err
		}
	}
}

// partialSuffix names the file a Parquet output is written to until it is
// complete: a Parquet file is only valid once its footer is written.
const partialSuffix = ".partial"

// renamingFile renames itself to its final name on a successful Close.
type renamingFile struct {
	*os.File
	final string
}

func (r *renamingFile) Close() error {
	if err := r.File.Close(); err != nil {
		return err
	}
	return os.Rename(r.File.Name(), r.final)
}

func createParquet(path string) (Writer, error) {
	f, err := os.Create(path + partialSuffix)
	if err != nil {
		return nil, err
	}
	return NewParquetWriter(&renamingFile{File: f, final: path}), nil
}

// resumeParquet copies the rows of an existing Parquet output into a new
// one, which replaces it when the job closes it.
func resumeParquet(path string, seen func(*Row)) (Writer, error) {
	in, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer in.Close()
	w, err := createParquet(path)
	if err != nil {
		return nil, err
	}
	if err := copyParquet(in, w, seen); err != nil {
		w.(*parquetWriter).abort()
		return nil, fmt.Errorf("resuming %s: %w", path, err)
	}
	return w, nil
}

func copyParquet(in *os.File, w Writer, seen func(*Row)) (err error) {
	defer func() {
		if p := recover(); p != nil { // parquet-go panics on some corrupt files
			err = fmt.Errorf("not a complete Parquet file: %v", p)
		}
	}()
	info, err := in.Stat()
	if err != nil {
		return err
	}
	if _, err := parquet.OpenFile(in, info.Size()); err != nil {
		return fmt.Errorf("not a complete Parquet file (a killed run leaves none; start again without resuming): %w", err)
	}
	pr := parquet.NewGenericReader[Row](in)
	defer pr.Close()
	rows := make([]Row, 64)
	for {
		n, rerr := pr.Read(rows)
		for i := range rows[:n] {
			seen(&rows[i])
			if err := w.Write(&rows[i]); err != nil {
				return err
			}
		}
		if errors.Is(rerr, io.EOF) {
			return nil
		}
		if rerr != nil {
			return rerr
		}
	}
}
