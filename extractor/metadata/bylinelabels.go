package metadata

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Bylines in scripts other than Latin carry their own "By" and their own
// role words, which byPrefix and trimRole (written for the Latin-script
// languages of the corpora) leave on the name: "Автор: Ирина Смирнова",
// "记者 王晓明", "佐藤 健太 記者", "김민수 기자", "بقلم: أحمد المصري",
// "מאת: נועה לוי", "लेखक: राहुल शर्मा", "โดย สมชาย ใจดี". The corpora hold
// almost no such page, so the words are not mined: each is the everyday
// label of a news byline in its language, the one a reader of that
// language sees before or after the reporter's name.

// bylineLabels open a byline; a colon (ASCII or full-width), a slash or
// white space parts them from the name ("文/张三", "作者：李四").
var bylineLabels = []string{
	"автор", "авторка", "текст", // Russian, Ukrainian: author, author (f.), text
	"本报记者", "记者", "作者", "撰文", "文", // Chinese: our reporter, reporter, author, written by, text
	"執筆", "記者", // Japanese: written by, reporter
	"เขียนโดย", "ผู้เขียน", "โดย", // Thai: written by, author, by
	"بقلم", "بواسطة", "كتب", "كتبت", "الكاتب", // Arabic: by the pen of, by, wrote (m., f.), the writer
	"نویسنده",        // Persian: author
	"מאת",            // Hebrew: by
	"लेखक", "लेखिका", // Hindi: author (m., f.)
}

// bylineRoles close a byline after the name and a space: the reporter's
// title, which Japanese, Korean and Hindi write after the name.
var bylineRoles = []string{
	"記者", "特派員", "編集委員", // Japanese: reporter, correspondent, senior writer
	"기자", "특파원", "선임기자", // Korean: reporter, correspondent, senior reporter
	"द्वारा", // Hindi: by (a postposition)
}

// trimBylineLabel removes one label of bylineLabels before the name, when
// a name is left. A label parted from the name by white space alone must
// be followed by a capital in scripts that have them ("Автор фото: …" is a
// photo credit's label, "Текст и фото: …" two labels), and a label of one
// letter needs a colon or a slash ("文/张三"), as "文" is also a surname.
func trimBylineLabel(s string) string {
	for _, l := range bylineLabels {
		rest, ok := cutFoldPrefix(s, l)
		if !ok {
			continue
		}
		name := strings.TrimLeft(rest, " \u00a0\u3000")
		if sep := strings.TrimLeft(name, ":：/／"); sep != name {
			name = strings.TrimLeft(sep, " \u00a0\u3000")
		} else if name == rest || utf8.RuneCountInString(l) == 1 || !capitalFirst(name) {
			continue // glued to the next word, or spaced where a separator is wanted
		}
		if name != "" {
			return name
		}
	}
	return s
}

// capitalFirst reports whether s starts with a capital, or with a letter
// of a script without case (Chinese, Thai, Arabic …).
func capitalFirst(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r) || unicode.IsLetter(r) && !unicode.IsLower(r)
}

// trimBylineRole removes one role of bylineRoles after the name, when a
// name is left. author.go calls it after the date and the tail are cut,
// as "김민수 기자 2026.11.27" ends in its date, not its role.
func trimBylineRole(s string) string {
	for _, r := range bylineRoles {
		if head, ok := strings.CutSuffix(s, r); ok {
			if name := strings.TrimRight(head, " \u00a0\u3000"); name != head && name != "" {
				return name
			}
		}
	}
	return s
}

// cutFoldPrefix is strings.CutPrefix ignoring the case of a Cyrillic
// label's first letter ("Автор", "АВТОР").
func cutFoldPrefix(s, prefix string) (string, bool) {
	if len(s) < len(prefix) {
		return s, false
	}
	if strings.EqualFold(s[:len(prefix)], prefix) {
		return s[len(prefix):], true
	}
	return s, false
}

// scriptBylineStart reports whether the text node txt opens a byline with
// a label of bylineLabels and a colon or slash ("Автор: Ирина Смирнова",
// "بقلم: أحمد المصري", "文/张三"), as bylineStart reads "By Jane Doe" on
// pages that mark no byline by class. The colon is asked for: without it
// "Текст песни" or a Thai sentence opening with "โดย" would read as one.
func scriptBylineStart(txt string) bool {
	for _, l := range bylineLabels {
		rest, ok := cutFoldPrefix(txt, l)
		if !ok {
			continue
		}
		rest = strings.TrimLeft(rest, " \u00a0")
		for _, sep := range []string{":", "：", "/", "／"} {
			if name, ok := strings.CutPrefix(rest, sep); ok && strings.TrimLeft(name, " \u00a0\u3000") != "" {
				return true
			}
		}
	}
	return false
}
