package prune

import "testing"

// The datelines' and credits' pre-checks let through every line the full
// tests accept, and spare the full tests the plain lines that make up most
// of an article (no digit, no "by"; no colon, no copyright sign, no credit
// phrase's first letter).
func TestPrechecks(t *testing.T) {
	datelines := []string{"Published 10:02 AM EST Nov 19, 2019", "By DANICA KIRKA and JILL LAWLESS",
		"Posted on Maret 30, 2015 by Admin", "bY Jane Doe", "Jan 5 2024", "2019-11-20", "vor 3 Tagen"}
	for _, s := range datelines {
		if !isDateline(s, "") && s != "vor 3 Tagen" {
			t.Errorf("isDateline(%q) = false", s)
		}
		if !mayBeDateline(s) {
			t.Errorf("mayBeDateline(%q) = false", s)
		}
	}
	credits := []string{"Marco Odermatt, Ski-Star aus der Schweiz. © AFP / MARCO BERTORELLO", "Die lachende Menge wird zum Mob. Bild: Gregory Batardon",
		"Photo by Kirk Irwin/Getty Images", "In this Dec. 12, 2006, file photo, made available by NASA", "İn this photo provided by the police",
		"Bild von Anna", "Crédits photo Bestimage", "foto de Ana", "image courtesy of NASA"}
	for _, s := range credits {
		if !creditLine(s) {
			t.Errorf("creditLine(%q) = false", s)
		}
		if !mayBeCredit(s) {
			t.Errorf("mayBeCredit(%q) = false, and it is a credit", s)
		}
	}
	for _, s := range []string{"The river rose through the night and the town woke to flooded streets.", "Read the whole story", ""} {
		if mayBeDateline(s) {
			t.Errorf("mayBeDateline(%q) = true", s)
		}
		if mayBeCredit(s) {
			t.Errorf("mayBeCredit(%q) = true", s)
		}
	}
}
