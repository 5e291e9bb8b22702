package monthnames

import "testing"

func TestScript(t *testing.T) {
	for w, want := range map[string]int{
		"ноября": 11, "листопада": 11, "νοεμβρίου": 11, "μαΐου": 5, "نوفمبر": 11, "נובמבר": 11, "בנובמבר": 11, "नवंबर": 11,
		"พฤศจิกายน": 11, "พ.ย.": 11, "พ.ย": 11, "มี.ค": 3,
		"november": 0, "ноябрь": 0, "ב": 0, "": 0, "พย": 0,
	} {
		got, ok := Script(w)
		if got != want || ok != (want > 0) {
			t.Errorf("Script(%q) = %d, %v; want %d", w, got, ok, want)
		}
	}
}

func TestLatin(t *testing.T) {
	for w, want := range map[string]int{
		"november": 11, "nov": 11, "novembre": 11, "noviembre": 11, "listopada": 11, "décembre": 12,
		"juillet": 7, "mei": 5, "agustus": 8, "ago": 8, "märz": 3,
		"kasım": 11, "şubat": 2, "listopadu": 11, "září": 9, "noiembrie": 11, "martie": 3,
		"ноября": 0, "November": 0, "nov.": 0, "": 0, "no": 0,
	} {
		got, ok := Latin(w)
		if got != want || ok != (want > 0) {
			t.Errorf("Latin(%q) = %d, %v; want %d", w, got, ok, want)
		}
	}
}

func TestHomonym(t *testing.T) {
	for w, want := range map[string]string{"marca": "pl", "maja": "pl", "mart": "tr", "kasım": "tr", "marzo": "", "may": "", "listopada": ""} {
		got, ok := Homonym(w)
		if got != want || ok != (want != "") {
			t.Errorf("Homonym(%q) = %q, %v; want %q", w, got, ok, want)
		}
		if m, named := Latin(w); ok && (!named || m == 0) {
			t.Errorf("homonym %q is no month of Latin", w)
		}
	}
}
