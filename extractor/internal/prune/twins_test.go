package prune

import "strings"

// event is a listing's card: a title, a date, a price and an organiser.
func event(title string) string {
	return `<h3><a href="/e/1">` + title + `</a></h3><p>Wednesday at 4:00 PM EDT</p><p>Free</p><p>Tech Transformation Hub, 260 followers</p>`
}

// events is a list of cards of one kind, each holding its inner HTML.
func events(inner ...string) string {
	var b strings.Builder
	b.WriteString(`<ul>`)
	for _, c := range inner {
		b.WriteString(`<li class="card">` + c + `</li>`)
	}
	b.WriteString(`</ul>`)
	return b.String()
}

var twinCases = []pruneCase{
	{
		// A writer's paragraph set down twice stays twice, in a <p> or
		// a bare <div>: the truths repeat it as the page shows it.
		name: "a paragraph of running text written twice",
		html: `<h2>Sobre el proyecto</h2><p>` + para("uno", 40) + `</p><p>` + para("uno", 40) + `</p>` +
			`<div>` + para("dos", 40) + `</div><div>` + para("dos", 40) + `</div>`,
		keep: []string{"p", "div"},
	},
	{
		name: "a card's mobile and desktop layouts side by side",
		html: events(`<div class="mobile-card">`+event("How eCommerce Can Use Reverse-Engineering")+`</div><section class="desktop-card">`+
			event("How eCommerce Can Use Reverse-Engineering")+`</section>`,
			`<div class="mobile-card">`+event("How to Get Clients from Networking")+`</div><section class="desktop-card">`+
				event("How to Get Clients from Networking")+`</section>`),
		cut:  []string{"section"},
		keep: []string{"div", "li"},
	},
	{
		name: "the same job posted twice in a list",
		html: events(event("Senior Full Stack Designer"), event("Senior Full Stack Designer"), event("Data Engineer"), event("Recruiter")),
		keep: []string{"li", "h3", "p"},
	},
	{
		name: "twins apart: another element between them",
		html: `<div>` + event("How to Get Clients from Networking") + `</div><p>` + para("between", 12) + `</p><div>` +
			event("How to Get Clients from Networking") + `</div>`,
		keep: []string{"div"},
	},
	{
		name: "short repeated lines are no twins",
		html: `<p>Free shipping</p><p>Free shipping</p>`,
		keep: []string{"p"},
	},
}
