package prune

var dismissibleCases = []pruneCase{
	{
		name: "a Polish welcome box that a cookie closes, before the article",
		html: `<div class="block-welcome"><div class="txt">Witamy na stronie klubu. Piszemy artykuły o polityce i kulturze. ` +
			`Informujemy, że korzystamy z cookies.<div class="closebar"><a onclick="Cookies.set('welcome_off', true); ` +
			`$(this).closest('.block-welcome').slideUp(); return false;" href="">Zamknij</a></div></div></div>` + article,
		cut: []string{"div"},
	},
	{
		name: "a German alert with a Bootstrap dismiss button",
		html: article + `<section class="alert alert-info"><button type="button" class="btn" data-dismiss="alert">×</button>` +
			`<p>Neu: Unser Newsletter erscheint jetzt jeden Freitag.</p></section>`,
		cut: []string{"section"},
	},
	{
		name: "a French notice with a close button for screen readers",
		html: article + `<aside><button aria-label="Close">x</button><p>Recevez nos articles chaque semaine dans votre boîte.</p></aside>`,
		cut:  []string{"aside"},
	},
	{
		name: "a list item whose handler hides a spinner closes nothing",
		html: article + `<table><tr><td><div><a href="/b/1">The Book Thief</a> by Markus Zusak <a onclick="new Ajax.Request('/vote', ` +
			`{onLoading: function() { Element.hide('loading_link_1') }}); return false;" href="#">Vote</a></div></td></tr></table>`,
		keep: []string{"div", "td", "tr", "table"},
	},
	{
		name: "a recipe's intro whose read-more button hides itself closes nothing",
		html: `<div class="intro"><p>Diese Linsensuppe wärmt an kalten Tagen und braucht nur eine Stunde.</p>` +
			`<div id="more" style="display:block"><p>Die Linsen vorher nicht einweichen, sie werden sonst zu weich.</p></div>` +
			`<button onclick="document.getElementById('more').style.display='block'; this.style.display='none'">Weiterlesen</button></div>` + article,
		keep: []string{"div"},
	},
	{
		name: "a dialog that holds the story is the story",
		html: `<div class="dialog"><button data-dismiss="modal">Close</button>` + article + `</div>`,
		keep: []string{"div"},
	},
}
