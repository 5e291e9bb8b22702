// Package archtest holds tests that keep Folio's architecture: dependencies
// point one way, main -> ui -> app -> {gym, extractor, spa, fetch} (gym ->
// extractor; cmd and gateway -> fetch; fetch imports nothing of Folio),
// ui reaches the engines only through app, and the headless parts never pull
// in Fyne or cgo.
package archtest
