package metadata

import "testing"

func TestWrittenDate(t *testing.T) {
	for _, c := range []struct{ iso, lang, want string }{
		{"2024-05-03", "", "3 May 2024"},
		{"2024-05-03T09:30:00+02:00", "de-AT", "3. Mai 2024"},
		{"2024-05-03", "fr_CA", "3 mai 2024"},
		{"2024-05-03", "ES", "3 de mayo de 2024"},
		{"2024-05-03", "pt-BR", "3 de maio de 2024"},
		{"2024-05-03", "it", "3 maggio 2024"},
		{"2024-05-03", "nl", "3 mei 2024"},
		{"2024-05-03", "pl", "3 maja 2024"},
		{"2024-05-03", "hu-HU", "2024. május 3."},
		{"2024-05-03", "zh-Hans", "2024年5月3日"},
		{"2024-05-03", "sv-SE", "3 May 2024"},
		{" 2024-05-03 ", "English", "3 May 2024"},
	} {
		if got, ok := WrittenDate(c.iso, c.lang); !ok || got != c.want {
			t.Errorf("WrittenDate(%q, %q) = %q, %v; want %q", c.iso, c.lang, got, ok, c.want)
		}
	}
	for _, iso := range []string{"", "Spring 2024", "2024-13-01", "2024-05"} {
		if got, ok := WrittenDate(iso, "de"); ok || got != "" {
			t.Errorf("WrittenDate(%q) = %q, %v; want nothing", iso, got, ok)
		}
	}
}

func TestShowsDate(t *testing.T) {
	for _, c := range []struct {
		text, iso string
		want      bool
	}{
		{"Von Anna Lehmann, 7. Januar 2019", "2019-01-07", true},
		{"Von Anna Lehmann, 07.\u00a0Januar 2019", "2019-01-07T08:00:00+01:00", true},
		{"Publié le 1er mai 2024", "2024-05-01", true},
		{"Publicado el 3 de mayo de 2024", "2024-05-03", true},
		{"Opublikowano 3 maja 2024", "2024-05-03", true},
		{"Опубликовано 3 мая 2024 г.", "2024-05-03", true},
		{"公開日 2024年5月3日", "2024-05-03", true},
		{"May 3, 2024", "2024-05-03", true},
		{"Posted 05/03/2024", "2024-05-03", true},
		{"03.05.2024", "2024-05-03", true},
		{"LVMH mit ordentlichem Wachstum 28.01.22 / 0 Kommentare", "2022-01-28", true},
		{"Szerző: Kovács Anna, 2024. május 3. 10:15", "2024-05-03", true},
		{"28.01.21", "2022-01-28", false},
		{"2024-05-03", "2024-05-03T10:00:00Z", true},
		{"Von Anna Lehmann, 8. Januar 2019", "2019-01-07", false},
		// Another day that ends with the same digits.
		{"Aktualisiert am 13. Mai 2024", "2024-05-03", false},
		{"Updated 13 May 2024", "2024-05-03", false},
		{"Le 23 mai 2024", "2024-05-03", false},
		{"Posted 12/1/2024", "2024-02-01", false},
		{"2024年5月13日", "2024-05-03", false},
		{"Am 13. Mai 2024 aktualisiert, am 3. Mai 2024 erschienen", "2024-05-03", true},
		{"7. Januar 2018", "2019-01-07", false},
		{"", "2019-01-07", false},
		{"7. Januar 2019", "Spring 2019", false},
	} {
		if got := ShowsDate(c.text, c.iso); got != c.want {
			t.Errorf("ShowsDate(%q, %q) = %v, want %v", c.text, c.iso, got, c.want)
		}
	}
}
