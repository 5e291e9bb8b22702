package export

import (
	"github.com/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gobolditalic"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/gofont/goregular"
)

// The font families registered in every document.
const (
	sans = "go"
	mono = "gomono"
)

// addFonts embeds the Go fonts: a proportional family in four styles for
// text, and a monospaced one for code.
func addFonts(pdf *fpdf.Fpdf) {
	pdf.AddUTF8FontFromBytes(sans, "", goregular.TTF)
	pdf.AddUTF8FontFromBytes(sans, "B", gobold.TTF)
	pdf.AddUTF8FontFromBytes(sans, "I", goitalic.TTF)
	pdf.AddUTF8FontFromBytes(sans, "BI", gobolditalic.TTF)
	pdf.AddUTF8FontFromBytes(mono, "", gomono.TTF)
	pdf.AddUTF8FontFromBytes(mono, "B", gomonobold.TTF)
}
