package dom

// ASCII byte classes. Tag names, URLs, class words and the Latin words
// that rules match byte by byte are read one byte at a time, without
// decoding runes: these tests are the one home of that habit (the
// tokenizer, the Markdown escaper, the prune rules and the metadata
// readers each wrote their own before). A byte of a multi-byte UTF-8
// sequence (0x80 and up) is neither a letter nor a digit here.

// ASCIILetter reports whether c is an ASCII letter, a-z or A-Z. Setting
// bit 0x20 folds A-Z onto a-z and leaves every other byte outside a-z.
func ASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// ASCIIDigit reports whether c is an ASCII digit, 0-9.
func ASCIIDigit(c byte) bool { return c >= '0' && c <= '9' }

// AllDigits reports whether s is one or more ASCII digits.
func AllDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !ASCIIDigit(s[i]) {
			return false
		}
	}
	return s != ""
}
