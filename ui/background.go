package ui

import "sync"

// background counts the window's jobs that run off the Fyne goroutine
// (saving to the library, exporting, printing, importing, opening the
// library) so WaitIdle can wait for them and their last banner or dialog
// update: a test or script that only watched the banner's text went on
// while the job's goroutine was still drawing it.
type background struct{ jobs sync.WaitGroup }

// run starts job on its own goroutine and counts it until it returns.
func (b *background) run(job func()) {
	b.jobs.Add(1)
	go func() {
		defer b.jobs.Done()
		job()
	}()
}

// wait blocks until every job started so far has returned.
func (b *background) wait() { b.jobs.Wait() }
