package prune

var signatureCases = []pruneCase{
	{
		name: "a member's signature under each of their posts",
		html: `<article><div class="post-body"><p>` + para("first", 30) + `</p></div>` +
			`<div class="message-signature">Community Leader, Software Engineer, UX Designer</div></article>` +
			`<article><div class="post-body"><p>` + para("second", 30) + `</p></div>` +
			`<div class="message-signature">Community Leader, Software Engineer, UX Designer</div></article>`,
		cut:  []string{"div"},
		keep: []string{"p"},
	},
	{
		name: "an id made from a heading's text is no signature",
		html: article + `<h3 id="Invalid_PGP_signature">Invalid PGP signature</h3><p>` + para("fix", 20) + `</p>`,
		keep: []string{"h3", "p"},
	},
	{
		name: "a post body named signature is not cut whole",
		html: `<div class="signature-theme">` + article + `</div>`,
		keep: []string{"div", "p"},
	},
}
