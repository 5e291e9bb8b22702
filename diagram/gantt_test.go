package diagram

import (
	"context"
	"testing"
	"time"
)

func day(s string) time.Time {
	t, _ := time.Parse("2006-01-02", s)
	return t
}

func TestGanttSchedule(t *testing.T) {
	gc, err := parseGantt(`gantt
    dateFormat YYYY-MM-DD
    excludes weekends
    section A
    First   :done, a, 2024-03-01, 2d
    Second  :crit, b, after a, 1w
    Third   :c, after a b, 36h
    Fourth  :until m
    Mark    :milestone, m, 2024-04-01, 0d
    Both    :after x, 1d
    Defined :x, 2024-03-04, 2024-03-06`)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ start, end string }{
		// 2d from Friday 1 March skips the weekend: Friday and Monday.
		{"2024-03-01", "2024-03-05"},
		// 1w after that: seven working days, over one weekend.
		{"2024-03-05", "2024-03-14"},
		{"2024-03-14", ""},
		{"", "2024-04-01"},
		{"2024-04-01", "2024-04-01"},
		{"2024-03-06", "2024-03-07"},
		{"2024-03-04", "2024-03-06"},
	}
	for i, w := range want {
		task := gc.tasks[i]
		if w.start != "" && !task.start.Equal(day(w.start)) || w.end != "" && !task.end.Equal(day(w.end)) {
			t.Errorf("%s: %s..%s, want %s..%s", task.name, task.start.Format(time.DateTime), task.end.Format(time.DateTime), w.start, w.end)
		}
	}
	if c := gc.tasks[2]; c.end.Sub(c.start) != 36*time.Hour {
		t.Errorf("Third lasts %v", c.end.Sub(c.start))
	}
	if !gc.tasks[0].done || !gc.tasks[1].crit || !gc.tasks[4].milestone || gc.tasks[0].section != 1 {
		t.Errorf("tags or section lost: %+v", gc.tasks[0])
	}
}

func TestGanttDates(t *testing.T) {
	for _, c := range []struct{ s, format, want string }{
		{"2014-01-06", "YYYY-MM-DD", "2014-01-06T00:00:00Z"},
		{"17:49", "HH:mm", "0000-01-01T17:49:00Z"},
		{"06/01/2014 09:30", "DD/MM/YYYY HH:mm", "2014-01-06T09:30:00Z"},
		{"1700000000", "X", "2023-11-14T22:13:20Z"},
	} {
		got, err := parseDate(c.s, c.format)
		if err != nil || got.Format(time.RFC3339) != c.want {
			t.Errorf("parseDate(%q, %q) = %v, %v; want %s", c.s, c.format, got, err, c.want)
		}
	}
	if s := strftime(day("2024-03-04"), "%b %e, %Y (%a) %%"); s != "Mar 4, 2024 (Mon) %" {
		t.Errorf("strftime: %q", s)
	}
	if d, ok := parseDuration("1.5d"); !ok || d != 36*time.Hour {
		t.Errorf("1.5d = %v %v", d, ok)
	}
}

func TestGanttTicks(t *testing.T) {
	gc := &ganttChart{}
	ticks, format, err := ganttTicks(gc, day("2024-03-06"), day("2024-04-20"), 10)
	if err != nil || format != "%Y-%m-%d" {
		t.Fatal(err, format)
	}
	if len(ticks) == 0 || len(ticks) > 10 || ticks[0].Weekday() != time.Monday || ticks[0].Before(day("2024-03-06")) {
		t.Errorf("ticks %v", ticks)
	}
	// Labels never touch: a fortnight of dates at a large size gets
	// fewer ticks than daily.
	w, _ := measure("2024-03-06", 20, 0)
	ticks, _, _ = ganttTicks(gc, day("2024-03-06"), day("2024-03-20"), 20)
	if n := len(ticks); n < 2 || float64(n)*w > ganttChartW {
		t.Errorf("%d ticks of %.0f points on a %v-point axis", n, w, ganttChartW)
	}
	gc.tickInterval = "1day"
	if ticks, _, _ := ganttTicks(gc, day("2024-03-06"), day("2024-03-10"), 10); len(ticks) != 5 {
		t.Errorf("daily ticks %v", ticks)
	}
}

func TestBadGantts(t *testing.T) {
	for _, src := range []string{
		"gantt\ntitle x",
		"gantt\nA : 3d",                        // no start for the first task
		"gantt\nA : a, 2024-01-01, 3 days",     // neither date nor duration
		"gantt\nA : a, 01/02/2024, 3d",         // not the date format
		"gantt\nA : a, after b, 3d",            // no task b
		"gantt\nA : a, after a, 3d",            // after itself
		"gantt\nA : a, 2024-01-05, 2024-01-01", // ends before it starts
		"gantt\nno colon here",
		"gantt\ntickInterval often\nA : a, 2024-01-01, 3d",
	} {
		if _, err := Render(context.Background(), src, Light); err == nil {
			t.Errorf("%q drew", src)
		}
	}
}
