package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:generate go run ./gen -o icon.png

//go:embed icon.png
var iconPNG []byte

// Icon is Folio's application icon, a 512×512 PNG.
var Icon = fyne.NewStaticResource("icon.png", iconPNG)
