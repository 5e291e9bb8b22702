package library

import (
	"context"
	"sync"
)

// indexBatchSize is how many written files a batchIndexer indexes in one
// transaction: each commit makes FTS5 write its pending rows as a new
// segment (and merge segments), which per file was a third of
// re-extraction's time, while one transaction for all would hold the
// index's write lock for minutes against another window's saves.
const indexBatchSize = 256

// batchIndexer indexes files written by several goroutines, in batches,
// from one goroutine of its own. A batch not yet committed when the
// process dies leaves the index behind the folder, which the next Sync
// sees (the files' stamps changed) and reads again.
type batchIndexer struct {
	updates chan indexUpdate
	done    chan struct{}
	once    sync.Once
	err     error // the first failed batch's, read after done
}

// newBatchIndexer starts indexing for l; close waits for the last batch.
func (l *Library) newBatchIndexer(ctx context.Context) *batchIndexer {
	b := &batchIndexer{updates: make(chan indexUpdate, indexBatchSize), done: make(chan struct{})}
	go func() {
		defer close(b.done)
		batch := make([]indexUpdate, 0, indexBatchSize)
		flush := func() {
			err := l.index(ctx, func(w *indexWriter) error {
				for _, u := range batch {
					if err := w.put(ctx, u.entry, u.stamp, u.text); err != nil {
						return err
					}
				}
				return nil
			})
			if err != nil && b.err == nil {
				b.err = err
			}
			batch = batch[:0]
		}
		for u := range b.updates {
			if batch = append(batch, u); len(batch) == indexBatchSize {
				flush()
			}
		}
		if len(batch) > 0 {
			flush()
		}
	}()
	return b
}

// add queues a written file for indexing.
func (b *batchIndexer) add(u indexUpdate) { b.updates <- u }

// close indexes what is queued and returns the first error.
func (b *batchIndexer) close() error {
	b.once.Do(func() { close(b.updates) })
	<-b.done
	return b.err
}
