// Package archtest holds tests that keep Folio's architecture: dependencies
// point one way, main -> ui -> app -> {extractor, spa}, and the headless
// parts never pull in Fyne or cgo.
package archtest
