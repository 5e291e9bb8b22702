package prune

// scriptsCases are the boilerplate of Chinese, Japanese, Korean, Arabic,
// Hebrew, Russian and Hindi article bodies (phrases_scripts.txt), beside
// prose that uses the same words.
var scriptsCases = []pruneCase{
	{
		name: "chinese related-reading title in full-width brackets with its links",
		html: article + `<h3>【相关阅读】</h3><ul><li><a href="/a">全国首个二十四小时无人值守书店在成都开业</a></li>` +
			`<li><a href="/b">数字阅读时代，实体图书馆如何吸引年轻读者</a></li></ul>`,
		cut: []string{"h3", "ul"},
	},
	{
		name: "japanese related-articles title with a full-width colon",
		html: article + `<div>関連記事：</div><ul><li><a href="/c">今年の冬は平年より寒くなる見通し</a></li>` +
			`<li><a href="/d">新千歳空港、除雪体制を強化へ</a></li></ul>`,
		cut: []string{"div", "ul"},
	},
	{
		name: "russian read-also title and korean, arabic and hebrew reply links",
		html: article + `<p>Читайте также:</p><ul><li><a href="/e">Учёные разработали новый способ очистки воды</a></li></ul>` +
			`<div><a href="#r1">답글</a></div><div><a href="#r2">رد</a></div><div><a href="#r3">הגב</a></div>`,
		cut: []string{"p", "ul", "div"},
	},
	{
		name: "hindi read-this-too title",
		html: article + `<h4>ये भी पढ़ें</h4><ul><li><a href="/f">दिल्ली की हवा में सुधार के लिए सरकार ने शुरू किया नया अभियान</a></li></ul>`,
		cut:  []string{"h4", "ul"},
	},
	{
		name: "comment headings with a count in brackets",
		html: article + `<p>Комментарии (3)</p><div>Comments (12)</div><p>评论（12）</p>`,
		cut:  []string{"p", "div"},
	},
	{
		name: "prose holding the words of a title is kept",
		html: article + `<p>相关阅读材料显示，新馆的借阅量在开放后的第一个月内增长了三倍，远远超出了此前的预期。</p>` +
			`<p>Читайте также отчёт мэрии, в котором подробно описаны планы на ближайшие три года.</p>`,
		keep: []string{"p"},
	},
}
