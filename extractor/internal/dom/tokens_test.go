package dom

import (
	"slices"
	"testing"

	"golang.org/x/net/html"
)

func TestTokens(t *testing.T) {
	cases := []struct {
		list, tok  string
		want, fold bool
	}{
		{"price", "price", true, true},
		{"card price big", "price", true, true},
		{"card\tprice\nbig", "price", true, true},
		{"\fprice\r", "price", true, true},
		{"  price  ", "price", true, true},
		{"price--on-sale", "price", false, false},   // a modifier is another token
		{"priceless price", "price", true, true},    // a miss, then the token
		{"price-x sale price", "price", true, true}, // a prefix hit before the token
		{"old-price", "price", false, false},        // a suffix
		{"Price", "price", false, true},             // case counts, unless folded
		{"AUTHOR nofollow", "author", false, true},  // rel="AUTHOR nofollow"
		{"price\u00a0big", "price", false, false},   // NBSP is not HTML white space
		{"", "price", false, false},
		{"a b", "", false, false},
		{"   ", "", false, false},
	}
	for _, c := range cases {
		if got := HasToken(c.list, c.tok); got != c.want {
			t.Errorf("HasToken(%q, %q) = %v, want %v", c.list, c.tok, got, c.want)
		}
		if got := HasTokenFold(c.list, c.tok); got != c.fold {
			t.Errorf("HasTokenFold(%q, %q) = %v, want %v", c.list, c.tok, got, c.fold)
		}
	}
	var seen []string
	AnyToken(" a\tbb  c ", func(w string) bool { seen = append(seen, w); return w == "bb" })
	if len(seen) != 2 || seen[0] != "a" || seen[1] != "bb" {
		t.Errorf("AnyToken visited %q, want [a bb] and a stop", seen)
	}
	if n := testing.AllocsPerRun(100, func() { HasToken("card price--on-sale price", "price") }); n != 0 {
		t.Errorf("HasToken allocates %v times", n)
	}
}

func TestHasClassAndHasAttr(t *testing.T) {
	doc := parse(t, `<body><details open class="box price--on-sale price"></details><p hidden="">x</p><svg><a xlink:href="#x"></a></svg></body>`)
	body := FindBody(doc)
	det, p, a := body.FirstChild, body.FirstChild.NextSibling, body.LastChild.FirstChild
	cases := []struct {
		name string
		got  bool
		want bool
	}{
		{"class token", HasClass(det, "price"), true},
		{"class token first", HasClass(det, "box"), true},
		{"class substring", HasClass(det, "sale"), false},
		{"no class attribute", HasClass(p, "price"), false},
		{"boolean attribute", HasAttr(det, "open"), true},
		{"empty value", HasAttr(p, "hidden"), true},
		{"absent", HasAttr(p, "open"), false},
		{"namespaced is not HTML's", HasAttr(a, "href"), false},
		{"element without attributes", HasAttr(&html.Node{Type: html.ElementNode, Data: "div"}, "id"), false},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %v, want %v", c.name, c.got, c.want)
		}
	}
}

// Tokens splits at ASCII white space only, as HTML splits token lists: a
// no-break space is part of a name; and a loop may stop early.
func TestTokensSplit(t *testing.T) {
	var got []string
	for tok := range Tokens("\f card\u00a0x\tpost\n\r ") {
		got = append(got, tok)
	}
	if want := []string{"card\u00a0x", "post"}; !slices.Equal(got, want) {
		t.Errorf("Tokens = %q, want %q", got, want)
	}
	n := 0
	for range Tokens("a b c") {
		if n++; n == 2 {
			break
		}
	}
	if n != 2 {
		t.Errorf("break after two tokens counted %d", n)
	}
}

func TestBlank(t *testing.T) {
	for s, want := range map[string]bool{"": true, " \t\n\r\f": true, " a ": false, "\u00a0": false, "\v": false} {
		if got := Blank(s); got != want {
			t.Errorf("Blank(%q) = %v, want %v", s, got, want)
		}
	}
}
