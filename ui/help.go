package ui

import (
	"fmt"
	"strings"
)

// defaultWelcome is shown when main supplies no welcome document.
const defaultWelcome = `# Welcome to Folio

Folio reads Markdown files and reads the web as Markdown.

- **Open a file:** Ctrl+O, or drop a .md file on the window.
- **Open a web page:** Ctrl+Shift+W, or type an address in the bar above (Ctrl+L).
- **Find:** Ctrl+F. **Contents:** Ctrl+B. **Zoom:** Ctrl+= and Ctrl+-.

Press F1 for every keyboard shortcut.
`

// helpMarkdown is the shortcut table of the Help page, made from the
// command table so that it never disagrees with the keyboard.
func helpMarkdown(cmds []*command) string {
	var b strings.Builder
	b.WriteString("\n\n## Keyboard shortcuts\n\n| Command | Keys |\n|---|---|\n")
	for _, c := range cmds {
		keys := commandKeys(c)
		if keys == "" {
			continue
		}
		fmt.Fprintf(&b, "| %s | %s |\n", strings.TrimSuffix(c.label, "…"), keys)
	}
	fmt.Fprintf(&b, "| Scroll the page | %s |\n", scrollKeysHelp)
	fmt.Fprintf(&b, "| Select text with the keyboard | %s |\n", selectKeysHelp)
	b.WriteString("\nOn macOS, Cmd replaces Ctrl.\n")
	return b.String()
}

func commandKeys(c *command) string {
	var ks []string
	for _, p := range c.plain {
		ks = append(ks, keyName(p))
	}
	for _, k := range c.keys {
		ks = append(ks, keyLabel(k))
	}
	if c.help != "" {
		ks = append(ks, c.help)
	}
	return strings.Join(ks, ", ")
}
