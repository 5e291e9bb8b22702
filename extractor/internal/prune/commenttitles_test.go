package prune

import "testing"

// commentTitleCases are comment threads on pages whose class names say
// nothing, titled by a heading that names them, with or without a count.
var commentTitleCases = []pruneCase{
	{
		name: "a chinese thread box opened by a heading with a full-width count",
		html: zhNews + `<div class="k2w"><h2>网友评论（3）</h2><div class="k3w"><span>读书人小周</span> <span>2026-11-27 11:02</span>` +
			`<p>终于等到开馆了，周末一定去看看！</p></div><div class="k3w"><span>书虫</span><p>建议增加晚上的开放时间。</p></div></div>`,
		cut: []string{"div"},
	},
	{
		name: "a korean heading with a bare count, the comments its later siblings",
		html: article + `<h2>댓글 3</h2><div><b>한강러버</b> 2026.11.27 11:02</div><p>매일 출근할 때 타보고 싶네요. 기대됩니다!</p>` +
			`<div><b>잠실주민</b> 2026.11.27 11:40</div><p>겨울에도 제대로 운항할 수 있을지 궁금합니다.</p>`,
		cut: []string{"h2", "div"},
	},
	{
		name: "a russian thread with its count in brackets",
		html: article + `<div><h3>Комментарии (2)</h3><div><p>Отличная новость! Обязательно сходим с сыном.</p></div>` +
			`<div><p>Был на открытии, впечатляет.</p></div></div>`,
		cut: []string{"div"},
	},
	{
		name: "a dutch subheading naming reactions, without a count, heads a section of the story",
		html: article + `<h2>Reacties</h2><p>` + para("reacties", 30) + `</p><p>` + para("oppositie", 30) + `</p>` +
			`<h2>Hoe verder</h2><p>` + para("verder", 30) + `</p>`,
		keep: []string{"h2", "p"},
	},
	{
		name: "a hebrew and a chinese subheading without a count keep their sections, and their titles",
		html: zhNews + `<h3>评论</h3><p>` + zhArticle[3:] + `<h3>תגובות</h3><p>` + para("tguvot", 30) + `</p>`,
		keep: []string{"h3", "p"},
	},
	{
		name: "a counted thread stops at the story's next section",
		html: article + `<h2>Reacties (2)</h2><div><b>Jan</b> 27-11-2026 11:02</div><div>Goed nieuws voor de stad.</div>` +
			`<div><b>Piet</b> 27-11-2026 11:40</div><div>Eindelijk!</div><h2>Hoe verder</h2><p>` + para("verder", 30) + `</p>`,
		cut:  []string{"h2", "div"},
		keep: []string{"p"},
	},
	{
		name: "a thread titled without a count, its comments dated",
		html: article + `<h2>Reacties</h2><div><b>Jan</b> 27-11-2026 11:02</div><div>Goed nieuws voor de stad.</div>` +
			`<div><b>Piet</b> 27-11-2026 11:40</div><div>Eindelijk, dat werd tijd.</div>`,
		cut: []string{"h2", "div"},
	},
	{
		name: "a subheading without a count over paragraphs that name years heads a section of the story",
		html: article + `<h2>Reacties</h2><p>In 2019 ` + para("jaar", 30) + `</p><p>Sinds 2021 ` + para("sinds", 30) + `</p>`,
		keep: []string{"h2", "p"},
	},

	{
		name: "a thread titled without a count above the box a script fills",
		html: article + `<h3>Comments</h3><div class="fb-comments" data-numposts="10"></div><p>Advertise with us.</p>`,
		cut:  []string{"h3"},
	},
	{
		name: "a comments heading that is a link to the thread is kept",
		html: article + `<h3><a href="/c">Comments (3)</a></h3><p>` + para("after", 30) + `</p>`,
		keep: []string{"p"},
	},
	{
		name: "a comments heading before the article's text opens a thread page",
		html: `<h2>Comments (2)</h2><div><p>` + para("first", 40) + `</p></div><div><p>` + para("second", 40) + `</p></div>`,
		keep: []string{"div", "p"},
	},
}

func TestDropCount(t *testing.T) {
	for _, c := range []struct {
		line, want string
		bare, ok   bool
	}{
		{"comments (12", "comments", false, true},
		{"网友评论（3", "网友评论", false, true},
		{"コメント（3件", "コメント", false, true},
		{"комментарии [3]", "комментарии", false, true},
		{"التعليقات (٣", "التعليقات", false, true},
		{"댓글 3", "댓글 3", false, false},
		{"댓글 3", "댓글", true, true},
		{"video 2", "video 2", false, false},
		{"comments", "comments", true, false},
		{"(3", "(3", true, false},
		{"2024", "2024", true, false},
	} {
		if got, ok := dropCount(c.line, c.bare); got != c.want || ok != c.ok {
			t.Errorf("dropCount(%q, %v) = %q, %v, want %q, %v", c.line, c.bare, got, ok, c.want, c.ok)
		}
	}
}
