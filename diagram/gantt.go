package diagram

import (
	"fmt"
	"strings"
	"time"
)

// ganttChart is a parsed and scheduled Gantt chart.
type ganttChart struct {
	title        string
	dateFormat   string
	axisFormat   string
	tickInterval string
	topAxis      bool
	excludes     ganttExcludes
	sections     []string // names; a task before any section is in ""
	tasks        []*ganttTask
}

// ganttTask is one bar (or milestone) with its resolved start and end.
type ganttTask struct {
	name, id                      string
	section                       int
	done, active, crit, milestone bool
	// startSpec and endSpec are as written: a date, "after a b", a
	// duration, "until x"; "" for a start means after the task before.
	startSpec, endSpec string
	start, end         time.Time
	resolved           bool
}

// ganttExcludes are the days durations skip: weekends, named weekdays,
// dates.
type ganttExcludes struct {
	weekdays map[time.Weekday]bool
	dates    map[string]bool // as 2006-01-02
}

func (x ganttExcludes) empty() bool { return len(x.weekdays) == 0 && len(x.dates) == 0 }

// excluded reports whether day t is excluded.
func (x ganttExcludes) excluded(t time.Time) bool {
	return x.weekdays[t.Weekday()] || x.dates[t.Format("2006-01-02")]
}

// maxTasks bounds a Gantt chart.
const maxTasks = 5000

// parseGantt reads a gantt chart and schedules its tasks.
func parseGantt(src string) (*ganttChart, error) {
	lines := statements(src)
	if len(lines) == 0 {
		return nil, fmt.Errorf("diagram: empty gantt chart")
	}
	gc := &ganttChart{dateFormat: "YYYY-MM-DD", sections: []string{""}}
	for _, st := range lines[1:] {
		word := firstWord(st)
		rest := strings.TrimSpace(st[len(word):])
		switch strings.ToLower(word) {
		case "title":
			gc.title = cleanLabel(rest)
			continue
		case "dateformat":
			gc.dateFormat = rest
			continue
		case "axisformat":
			gc.axisFormat = rest
			continue
		case "tickinterval":
			gc.tickInterval = rest
			continue
		case "topaxis":
			gc.topAxis = true
			continue
		case "excludes":
			if err := gc.exclude(rest); err != nil {
				return nil, err
			}
			continue
		case "section":
			gc.sections = append(gc.sections, cleanLabel(rest))
			continue
		case "includes", "todaymarker", "inclusiveenddates", "weekday", "weekend", "displaymode", "click",
			"acctitle", "accdescr":
			// The today line would change with the date the chart is
			// drawn on; the rest is interaction or fine tuning.
			continue
		}
		name, meta, ok := strings.Cut(st, ":")
		if !ok || strings.TrimSpace(name) == "" {
			return nil, fmt.Errorf("diagram: gantt: cannot read %q", st)
		}
		t, err := parseTask(cleanLabel(name), meta)
		if err != nil {
			return nil, err
		}
		t.section = len(gc.sections) - 1
		gc.tasks = append(gc.tasks, t)
		if len(gc.tasks) > maxTasks {
			return nil, fmt.Errorf("diagram: gantt: more than %d tasks", maxTasks)
		}
	}
	if len(gc.tasks) == 0 {
		return nil, fmt.Errorf("diagram: gantt chart without tasks")
	}
	if err := gc.schedule(); err != nil {
		return nil, err
	}
	return gc, nil
}

// exclude reads "weekends", weekday names and dates, comma-separated.
func (gc *ganttChart) exclude(s string) error {
	if gc.excludes.weekdays == nil {
		gc.excludes = ganttExcludes{weekdays: map[time.Weekday]bool{}, dates: map[string]bool{}}
	}
	days := map[string]time.Weekday{"sunday": time.Sunday, "monday": time.Monday, "tuesday": time.Tuesday,
		"wednesday": time.Wednesday, "thursday": time.Thursday, "friday": time.Friday, "saturday": time.Saturday}
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' }) {
		if strings.EqualFold(f, "weekends") {
			gc.excludes.weekdays[time.Saturday], gc.excludes.weekdays[time.Sunday] = true, true
			continue
		}
		if d, ok := days[strings.ToLower(f)]; ok {
			gc.excludes.weekdays[d] = true
			continue
		}
		t, err := parseDate(f, gc.dateFormat)
		if err != nil {
			return fmt.Errorf("diagram: gantt: cannot exclude %q", f)
		}
		gc.excludes.dates[t.Format("2006-01-02")] = true
	}
	return nil
}

// parseTask reads a task's metadata: tags (done, active, crit,
// milestone), then [id,] [start,] end.
func parseTask(name, meta string) (*ganttTask, error) {
	t := &ganttTask{name: name}
	var parts []string
	for _, p := range strings.Split(meta, ",") {
		p = strings.TrimSpace(p)
		switch p {
		case "done":
			t.done = true
		case "active":
			t.active = true
		case "crit":
			t.crit = true
		case "milestone":
			t.milestone = true
		case "":
		default:
			parts = append(parts, p)
		}
	}
	switch len(parts) {
	case 1:
		t.endSpec = parts[0]
	case 2:
		t.startSpec, t.endSpec = parts[0], parts[1]
	case 3:
		t.id, t.startSpec, t.endSpec = parts[0], parts[1], parts[2]
	default:
		return nil, fmt.Errorf("diagram: gantt: task %q needs an end or a duration", name)
	}
	return t, nil
}

// schedule resolves every task's start and end. Tasks may refer to tasks
// further down ("after x", "until x"), so passes repeat until nothing
// changes; what is left refers to a task that does not exist or to
// itself.
func (gc *ganttChart) schedule() error {
	byID := map[string]*ganttTask{}
	for _, t := range gc.tasks {
		if t.id != "" {
			byID[t.id] = t
		}
	}
	for left := len(gc.tasks); left > 0; {
		progress := false
		for i, t := range gc.tasks {
			if t.resolved {
				continue
			}
			var prev *ganttTask
			if i > 0 {
				prev = gc.tasks[i-1]
			}
			ok, err := gc.resolve(t, prev, byID)
			if err != nil {
				return err
			}
			if ok {
				t.resolved, progress = true, true
				left--
			}
		}
		if !progress {
			for _, t := range gc.tasks {
				if !t.resolved {
					return fmt.Errorf("diagram: gantt: cannot place task %q (%s, %s)", t.name, t.startSpec, t.endSpec)
				}
			}
		}
	}
	return nil
}

// resolve places t when what it depends on is placed; it reports false
// to wait for another pass.
func (gc *ganttChart) resolve(t, prev *ganttTask, byID map[string]*ganttTask) (bool, error) {
	switch spec := t.startSpec; {
	case spec == "":
		if prev == nil {
			return false, fmt.Errorf("diagram: gantt: the first task %q has no start", t.name)
		}
		if !prev.resolved {
			return false, nil
		}
		t.start = prev.end
	case strings.HasPrefix(spec, "after "):
		var latest time.Time
		for _, id := range strings.Fields(spec[len("after "):]) {
			d := byID[id]
			if d == nil {
				return false, fmt.Errorf("diagram: gantt: task %q comes after %q, which does not exist", t.name, id)
			}
			if !d.resolved {
				return false, nil
			}
			if d.end.After(latest) {
				latest = d.end
			}
		}
		t.start = latest
	default:
		s, err := parseDate(spec, gc.dateFormat)
		if err != nil {
			return false, err
		}
		t.start = s
	}
	switch spec := t.endSpec; {
	case strings.HasPrefix(spec, "until "):
		id := strings.TrimSpace(spec[len("until "):])
		d := byID[id]
		if d == nil {
			return false, fmt.Errorf("diagram: gantt: task %q lasts until %q, which does not exist", t.name, id)
		}
		if !d.resolved {
			return false, nil
		}
		t.end = d.start
	default:
		if dur, ok := parseDuration(spec); ok {
			t.end = gc.addWorking(t.start, dur)
			break
		}
		e, err := parseDate(spec, gc.dateFormat)
		if err != nil {
			return false, fmt.Errorf("diagram: gantt: task %q: %q is neither a date nor a duration", t.name, spec)
		}
		t.end = e
	}
	if t.end.Before(t.start) {
		return false, fmt.Errorf("diagram: gantt: task %q ends before it starts", t.name)
	}
	return true, nil
}

// addWorking adds d to start, stretched over excluded days: a 3d task
// starting on a Friday with weekends excluded ends on Wednesday.
func (gc *ganttChart) addWorking(start time.Time, d time.Duration) time.Time {
	end := start.Add(d)
	if gc.excludes.empty() || d < 24*time.Hour {
		return end
	}
	day := 24 * time.Hour
	for t := start.Truncate(day); t.Before(end) && end.Sub(start) < 400*d; t = t.Add(day) {
		if gc.excludes.excluded(t) {
			end = end.Add(day)
		}
	}
	return end
}

// span returns the earliest start and the latest end.
func (gc *ganttChart) span() (time.Time, time.Time) {
	lo, hi := gc.tasks[0].start, gc.tasks[0].end
	for _, t := range gc.tasks {
		if t.start.Before(lo) {
			lo = t.start
		}
		if t.end.After(hi) {
			hi = t.end
		}
	}
	return lo, hi
}
