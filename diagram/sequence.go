package diagram

import (
	"fmt"
	"regexp"
	"strings"
)

// seqChart is a parsed sequence diagram: participants in their order and
// the events between them, top to bottom.
type seqChart struct {
	title        string
	participants []*participant
	byID         map[string]*participant
	events       []seqEvent
	autonumber   bool
	boxes        []*seqBox
}

// participant is a column: a box (or a stick figure for an actor) with
// its lifeline.
type participant struct {
	id, label string
	actor     bool
	index     int
	box       *seqBox
}

// seqBox groups participants under a title ("box Aqua Group ... end").
type seqBox struct {
	title   string
	members []*participant
}

// seqEvent is one row of the diagram. kind is "message", "note",
// "activate", "deactivate", "create" and "destroy" (a participant that
// appears or ends mid-diagram), a block's opening ("loop", "alt", "opt",
// "par", "critical", "break", "rect"), a block's divider ("else", "and",
// "option") or "end".
type seqEvent struct {
	kind     string
	from, to *participant // a message's ends; a note's first and last
	text     string
	line     string // a message's "solid" or "dotted"
	head     string // "filled", "open", "cross", "none"
	both     bool   // a head at both ends (<<->>)
	activate string // "+" or "-" on a message's target
	side     string // a note's "left", "right" or "over"
	number   int    // a message's number when autonumber is on
}

var (
	messageRe     = regexp.MustCompile(`^([^:+<>-][^:<>]*?)\s*(<<-->>|<<->>|-->>|->>|-->|->|--x|-x|--\)|-\))\s*([+-]?)\s*([^:]+?)\s*(?::(.*))?$`)
	participantRe = regexp.MustCompile(`^(create\s+)?(participant|actor)\s+(.+?)(?:\s+as\s+(.+))?$`)
	seqNoteRe     = regexp.MustCompile(`(?i)^note\s+(left of|right of|over)\s+([^:,]+?)\s*(?:,\s*([^:]+?)\s*)?:(.*)$`)
)

// seqBlocks are the statements that open a block closed by "end".
var seqBlocks = map[string]bool{"loop": true, "alt": true, "opt": true, "par": true,
	"critical": true, "break": true, "rect": true}

// seqDividers split a block into parts.
var seqDividers = map[string]bool{"else": true, "and": true, "option": true}

// Bounds of a sequence diagram, so that a runaway one is refused rather
// than drawn kilometres long.
const (
	maxParticipants = 500
	maxEvents       = 20000
)

// parseSequence reads a sequenceDiagram.
func parseSequence(src string) (*seqChart, error) {
	lines := statements(src)
	if len(lines) == 0 {
		return nil, fmt.Errorf("diagram: empty sequence diagram")
	}
	sc := &seqChart{byID: map[string]*participant{}}
	var open []string // kinds of the blocks open, innermost last
	var box *seqBox
	number := 0
	for _, st := range lines[1:] {
		word := strings.ToLower(firstWord(st))
		rest := strings.TrimSpace(st[len(firstWord(st)):])
		switch {
		case word == "title":
			sc.title = cleanLabel(strings.TrimPrefix(rest, ":"))
		case word == "autonumber":
			sc.autonumber = rest != "off"
		case word == "box":
			if box != nil {
				return nil, fmt.Errorf("diagram: sequence: a box inside a box")
			}
			box = &seqBox{title: boxTitle(rest)}
			sc.boxes = append(sc.boxes, box)
			open = append(open, "box")
		case participantRe.MatchString(st):
			m := participantRe.FindStringSubmatch(st)
			// Mermaid 11's Alice@{ "type": "boundary" } is drawn as a
			// plain participant.
			name, _, _ := strings.Cut(m[3], "@{")
			p := sc.participant(strings.TrimSpace(name), box)
			p.actor = m[2] == "actor"
			if m[4] != "" {
				p.label = cleanLabel(m[4])
			}
			if m[1] != "" {
				sc.events = append(sc.events, seqEvent{kind: "create", to: p})
			}
		case word == "destroy":
			if rest == "" {
				return nil, fmt.Errorf("diagram: sequence: destroy whom?")
			}
			sc.events = append(sc.events, seqEvent{kind: "destroy", to: sc.participant(rest, box)})
		case word == "activate" || word == "deactivate":
			if rest == "" {
				return nil, fmt.Errorf("diagram: sequence: %s whom?", word)
			}
			sc.events = append(sc.events, seqEvent{kind: word, to: sc.participant(rest, box)})
		case word == "links" || word == "link" || word == "properties" || word == "details" ||
			strings.HasPrefix(word, "acc"):
			// Interaction and accessibility: nothing to draw.
		case word == "note":
			m := seqNoteRe.FindStringSubmatch(st)
			if m == nil {
				return nil, fmt.Errorf("diagram: sequence: bad note %q", st)
			}
			a := sc.participant(m[2], box)
			b := a
			if m[3] != "" {
				b = sc.participant(m[3], box)
			}
			side := strings.ToLower(strings.Fields(m[1])[0])
			sc.events = append(sc.events, seqEvent{kind: "note", from: a, to: b, side: side, text: cleanLabel(m[4])})
		case seqBlocks[word]:
			open = append(open, word)
			sc.events = append(sc.events, seqEvent{kind: word, text: cleanLabel(rest)})
		case seqDividers[word]:
			if len(open) == 0 || open[len(open)-1] == "box" {
				return nil, fmt.Errorf("diagram: sequence: %q outside a block", word)
			}
			sc.events = append(sc.events, seqEvent{kind: word, text: cleanLabel(rest)})
		case word == "end" && rest == "":
			if len(open) == 0 {
				return nil, fmt.Errorf("diagram: sequence: an end closes nothing")
			}
			if open[len(open)-1] == "box" {
				box = nil
			} else {
				sc.events = append(sc.events, seqEvent{kind: "end"})
			}
			open = open[:len(open)-1]
		default:
			m := messageRe.FindStringSubmatch(st)
			if m == nil {
				return nil, fmt.Errorf("diagram: sequence: cannot read %q", st)
			}
			e := seqEvent{kind: "message", from: sc.participant(m[1], box), to: sc.participant(m[4], box),
				activate: m[3], text: cleanLabel(m[5])}
			op := m[2]
			e.line = "solid"
			if strings.Contains(op, "--") {
				e.line = "dotted"
			}
			switch {
			case strings.HasSuffix(op, ">>"):
				e.head = "filled"
			case strings.HasSuffix(op, ")"):
				e.head = "open"
			case strings.HasSuffix(op, "x"):
				e.head = "cross"
			default:
				e.head = "none"
			}
			e.both = strings.HasPrefix(op, "<<")
			if sc.autonumber {
				number++
				e.number = number
			}
			sc.events = append(sc.events, e)
		}
		if len(sc.participants) > maxParticipants || len(sc.events) > maxEvents {
			return nil, fmt.Errorf("diagram: sequence: more than %d participants or %d rows", maxParticipants, maxEvents)
		}
	}
	if len(open) > 0 {
		return nil, fmt.Errorf("diagram: sequence: %q is never closed by end", open[len(open)-1])
	}
	if len(sc.participants) == 0 {
		return nil, fmt.Errorf("diagram: sequence diagram without participants")
	}
	return sc, nil
}

// participant returns the participant id, added as the next column when
// it is new (in box, if one is open).
func (sc *seqChart) participant(id string, box *seqBox) *participant {
	id = strings.TrimSpace(id)
	if p, ok := sc.byID[id]; ok {
		return p
	}
	p := &participant{id: id, label: cleanLabel(id), index: len(sc.participants), box: box}
	sc.byID[id] = p
	sc.participants = append(sc.participants, p)
	if box != nil {
		box.members = append(box.members, p)
	}
	return p
}

// boxTitle drops a box's colour ("Aqua", "rgb(...)", "transparent") and
// keeps its title.
func boxTitle(s string) string {
	if strings.HasPrefix(s, "rgb") {
		if i := strings.IndexByte(s, ')'); i >= 0 {
			return cleanLabel(s[i+1:])
		}
	}
	if f := strings.Fields(s); len(f) > 1 && isColourName(f[0]) {
		return cleanLabel(strings.Join(f[1:], " "))
	}
	if isColourName(s) {
		return ""
	}
	return cleanLabel(s)
}

// isColourName reports whether s is a CSS colour word Mermaid accepts
// before a box's title.
func isColourName(s string) bool {
	switch strings.ToLower(s) {
	case "transparent", "aqua", "blue", "green", "red", "yellow", "orange", "purple", "pink", "grey", "gray",
		"white", "black", "lightblue", "lightgreen", "lightyellow", "lightgrey", "lightgray", "teal", "olive", "navy",
		"maroon", "lime", "fuchsia", "silver", "beige", "ivory", "lavender", "khaki", "salmon", "tan", "cyan", "magenta":
		return true
	}
	return false
}
