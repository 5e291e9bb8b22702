package prune

import "testing"

var signInCases = []pruneCase{
	{
		name: "a line opening with a link to the sign-in page",
		html: article + `<p><a href="https://shop.example.com/login/?redir=app%2F730">Sign in</a> to add this item to your wishlist, follow it, or mark it as ignored</p>`,
		cut:  []string{"p"},
	},
	{
		name: "a sign-in prompt in another language, wrapped in bold",
		html: article + `<p><b><a href="/konto/anmelden">Melde dich an</a></b>, um einen Preisalarm zu setzen.</p>`,
		cut:  []string{"p"},
	},
	{
		name: "a sign-in prompt under its own heading in a small box",
		html: article + `<section><h3>Price Alert</h3><a href="/accounts/login/">Log in</a> to set a price alert on this product.</section>`,
		cut:  []string{"section"},
	},
	{
		name: "a box whose nested blocks hold more than a short line is kept",
		html: article + `<section><h3>Members</h3><a href="/login">Sign in</a> to comment.<div>` + para("members", 30) + `</div></section>`,
		keep: []string{"section", "h3"},
	},
	{
		name: "an account banner: not signed in, open the page in the app (phrases.txt)",
		html: article + `<div>Open in Desktop App</div><p><b>You’re not signed in!</b><br>Open this page in the app to wishlist, follow, purchase and see recommendations</p>`,
		cut:  []string{"div", "p"},
	},
	{
		name: "a paragraph that goes on at length after saying the reader is not logged in is kept",
		html: article + `<p>You are not logged in ` + para("session", 35) + `</p>`,
		keep: []string{"p"},
	},
	{
		name: "a how-to step that starts by logging in to a service is kept",
		html: article + `<p><a href="https://play.example.com/console">Log in to your developer console</a> and click on Create Application.</p>`,
		keep: []string{"p"},
	},
	{
		name: "a paragraph that only mentions signing in is kept",
		html: article + `<p>Readers who <a href="/login">sign in</a> can save articles.</p>`,
		keep: []string{"p"},
	},
	{
		// The line and its link are counted alike: the arrow is a word of
		// neither, so the line says one word more than its link.
		name: "a link ending in an arrow, then a word",
		html: article + `<p><a href="/account/login">Sign in ›</a> required</p>`,
		cut:  []string{"p"},
	},
	{
		name: "a long paragraph opening with a sign-in link is kept",
		html: article + `<p><a href="/signin">Sign in</a> ` + para("account", 25) + `</p>`,
		keep: []string{"p"},
	},
}

func TestLoginHref(t *testing.T) {
	for href, want := range map[string]bool{
		"https://store.example.com/login/?redir=app": true, "/user/sign-in": true, "/account/sign_in": true,
		"/Konto/Anmelden": true, "/connexion": true, "https://login.example.com/": false,
		"/blog/?next=/login": false, "/products/blender": false, "": false,
		"/wp-login.php": true, "/Login.aspx": true, "/accounts/login-form": true,
		"/blog-index": false, "/design-in-nyc": false, "/catalog-information": false, "/dialog-in-2024": false, "/loginpage": false,
	} {
		if got := loginHref(href); got != want {
			t.Errorf("loginHref(%q) = %v, want %v", href, got, want)
		}
	}
}
