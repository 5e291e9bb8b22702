// Package archtest holds tests that keep Folio's architecture: dependencies
// point one way, main -> ui -> app -> {gym/entry, convert, extractor,
// fetch} (gym -> {gym/entry, gym/score, extractor}; convert -> {extractor,
// fetch}; extractor -> spa; cmd and gateway -> {convert, fetch}; fetch
// imports nothing of Folio), ui reaches the engines only through app, the
// desktop binary does not link the gym's scoring harness, and the headless
// parts never pull in Fyne or cgo.
package archtest
