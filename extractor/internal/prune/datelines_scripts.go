package prune

import (
	"strings"

	"folio/extractor/internal/monthnames"
)

// Datelines in the scripts the corpora barely hold: "记者 王晓明
// 2026年11月27日 10:30 来源：江南日报", "โดย สมชาย ใจดี 27 พ.ย. 2569 10:30
// น.", "بقلم: أحمد المصري الجمعة 27 نوفمبر 2026 - 10:30 ص", "लेखक: राहुल
// शर्मा अपडेटेड: 27 नवंबर 2026, 10:30 AM". isDateline reads them with the
// month names and the dateline words below, a label's colon aside
// (scriptDatelineWord), and reads a CJK or Korean date ("2026年11月27日",
// "2026년11월27일") as one numeric date (isNumeric, numericDate). Each
// word is what a news site of that language prints around its byline and
// date: byline and source labels, "updated", "published", weekdays and
// the AM and PM marks; the month names are those of package monthnames, which
// metadata reads dates by too (genitive in Russian and Ukrainian, Hebrew's
// after its preposition, Thai's abbreviations with or without the last
// dot, which isDateline trims). Typed by hand: the labelled corpora hold
// no page in these scripts.
var scriptDatelineWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(
		// Chinese and Japanese: reporter, author, editor, source, published, updated
		"记者 作者 编辑 责任编辑 来源 发布 发布时间 更新 記者 編集 発表 更新日 公開 " +
			// Korean: reporter, input (posted), revised, updated
			"기자 입력 수정 업데이트 " +
			// Thai: by, the o'clock mark "น."
			"โดย น " +
			// Arabic: by, wrote, updated, published, AM, PM, the weekdays
			"بقلم كتب تحديث نشر ص م الأحد الاثنين الثلاثاء الأربعاء الخميس الجمعة السبت " +
			// Hebrew: by, published, updated
			"מאת פורסם עודכן " +
			// Russian and Ukrainian: author, published, updated
			"автор опубликовано обновлено опубліковано оновлено " +
			// Hindi: author, updated, published
			"लेखक अपडेटेड अपडेट प्रकाशित") {
		scriptDatelineWords[w] = true
	}
}

// scriptDatelineWord reports whether the lower-cased word w, a label's
// colon aside ("بقلم:", "लेखक:"), is a dateline word of the scripts above
// or a month name of theirs (monthnames.Script).
func scriptDatelineWord(w string) bool {
	w = strings.TrimRight(w, ":：")
	_, month := monthnames.Script(w)
	return month || scriptDatelineWords[w]
}

// cjkDateMark reports whether r marks a year, month or day in a CJK or
// Korean date ("2026年11月27日", "2026년 11월 27일").
func cjkDateMark(r rune) bool {
	switch r {
	case '年', '月', '日', '년', '월', '일':
		return true
	}
	return false
}
