package prune

import (
	"testing"

	"golang.org/x/net/html"
)

// tailCases are teaser runs after an article's last paragraph, and links
// that end an article without being teasers.
var tailCases = []pruneCase{
	{
		name: "teaser headlines and a cut-off summary after the text",
		html: article + `<h4>Weitere Tourentipps</h4><p><a href="/a">Ein Roadtrip entlang der Küste im Frühling</a></p>` +
			`<div>Mit dem Rad durch die Weinberge und zurück zum Hafen, wo ...</div>` +
			`<p><a href="/b">Herbstlicher Wochenend-Ausflug in die Berge</a></p>`,
		cut: []string{"h4", "p", "div"},
	},
	{
		// No headline links: the summaries end with their own short link.
		name: "summaries cut off with a read-more link after the text",
		html: article + `<div>Clients book a call and I pitch them an audit for a one-off fee, then ... <a href="/t/1">[read more]</a></div>` +
			`<div>I have optimized the meta tags and built some links but rankings are still slow, what are the best ... <a href="/t/2">[read more]</a></div>` +
			`<section><p><b>Wettergutachten</b></p><p>Auskunft über vergangenes Wetter… <a href="/w">mehr •••</a></p></section>`,
		cut: []string{"div", "p"},
	},
	{
		// WordPress's excerpts end "[…]": long as they are, they are no
		// paragraph of the article, which ended before them.
		name: "WordPress excerpts cut off with a bracketed ellipsis after the text",
		html: article + `<p>` + para("four", 40) + `</p><div class="nextstory"><h2><a href="/2019/09/choir">Patti Smith and Stewart Copeland join the choir</a></h2>` +
			`<p>` + para("choir", 22) + ` […]</p></div><div class="nextstory"><h2><a href="/2019/09/stargazing">Stargazing: a graphic novel for young readers</a></h2>` +
			`<p>` + para("starz", 22) + ` [&hellip;]</p></div>`,
		cut: []string{"h2", "p"},
	},
	{
		name: "a paragraph that trails off before a link of its own is kept",
		html: article + `<p>He never finished the sentence, and then ... <a href="/v">the video</a> shows the rest.</p>` +
			`<p>The council meets again in May... <a href="/agenda">agenda</a></p>`,
		keep: []string{"p"},
	},
	{
		name: "links after a tutorial's code are left to other rules",
		html: article + `<pre>go run ./cmd/tool --all</pre><p><a href="/a">Ein Roadtrip entlang der Küste im Frühling</a></p>` +
			`<p><a href="/b">Herbstlicher Wochenend-Ausflug in die Berge</a></p>`,
		keep: []string{"p"},
	},
	{
		name: "teaser paragraphs with a summary between them go: no headings, no list",
		html: article + `<p><a href="/a">Ein Roadtrip entlang der Küste im Frühling</a></p><p>Mit dem Rad durch die Weinberge und zurück zum Hafen am Abend, vorbei an alten Mühlen, stillen Dörfern und den Feldern der Bauern am Fluss</p>` +
			`<p><a href="/b">Herbstlicher Wochenend-Ausflug in die Berge</a></p>`,
		cut: []string{"p"},
	},
	{
		name: "a lone source link after the text is kept",
		html: article + `<p><a href="/src">Die Studie im Original beim Verlag</a></p>`,
		keep: []string{"p"},
	},
	{
		name: "a line introducing linked press releases is kept",
		html: article + `<p><strong>Lesen Sie dazu auch die Pressemitteilungen:</strong></p><ul><li><a href="/1">Nr. 34 vom 8. November 2021</a></li>` +
			`<li><a href="/2">Nr. 35 vom 9. November 2021</a></li></ul>`,
		keep: []string{"p"},
	},
	{
		name: "a guide's linked steps, each with its summary, are the article's",
		html: article + `<h3><a href="/s1">Step 1 - Backing up your data</a></h3><p>Five things to consider when backing up the data of a small office.</p>` +
			`<h3><a href="/s2">Step 2 - Protecting your organisation from malware</a></h3><p>Free and easy tips that help to prevent malware from damaging your organisation.</p>` +
			`<h3><a href="/s3">Step 3 - Keeping your smartphones safe</a></h3>`,
		keep: []string{"h3", "p"},
	},
	{
		name: "linked headlines with their dates after the text go",
		html: article + `<h3><a href="/a">Building brains for bulldozers on the site</a></h3><p>Jane Doe - 2024-12-17</p>` +
			`<h3><a href="/b">Your sneak peek at the redesigned blog</a></h3><p>John Roe - 2024-12-04</p>` +
			`<h3><a href="/c">Making tools that are actually good</a></h3>`,
		cut: []string{"h3"},
	},
	{
		name: "chinese teaser headlines after a chinese article go",
		html: zhArticle + `<p><a href="/a">全国首个二十四小时无人值守书店在成都开业，夜间客流超出预期</a></p>` +
			`<p><a href="/b">杭州地铁五号线延伸段明年通车，沿线将新增三座文化场馆</a></p>`,
		cut: []string{"p"},
	},
	{
		name: "chinese teaser headlines after news paragraphs of eighty characters go",
		html: zhNews + `<p><a href="/a">全国首个二十四小时无人值守书店在成都开业，夜间客流超出预期</a></p>` +
			`<p><a href="/b">杭州地铁五号线延伸段明年通车，沿线将新增三座文化场馆</a></p>`,
		cut: []string{"p"},
	},
	{
		name: "a thai teaser headline run after a thai article goes",
		html: thArticle + `<div><a href="/a">กรุงเทพมหานครเปิดสวนสาธารณะแห่งใหม่ริมแม่น้ำเจ้าพระยา</a></div>` +
			`<div><a href="/b">กรมอุตุนิยมวิทยาเตือนฝนตกหนักทั่วภาคใต้ตลอดสัปดาห์นี้</a></div>`,
		cut: []string{"div"},
	},
	{
		name: "a listing of links is not a tail",
		html: `<p><a href="/1">Erster Artikel der Liste mit Titel</a></p><p><a href="/2">Zweiter Artikel der Liste mit Titel</a></p>` +
			`<p><a href="/3">Dritter Artikel der Liste mit Titel</a></p>`,
		keep: []string{"p"},
	},
}

// moreText is an article's text after a box inside it, unlike article's.
// It holds more units than promos' closing edge.
var moreText = "<p>" + para("four", 40) + "</p><p>" + para("five", 40) + "</p><p>" + para("six", 40) + "</p><p>" +
	para("seven", 40) + "</p><p>" + para("eight", 40) + "</p><p>" + para("nine", 40) + "</p><p>" + para("ten", 40) + "</p>"

// promoIntlCases are closing calls to action in other languages.
var promoIntlCases = []pruneCase{
	{
		name: "german follow-us and support lines at the end",
		html: article + `<p>Folgen Sie uns auf <a href="/fb">Facebook</a> und <a href="/tw">Twitter</a></p><p>Unterstützen Sie unsere Arbeit mit einem <a href="/abo">Abo</a>.</p>`,
		cut:  []string{"p"},
	},
	{
		name: "click-here and app prompts at the end in german, french and polish",
		html: article + `<p>DHB jetzt auch digital! Einfach <a href="/r">hier klicken</a> und für das digitale DHB registrieren!</p>` +
			`<p>Pour ne rien manquer, <a href="/n">cliquez ici</a>.</p><p><a href="/app">Pobierz aplikację</a> i czytaj nas w telefonie.</p>`,
		cut: []string{"p"},
	},
	{
		name: "german comment box named in german",
		html: article + `<section class="kommentare"><h2>0 Kommentare</h2><p>Keine Kommentare (Kommentare erscheinen erst nach unserer Freigabe)</p></section>`,
		cut:  []string{"section"},
	},
	{
		name: "german caption class beside its image",
		html: article + `<div><img src="a.jpg"><p class="bildunterschrift">Rund um Wurzeln lagert sich Eisenoxid ab.</p></div>`,
		cut:  []string{"p"},
	},
	{
		name: "german ad disclosure, reading time and update line",
		html: `<p>Lesezeit: 4 Minuten</p>` + article + `<p><em>*Werbung. Dieser Beitrag enthält Werbung für eine Marke.</em></p>` +
			`<p>Letzte Aktualisierung am 2.02.2022 / Bilder von der Amazon Product Advertising API</p>`,
		cut:  []string{"p"},
		keep: []string{"em"},
	},
	{
		name: "wire-service footer and affiliate disclosure after a news story",
		html: article + `<p>(Reporting by Greg Roumeliotis; editing by Martin Howell)</p><p>Our Standards:The Thomson Reuters Trust Principles.</p>` +
			`<p>Microsoft may earn an Affiliate Commission if you purchase something through recommended links in this article.</p>`,
		cut:  []string{"p"},
		keep: []string{},
	},
	{
		name: "english reader-support appeal at the end",
		html: article + `<p><b>We need your help</b><br><br>Help us continue to bring the news to readers everywhere<br><a href="/give">Donate</a></p>`,
		cut:  []string{"p"},
	},
	{
		name: "german reader-support appeal at the end",
		html: article + `<p>Wir verzichten bewusst auf eine Bezahlschranke. Damit das so bleibt: <a href="/spenden">Spende jetzt</a></p>`,
		cut:  []string{"p"},
	},
	{
		name: "portuguese subscription appeal at the end",
		html: article + `<p>Ler todo o conteúdo sem barreiras custa pouco. <a href="/assinatura">Assine por apenas R$5,94/mês</a></p>`,
		cut:  []string{"p"},
	},
	{
		name: "polish donation appeal at the end",
		html: article + `<p>Wesprzyj nas: <a href="/wplata">przekaż darowiznę na naszą fundację</a></p>`,
		cut:  []string{"p"},
	},
	{
		name: "polish appeal box with its picture between the paragraphs",
		html: article + `<div class="ramka"><div class="inner"><p><img src="1-procent.jpg"></p>` +
			`<p>Czytasz właśnie nowy rodzaj materiału na naszym portalu. W krótki sposób informujemy Cię o tym, co ważne z perspektywy ` +
			`naszych priorytetów społecznych, gospodarczych i kulturalnych. <a href="/zbiorka">Wesprzyj nas darowizną</a> lub przekaż nam 1% podatku.</p></div></div>` + moreText,
		cut: []string{"p"},
	},
	{
		// A tutorial's step beside its screenshot is a box of its own
		// beside an image too: without the link to act on, its words are
		// the step's ("Sign up", "design update").
		name: "a tutorial step beside its screenshot is kept",
		html: article + `<div class="step"><img src="step1.png"><p>Sign up for a free account with your work email, then open the settings page.</p></div>` +
			`<div class="step"><img src="step2.png"><p>Review the design update in the preview pane before you publish it to the team.</p></div>` + moreText,
		keep: []string{"p"},
	},
	{
		name: "a call to action in a paragraph of the text is kept",
		html: article + `<p>Follow us on the trail: the path climbs for an hour before the hut.</p><div><p>Click here, said the sign on the kiosk, and the screen lit up.</p></div>` + moreText,
		keep: []string{"p"},
	},
	{
		name: "support named in a closing sentence of the story is kept",
		html: article + `<p>Die Stadt will die betroffenen Familien mit einem Fonds unterstützen.</p><p>The charity said it would donate the proceeds.</p>`,
		keep: []string{"p"},
	},
	{
		// A story's closing lines hold the words of a call to action and
		// no link to act on.
		name: "closing lines on newsletters, an app and a resignation on twitter are kept",
		html: article + `<p>The newsletters that survive share one trait: they hold something the reader can't get elsewhere.</p>` +
			`<p>Pobierz aplikację, radzi ministerstwo, ale tylko ze sprawdzonego sklepu.</p>` +
			`<p>The minister announced her resignation on Twitter late on Sunday evening.</p>`,
		keep: []string{"p"},
	},
	{
		// The words of an appeal in the closing lines of stories about
		// support, giving and paywalls, some with a link to a name.
		name: "closing lines on support, donations and paywalls are kept",
		html: article +
			`<p>Die <a href="/bund">Bundesregierung</a> sagte der Ukraine ihre Unterstützung zu, wie ein Sprecher mitteilte.</p>` +
			`<p>Seit Januar steht ein Teil der Artikel hinter einer Bezahlschranke; die Stiftung half mit einer Spende von 10.000 Euro.</p>` +
			`<p>O presidente declarou seu apoio ao projeto; a oposição espera que ele assine o decreto e apoie as famílias.</p>` +
			`<p>Het kabinet kondigt een nieuw steunpakket aan; het bedrijf heeft een miljoen euro gedoneerd.</p>` +
			`<p>Fundacja otrzymała darowizny od dwóch tysięcy osób. „Przekaż 1% podatku” – apelują wolontariusze hospicjum.</p>` +
			`<p>"We need your help," said Detective Jane Smith. "Help us continue the search," she added. Residents can please donate at the town hall.</p>`,
		keep: []string{"p"},
	},
	{
		name: "reporting mentioned inside a closing sentence is kept",
		html: article + `<p>The figures were first made public in reporting by the local newspaper last week.</p>`,
		keep: []string{"p"},
	},
}

// zhArticle and thArticle are article bodies in scripts written without
// spaces between words (the first paragraphs of testdata/scripts'
// articles): each paragraph one or a few space-parted pieces, and long.
const (
	zhArticle = "<p>11月26日上午，位于杭州市钱塘江畔的城市图书馆新馆正式向公众开放。新馆总建筑面积约八万平方米，设有阅览座位四千余个，藏书规模预计将在三年内达到六百万册。开馆当天，不少市民一早便在门口排起长队。家住滨江区的李女士带着两个孩子前来参观，她说：“孩子们最喜欢儿童阅读区，那里的设计很有想象力，我们打算每个周末都来。”据图书馆负责人介绍，新馆在设计之初就充分考虑了不同年龄段读者的需求。除了传统的借阅服务外，馆内还设置了数字体验中心、古籍修复展示室以及可容纳五百人的报告厅。</p><p>值得一提的是，新馆全面采用了智能借还系统。读者只需刷身份证或扫描二维码，即可在自助设备上完成借书和还书，整个过程不超过三十秒。城市规划专家张教授认为，公共图书馆不仅是藏书的地方，更是城市的公共客厅。“一座好的图书馆能够让不同背景的人在这里相遇、交流，这对于提升城市的文化氛围非常重要。”为了方便周边居民，图书馆还开通了三条免费接驳巴士线路，连接附近的地铁站和主要居民区。开放时间为每天上午九时至晚上九时，周一上午闭馆进行设备维护。</p>"
	thArticle = "<p>กรุงเทพมหานครเปิดสวนสาธารณะริมแม่น้ำเจ้าพระยาแห่งใหม่อย่างเป็นทางการเมื่อวันที่ 26 พฤศจิกายนที่ผ่านมา โดยสวนแห่งนี้มีพื้นที่กว่าสามสิบไร่ ประกอบด้วยทางเดินริมน้ำ ลานกิจกรรม และสนามเด็กเล่นที่ออกแบบให้เด็กทุกคนใช้งานได้</p><p>ผู้ว่าราชการกรุงเทพมหานครกล่าวในพิธีเปิดว่า สวนแห่งนี้เป็นส่วนหนึ่งของโครงการเพิ่มพื้นที่สีเขียวให้ประชาชนสามารถเดินถึงได้ภายในสิบห้านาทีจากบ้าน ซึ่งจะช่วยยกระดับคุณภาพชีวิตของคนเมืองภายในสวนมีการปลูกต้นไม้ใหญ่กว่าสองพันต้น รวมถึงพันธุ์ไม้พื้นถิ่นที่หาดูได้ยาก นอกจากนี้ยังมีระบบเก็บน้ำฝนเพื่อนำมาใช้รดน้ำต้นไม้ ช่วยลดการใช้น้ำประปาได้มากกว่าครึ่งหนึ่ง</p>"
	// zhNews is a Chinese news story as it is written: paragraphs of
	// some eighty characters, none 200 letters counted one a character.
	zhNews = "<p>11月26日上午，位于杭州市钱塘江畔的城市图书馆新馆正式向公众开放。新馆总建筑面积约八万平方米，设有阅览座位四千余个，藏书规模预计将在三年内达到六百万册。</p><p>开馆当天，不少市民一早便在门口排起长队。家住滨江区的李女士带着两个孩子前来参观，她说：“孩子们最喜欢儿童阅读区，那里的设计很有想象力，我们打算每个周末都来。”</p><p>据图书馆负责人介绍，新馆在设计之初就充分考虑了不同年龄段读者的需求。除了传统的借阅服务外，馆内还设置了数字体验中心、古籍修复展示室以及可容纳五百人的报告厅。</p><p>城市规划专家张教授认为，公共图书馆不仅是藏书的地方，更是城市的公共客厅。“一座好的图书馆能够让不同背景的人在这里相遇、交流，这对于提升城市的文化氛围非常重要。”</p>"
)

// TestTailSources: a story's list of sources after its text links out of
// the site and stays; the same list linking into the site is its teasers.
func TestTailSources(t *testing.T) {
	const page = "https://www.weekblad.nl/wetenschap/noordzee"
	titled := func(a, b, c, title string) string {
		return article + `<h3>Bronnen</h3><ul><li><a href="` + a + `">KNMI Klimaatsignaal over de Noordzee 2025</a></li>` +
			`<li><a href="` + b + `">` + title + `</a></li>` +
			`<li><a href="` + c + `">NIOZ onderzoek naar de opwarming van ondiepe zeeën</a></li></ul>`
	}
	list := func(a, b, c string) string { return titled(a, b, c, "ICES advies over visbestanden in de Noordzee") }
	sources := list("https://www.knmi.nl/r", "https://www.ices.dk/a", "https://www.nioz.nl/o")
	for _, c := range []struct {
		name, html, url string
		cut             bool
	}{
		{"sources on other sites", sources, page, false},
		{"teasers of the site", list("/a/1", "https://www.weekblad.nl/a/2", "https://sport.weekblad.nl/a/3"), page, true},
		{"one link into the site among links out", list("https://www.knmi.nl/r", "https://www.ices.dk/a", "/a/3"), page, true},
		{"a title twice is injected link spam", titled("https://www.knmi.nl/r", "https://www.ices.dk/a", "https://www.nioz.nl/o", "NIOZ onderzoek naar de opwarming van ondiepe zeeën"), page, true},
		{"links out of a page of no known address", sources, "", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			cut := false
			for _, k := range Prune([]*html.Node{parseRoot(t, c.html)}, nil, Page{URL: c.url}) {
				cut = cut || k.Rule == "tail"
			}
			if cut != c.cut {
				t.Errorf("tail cut = %v, want %v", cut, c.cut)
			}
		})
	}
}
