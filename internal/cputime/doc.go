// Package cputime reads the CPU time the process has used, user and
// system, all threads and the garbage collector included: benchmarks
// report it beside the wall time, so that a figure says how much work
// was done however loaded the machine is.
//
//	start := cputime.Process()
//	work()
//	b.ReportMetric((cputime.Process() - start).Seconds(), "cpu-s")
//
// Where the system has no getrusage it reads 0; a benchmark then reports
// no CPU figure.
package cputime
