package ui

import (
	"reflect"
	"testing"
)

// maxWindowFields bounds the window's own state: widgets, menus, dialogs
// and preferences. Navigation (what is shown, history, recent items, the
// load in flight, the link root) belongs to app.Session; a field beyond
// this is most likely session state creeping back into the widgets.
const maxWindowFields = 19

func TestWindowHoldsNoSessionState(t *testing.T) {
	typ := reflect.TypeOf(Window{})
	if n := typ.NumField(); n > maxWindowFields {
		t.Errorf("ui.Window has %d fields, want at most %d: does the new one belong in app.Session?", n, maxWindowFields)
	}
	for i := range typ.NumField() {
		switch f := typ.Field(i); f.Name {
		case "doc", "hist", "recent", "target", "linkRoot", "pendingAnchor", "load", "loader":
			t.Errorf("ui.Window.%s is navigation state: it belongs in app.Session", f.Name)
		}
	}
}
