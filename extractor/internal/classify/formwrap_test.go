package classify

import (
	"strings"
	"testing"
)

func TestWrapperForm(t *testing.T) {
	const url = "https://forum.example.org/r/cooking/comments/abc/pans/"
	body := `<div class="md"><p>Mine has lasted ten years.</p></div>`
	cases := []struct {
		name   string
		form   string
		chrome bool
	}{
		{"a comment's wrapper with a hidden id", `<form action="#" class="usertext"><input type="hidden" name="thing_id" value="t1_x">` + body + `</form>`, false},
		{"a reply box", `<form action="#" class="usertext"><input type="hidden" name="thing_id" value="t1_x">` + body + `<textarea name="text"></textarea><button>save</button></form>`, true},
		{"posting elsewhere", `<form action="/search"><input type="hidden" name="q" value="x">` + body + `</form>`, true},
		{"no text", `<form action="#"><input type="hidden" name="thing_id" value="t1_x"></form>`, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// The form holds less than half the page's text: a larger
			// element is never chrome (markChrome).
			page := `<html><body><main><p>` + strings.Repeat("The post that opened the thread, with its many sentences. ", 20) +
				`</p><div class="entry">` + c.form + `</div></main></body></html>`
			if got := formChrome(t, page, url); got != c.chrome {
				t.Errorf("chrome = %v, want %v", got, c.chrome)
			}
		})
	}
}
