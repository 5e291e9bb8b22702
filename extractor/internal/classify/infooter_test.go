package classify

import (
	"testing"
)

func TestInSiteFooter(t *testing.T) {
	payers := `<div class="collapsible" id="chosen">Allied Benefit Systems - Aetna<ul><li>Aetna</li><li>Cigna</li></ul></div>`
	cases := []struct {
		name, body string
		want       bool
	}{
		{"the site's footer", `<div id="app"></div><footer class="footer"><div>About us</div>` + payers + `</footer>`, true},
		{"role contentinfo", `<div id="app"></div><div role="contentinfo">` + payers + `</div>`, true},
		{"an article's own footer", `<article><p>Text.</p><footer>` + payers + `</footer></article>`, false},
		{"a footer inside main", `<main><section><footer>` + payers + `</footer></section></main>`, false},
		{"content beside the footer", `<div><p id="chosen">The service we offer, in full.</p></div><footer>` + payers + `</footer>`, false},
		{"no footer", `<div>` + payers + `</div>`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := indexPage(t, `<html><body>`+c.body+`</body></html>`)
			mains := chosenIDs(x, 1, "chosen")
			if len(mains) == 0 {
				t.Fatal("nothing chosen")
			}
			if got := inSiteFooter(x, mains); got != c.want {
				t.Errorf("inSiteFooter = %v, want %v", got, c.want)
			}
		})
	}
}
