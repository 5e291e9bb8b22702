package rules

import (
	"github.com/andybalholm/cascadia"
)

// Stage says when a rule runs relative to classification.
type Stage string

// The stages.
const (
	// Before runs on the parsed page, before classification: removals help
	// the classifier as well as the output.
	Before Stage = "before"
	// After runs once blocks have roles, before rendering.
	After Stage = "after"
)

// Limits on rule files: generous for hand-written rules, small enough that a
// wrong file (a page saved as .yaml) fails fast.
const (
	MaxFileBytes = 1 << 20
	MaxRules     = 1000
)

// MetaKeys lists the metadata fields a rule may override, named as in
// extractor.Metadata's JSON.
var MetaKeys = []string{"title", "author", "published", "site_name", "language", "description", "image"}

// Rule is one compiled rule.
type Rule struct {
	ID          string
	Description string
	Stage       Stage
	Source      string // file the rule came from, for messages

	equals, endsWith []string
	exists           cascadia.Selector
	anyOf, allOf     []cascadia.Selector
	// triggerSrc keeps the trigger selectors' text for the Set's
	// triggerIndex.
	triggerSrc struct {
		exists   string
		any, all []string
	}

	remove, include, unwrap []cascadia.Selector
	// removeIndex finds the matches of all remove selectors in one walk;
	// nil when they must walk one by one (see newRemoveIndex).
	removeIndex *triggerIndex
	root        []cascadia.Selector
	retag       []retag
	dropAttrs   []dropAttrs
	meta        []metaRule
}

type retag struct {
	sel cascadia.Selector
	tag string
}

type dropAttrs struct {
	sel   cascadia.Selector
	attrs []string
}

// metaRule sets a metadata field to a fixed value, or to the text (or an
// attribute) of the first element a selector matches.
type metaRule struct {
	key   string
	value string
	sel   cascadia.Selector
	attr  string
}

// ruleFile is the YAML form of a rule file.
type ruleFile struct {
	Rules []ruleYAML `yaml:"rules"`
}

type ruleYAML struct {
	ID          string      `yaml:"id"`
	Description string      `yaml:"description"`
	Stage       Stage       `yaml:"stage"`
	Trigger     triggerYAML `yaml:"trigger"`
	Apply       applyYAML   `yaml:"apply"`
}

type triggerYAML struct {
	Host   hostYAML `yaml:"host"`
	Exists string   `yaml:"exists"`
	Any    []string `yaml:"any"`
	All    []string `yaml:"all"`
}

type hostYAML struct {
	Equals   []string `yaml:"equals"`
	EndsWith []string `yaml:"ends_with"`
}

type applyYAML struct {
	Remove         []string            `yaml:"remove"`
	Include        []string            `yaml:"include"`
	Root           []string            `yaml:"root"`
	Retag          []retagYAML         `yaml:"retag"`
	Unwrap         []string            `yaml:"unwrap"`
	DropAttributes []dropAttrsYAML     `yaml:"drop_attributes"`
	Meta           map[string]metaYAML `yaml:"meta"`
}

type retagYAML struct {
	Selector string `yaml:"selector"`
	Tag      string `yaml:"tag"`
}

type dropAttrsYAML struct {
	Selector   string   `yaml:"selector"`
	Attributes []string `yaml:"attributes"`
}

type metaYAML struct {
	Value     string `yaml:"value"`
	Selector  string `yaml:"selector"`
	Attribute string `yaml:"attribute"`
}
