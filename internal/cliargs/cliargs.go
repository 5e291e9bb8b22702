// Package cliargs holds what the project's commands share in reading their
// arguments.
package cliargs

import "flag"

// Parse parses flags and positional arguments in any order ("show HOST
// --templates DIR" as well as "show --templates DIR HOST"): the standard
// flag package stops at the first positional argument, and the documented
// usages put flags after them. It returns the positional arguments.
func Parse(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}
