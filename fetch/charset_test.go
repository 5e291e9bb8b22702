package fetch

import "testing"

func TestCharset(t *testing.T) {
	cases := []struct {
		name, ct, body, want, text string
	}{
		{"declared wins", "text/plain; charset=Shift_JIS", "\x82\xa0", "shift_jis", "あ"},
		{"declared koi8-r", "text/markdown; charset=koi8-r", "\xf0\xd2\xc9\xd7\xc5\xd4", "koi8-r", "Привет"},
		{"valid utf-8", "text/plain", "héllo", "utf-8", "héllo"},
		{"latin-1 bytes", "text/plain", "caf\xe9", "windows-1252", "café"},
		{"utf-8 bom", "text/markdown", "\xef\xbb\xbf# T", "utf-8", "# T"},
		{"html meta", "text/html", `<meta charset="windows-1251"><p>` + "\xcf", "windows-1251", `<meta charset="windows-1251"><p>П`},
		{"html no type", "", "<!DOCTYPE html><meta charset=utf-8><p>ok", "utf-8", "<!DOCTYPE html><meta charset=utf-8><p>ok"},
		{"declared latin-1", "text/plain; charset=iso-8859-1", "caf\xe9", "windows-1252", "café"},
		{"bom, no type", "", "\ufeffbom", "utf-8", "bom"},
		{"unknown declared", "text/plain; charset=x-nonsense", "abc", "utf-8", "abc"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Charset([]byte(c.body), c.ct); got != c.want {
				t.Errorf("Charset = %q, want %q", got, c.want)
			}
			if got := DecodeText([]byte(c.body), c.ct); got != c.text {
				t.Errorf("DecodeText = %q, want %q", got, c.text)
			}
		})
	}
}
