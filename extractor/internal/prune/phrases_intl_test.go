package prune

// intlCases are the boilerplate of German, French, Spanish, Italian,
// Portuguese, Dutch and Polish article bodies (phrases_intl.txt), beside
// prose that uses the same words.
var intlCases = []pruneCase{
	{
		// The languages of no corpus page: the typical lines, typed.
		name: "italian, portuguese, dutch and polish read-also lines with a colon",
		html: article + `<p><strong>Leggi anche:</strong> <a href="/a">Il governo approva la manovra economica</a></p>` +
			`<div><strong>Leia também:</strong> <a href="/b">Governo anuncia novas medidas para a economia</a></div>` + article +
			`<section>Lees ook: <a href="/c">Kabinet presenteert nieuwe plannen voor de woningmarkt</a></section>` +
			`<h4>Czytaj także: <a href="/d">Rząd przyjął projekt budżetu na przyszły rok</a></h4>`,
		cut: []string{"p", "div", "section", "h4"},
	},
	{
		// Without the colon a title phrase ("leggi anche", "lees ook",
		// "czytaj także") starts the line: with no links after it, it
		// is still a pointer before the link it holds.
		name: "italian, portuguese, dutch and polish read-also lines without a colon",
		html: article + `<p><strong>Leggi anche</strong> <a href="/a">Il governo approva la manovra economica</a></p>` + article +
			`<div><strong>Leia também</strong> <a href="/b">Governo anuncia novas medidas para a economia</a></div>` + article +
			`<section>Lees ook <a href="/c">Kabinet presenteert nieuwe plannen voor de woningmarkt</a></section>` + article +
			`<h4>Czytaj także <a href="/d">Rząd przyjął projekt budżetu na przyszły rok</a></h4>` + article,
		cut: []string{"p", "div", "section", "h4"},
	},
	{
		name: "italian, portuguese, dutch and polish read-also titles with their links",
		html: article + `<h3>Leggi anche</h3><ul><li><a href="/a">Il governo approva la manovra economica</a></li>` +
			`<li><a href="/b">Maltempo al nord, allerta rossa in Liguria</a></li></ul>` + article +
			`<h4>Leia também</h4><ul><li><a href="/c">Governo anuncia novas medidas para a economia</a></li>` +
			`<li><a href="/d">Chuvas causam alagamentos na capital paulista</a></li></ul>` + article +
			`<h5>Lees ook</h5><ol><li><a href="/e">Kabinet presenteert nieuwe plannen voor de woningmarkt</a></li>` +
			`<li><a href="/f">Storm zorgt voor overlast in het hele land</a></li></ol>` + article +
			`<h6>Czytaj także</h6><div><a href="/g">Rząd przyjął projekt budżetu na przyszły rok</a><br>` +
			`<a href="/h">Burze nad Polską, IMGW ostrzega mieszkańców</a></div>`,
		cut: []string{"h3", "ul", "h4", "h5", "ol", "h6", "div"},
	},
	{
		name: "sentences starting like a portuguese, dutch or polish read-also line are kept",
		html: article + `<p>Leia também o relatório completo, publicado ontem pelo instituto e disponível no <a href="/r">site</a> da entidade.</p>` +
			`<div>Lees ook de bijsluiter voordat u het middel gebruikt, want de dosering verschilt per leeftijd en gewicht.</div>` +
			`<section>Czytaj także etykiety, bo skład tych produktów bywa zupełnie inny niż sugeruje nazwa na opakowaniu.</section>`,
		keep: []string{"p", "div", "section"},
	},
	{
		name: "helpfulness prompt, back-to-top link and byline label",
		html: article + `<p>Ist dieser Beitrag hilfreich?</p><div><a href="#top">Naar boven</a></div><p>Scritto da Anna Rossi</p>`,
		cut:  []string{"p", "div"},
	},
	{
		name: "links to the previous and next post, alone or before their titles",
		html: article + `<div><p>Vorheriger Beitrag</p></div><div><a href="/p">Poprzedni artykuł Polityka mieszkaniowa po nowemu</a></div>` +
			`<section><a href="/q">Previous article Transforming Mount Trashmore: Plans to turn eyesore into beauty spot</a></section>`,
		cut: []string{"p", "div", "section"},
	},
	{
		name: "german related-articles title with its teaser links",
		html: article + `<h3>Das könnte Sie auch interessieren</h3><ul><li><a href="/a">Neue Regeln für den Winterdienst in der Stadt</a></li>` +
			`<li><a href="/b">So wird das Wetter am Wochenende</a></li></ul>`,
		cut: []string{"h3", "ul"},
	},
	{
		name: "german photo credit, print link and rating prompt",
		html: article + `<p>Foto: Ingrid Beispiel</p><div><a href="/print">Drucken</a></div><p>Artikel bewerten</p>`,
		cut:  []string{"p", "div"},
	},
	{
		name: "french and spanish read-also lines with their headlines",
		html: `<p>À lire aussi : <a href="/c">La réforme des retraites adoptée</a></p>` + article +
			`<p>Lea también: <a href="/d">El gobierno anuncia nuevas medidas económicas</a></p>`,
		cut: []string{"p"},
	},
	{
		name: "polish see-also line",
		html: article + `<p><strong>Czytaj też:</strong> <a href="/e">Wyścig zbrojeń ruszył na dobre</a></p>`,
		cut:  []string{"p"},
	},
	{
		name: "portuguese related title with its links",
		html: article + `<h4>Relacionadas</h4><ul><li><a href="/f">Polícia faz operação de combate a sequestros na capital</a></li>` +
			`<li><a href="/g">Policiais são presos em operação no interior</a></li></ul>`,
		cut: []string{"h4", "ul"},
	},
	{
		name: "spanish more-about line inside the story",
		html: article + `<p><a href="/h">Más sobre La Semana Política</a></p>` + article,
		cut:  []string{"p"}, // the pointer line, whole
	},
	{
		name: "german see-also line inside the story",
		html: article + `<p>Siehe auch<br><a href="/i">Die Chronik des Streits um die Brücke</a></p>` + article,
		cut:  []string{"p"},
	},
	{
		// "Siehe auch", "Más sobre" and "Mais sobre" point elsewhere only
		// when a link follows them: a forum reply, a blog's tip and a news
		// story may start a sentence of their own with the same words.
		name: "sentences starting like a see-also line are kept",
		html: article + `<p>Siehe auch meinen Beitrag vom letzten Winter, da hatte ich schon ein ähnliches Problem mit der Pumpe beschrieben.</p>` +
			`<div>Más sobre el riego: nunca dejes agua en el plato, porque las raíces se pudren con facilidad.</div>` +
			`<section>Mais sobre o projeto deve ser divulgado na audiência pública da próxima quinta-feira.</section>` +
			`<h5><small>Mais sobre o autor, que mora em <a href="/r">Recife</a> desde 1998 e escreve sobre a cidade</small></h5>`,
		keep: []string{"p", "div", "section", "small", "h5"},
	},
	{
		name: "a sentence starting like a credit is kept",
		html: article + `<p>Die Quelle dieses Berichts ist ein Gutachten, das der Redaktion seit Wochen vorliegt und das die Behörde bestätigt hat.</p>`,
		keep: []string{"p"},
	},
	{
		name: "an ad label as a heading and a permalink line",
		html: article + `<h3 class="tl-ad-heading">Advertisement</h3><ul><li><strong>Permalien</strong> https://p.dw.com/p/RPYx</li></ul>`,
		cut:  []string{"h3", "li"},
	},
	{
		name: "a one-word heading naming a social network is kept",
		html: article + `<h3>Facebook</h3><p>` + para("card", 20) + `</p>`,
		keep: []string{"h3"},
	},
}
