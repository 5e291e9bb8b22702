// Package parallel runs the steps of a loop over indexes on a few
// goroutines: the gym scores pages, ablates rules and runs tasks this way,
// and the model trainer collects each page's samples.
//
//	results := make([]Result, len(pages))
//	parallel.For(len(pages), jobs, func(i int) {
//		results[i] = score(pages[i]) // each step writes its own index
//	})
//
// Each step writes only what belongs to its index, so the caller needs no
// lock, and the results come out in index order whatever order the steps
// ran in.
package parallel

import "sync"

// For calls do(i) once for every i in [0, n), on min(jobs, n) goroutines
// (one when jobs is less than one), and returns when every call has
// returned. The calls of different indexes may run at once and in any
// order.
func For(n, jobs int, do func(i int)) {
	if n <= 0 {
		return
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(max(jobs, 1), n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				do(i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}
