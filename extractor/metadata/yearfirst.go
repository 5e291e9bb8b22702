package metadata

import (
	"regexp"
	"strconv"
)

// Hungarian writes the year first, each part closed by a dot, and the
// month as a word ("2024. május 3.", "2024. máj. 3. 10:15"), or the day
// with a case ending ("2024. május 3-án", on the 3rd); monthnames.Latin
// knows its months. The other date shapes read the day before the year.

// yearFirstMonth matches a Hungarian date: year, dot, month word, day.
var yearFirstMonth = regexp.MustCompile(`(?i)\b(\d{4})\.\s*(január|február|március|április|május|június|július|augusztus|szeptember|október|november|december|jan|febr|márc|ápr|máj|jún|júl|aug|szept|okt|nov|dec)\.?\s+(\d{1,2})[.-]`)

// yearFirstDate formats a yearFirstMonth match.
func yearFirstDate(m []string) string {
	return ymd(m[1], strconv.Itoa(monthNum(m[2])), m[3])
}
