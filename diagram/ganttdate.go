package diagram

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Gantt charts write dates in two dialects: dateFormat in Day.js's tokens
// (YYYY-MM-DD), axisFormat in strftime's (%Y-%m-%d). Both become Go
// layouts here.

// dayjsTokens maps Day.js format tokens to Go's, longest first.
var dayjsTokens = []struct{ tok, layout string }{
	{"YYYY", "2006"}, {"YY", "06"},
	{"MMMM", "January"}, {"MMM", "Jan"}, {"MM", "01"}, {"M", "1"},
	{"DD", "02"}, {"D", "2"},
	{"dddd", "Monday"}, {"ddd", "Mon"},
	{"HH", "15"}, {"H", "15"}, {"hh", "03"}, {"h", "3"},
	{"mm", "04"}, {"m", "4"}, {"ss", "05"}, {"s", "5"},
	{"SSS", "000"}, {"A", "PM"}, {"a", "pm"}, {"ZZ", "-0700"}, {"Z", "-07:00"},
}

// goLayout turns a Day.js format into a Go time layout; text in [brackets]
// is literal.
func goLayout(format string) string {
	var b strings.Builder
	for i := 0; i < len(format); {
		if format[i] == '[' {
			if j := strings.IndexByte(format[i:], ']'); j > 0 {
				b.WriteString(format[i+1 : i+j])
				i += j + 1
				continue
			}
		}
		matched := false
		for _, t := range dayjsTokens {
			if strings.HasPrefix(format[i:], t.tok) {
				b.WriteString(t.layout)
				i += len(t.tok)
				matched = true
				break
			}
		}
		if !matched {
			b.WriteByte(format[i])
			i++
		}
	}
	return b.String()
}

// parseDate reads a date in the chart's dateFormat; "X" and "x" are Unix
// seconds and milliseconds.
func parseDate(s, format string) (time.Time, error) {
	s = strings.TrimSpace(s)
	switch format {
	case "X", "x":
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return time.Time{}, fmt.Errorf("diagram: gantt: %q is not a Unix time", s)
		}
		if format == "x" {
			return time.UnixMilli(n).UTC(), nil
		}
		return time.Unix(n, 0).UTC(), nil
	}
	t, err := time.ParseInLocation(goLayout(format), s, time.UTC)
	if err != nil {
		return time.Time{}, fmt.Errorf("diagram: gantt: %q does not match the date format %q", s, format)
	}
	return t, nil
}

var durationRe = regexp.MustCompile(`^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d|w)$`)

// parseDuration reads Mermaid's durations: 3d, 2w, 24h, 30m, 10s, 5ms.
func parseDuration(s string) (time.Duration, bool) {
	m := durationRe.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return 0, false
	}
	n, err := strconv.ParseFloat(m[1], 64)
	if err != nil {
		return 0, false
	}
	unit := map[string]time.Duration{"ms": time.Millisecond, "s": time.Second, "m": time.Minute,
		"h": time.Hour, "d": 24 * time.Hour, "w": 7 * 24 * time.Hour}[m[2]]
	return time.Duration(n * float64(unit)), true
}

// strftimeLayouts are the Go layouts of the strftime directives that map
// onto one.
var strftimeLayouts = map[byte]string{
	'Y': "2006", 'y': "06", 'm': "01", 'd': "02", 'H': "15", 'I': "03", 'M': "04", 'S': "05",
	'p': "PM", 'b': "Jan", 'h': "Jan", 'B': "January", 'a': "Mon", 'A': "Monday",
}

// strftime formats t with a strftime pattern (axisFormat).
func strftime(t time.Time, pattern string) string {
	var b strings.Builder
	for i := 0; i < len(pattern); i++ {
		if pattern[i] != '%' || i+1 == len(pattern) {
			b.WriteByte(pattern[i])
			continue
		}
		i++
		c := pattern[i]
		if layout, ok := strftimeLayouts[c]; ok {
			b.WriteString(t.Format(layout))
			continue
		}
		switch c {
		case 'e':
			b.WriteString(strconv.Itoa(t.Day()))
		case 'L':
			b.WriteString(t.Format(".000")[1:])
		case 'j':
			fmt.Fprintf(&b, "%03d", t.YearDay())
		case '%':
			b.WriteByte('%')
		default:
			b.WriteByte('%')
			b.WriteByte(c)
		}
	}
	return b.String()
}
